"""The code cites the project's own design notes by section; every citation names a section that exists."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]


def swift_sources():
    for folder in ("Sources", "Tests"):
        yield from (ROOT / folder).rglob("*.swift")


def headings(path):
    return {line.lstrip("#").strip() for line in path.read_text().splitlines() if line.startswith("## ")}


def test_every_design_citation_names_a_section_of_docs_design_md():
    sections = headings(ROOT / "docs" / "design.md")
    cited = {}
    for source in swift_sources():
        for name in re.findall(r'docs/design\.md, "([^"]+)"', source.read_text()):
            cited.setdefault(name, []).append(source.relative_to(ROOT))
    assert cited, "the code cites docs/design.md"
    missing = {name: files for name, files in cited.items() if name not in sections}
    assert not missing, f"sections cited but absent from docs/design.md: {missing}"


def test_every_platform_fact_cited_exists():
    facts = re.findall(r"^(\d+)\. ", (ROOT / "docs" / "platform.md").read_text(), flags=re.M)
    for source in swift_sources():
        for number in re.findall(r"docs/platform\.md item (\d+)", source.read_text()):
            assert number in facts, f"{source.relative_to(ROOT)} cites platform fact {number}, which docs/platform.md lacks"
