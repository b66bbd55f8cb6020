"""Tests of tools/manpage.py, which writes the man page from swift-argument-parser's help dump and docs/reference.md,
and of the reference's tables against the sources: every exit status the commands use, every variable they read."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

import manpage

ROOT = Path(__file__).resolve().parent.parent.parent
REFERENCE = (ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
# Variables the sources read that a user never sets, each with the reason it is not in the man page.
UNDOCUMENTED_VARIABLES = {
    "KANJI_TUI_TEST_LEAK_COORDINATOR": "debug builds only: the memcheck gate's proof that a leak is caught",
}

# A reference cut down to one key section and one row per table.
SMALL_REFERENCE = """# reference
<!-- keys: made from the bindings; UPDATE_GOLDENS=1 swift test rewrites it -->
| keys | what they do |
|---|---|
| **Kanji lists** | |
| `Enter` `Right` `l` | open the kanji under the cursor |
| `?` `F1` | this help |
| `any other key` | close the help |
<!-- /keys -->
<!-- man: ENVIRONMENT (copied) -->
| variable | what it does |
|---|---|
| `KANJI_TUI_DATA` | The data's **directory**, see [FILES](#files). |
<!-- /man -->
<!-- man: FILES -->
| file | what it is |
|---|---|
| `/usr/share/kanji-tui/` | The dataset. |
<!-- /man -->
<!-- man: EXIT STATUS -->
| status | when |
|---|---|
| `0` | Success. |
| `64` | A usage mistake \\| or another. |
<!-- /man -->
"""

# The shape `kanji-tui --experimental-dump-help` prints (ToolInfoV0), cut down to one subcommand.
TOOL = {"serializationVersion": 0, "command": {
    "commandName": "kanji-tui",
    "abstract": "Browse every kanji in the terminal.",
    "discussion": "Run without a subcommand to open the browser.\n\n.dots and 'quotes start lines; a \\ stays.",
    "arguments": [
        {"kind": "flag", "names": [{"kind": "long", "name": "version"}], "preferredName": {"kind": "long", "name": "version"},
         "valueName": "version", "abstract": "Show the version.", "isOptional": True, "isRepeating": False, "shouldDisplay": True},
        {"kind": "flag", "names": [{"kind": "long", "name": "help"}, {"kind": "short", "name": "h"}],
         "preferredName": {"kind": "long", "name": "help"}, "valueName": "help", "abstract": "Show help information.",
         "isOptional": True, "isRepeating": False, "shouldDisplay": True},
    ],
    "subcommands": [{
        "commandName": "show", "abstract": "Print one kanji.",
        "arguments": [
            {"kind": "positional", "valueName": "character", "abstract": "The kanji, e.g. 日.",
             "isOptional": False, "isRepeating": False, "shouldDisplay": True},
            {"kind": "option", "names": [{"kind": "long", "name": "limit"}], "preferredName": {"kind": "long", "name": "limit"},
             "valueName": "limit", "abstract": 'How many "words" to print.', "defaultValue": "12",
             "isOptional": True, "isRepeating": False, "shouldDisplay": True},
            {"kind": "flag", "names": [{"kind": "long", "name": "secret"}], "valueName": "secret",
             "isOptional": True, "isRepeating": False, "shouldDisplay": False},
        ]}],
}}


@pytest.fixture(scope="module")
def page():
    return manpage.manual_page(TOOL, "November 23, 2026", SMALL_REFERENCE, version="0.1.0")


def test_keeps_the_kanji_the_generate_manual_plugin_drops(page):
    assert "The kanji, e.g. 日." in page.splitlines()


def test_lists_options_subcommands_and_defaults_but_not_hidden_arguments(page):
    lines = page.splitlines()
    assert ".It Fl h , -help" in lines
    assert ".It Em show" in lines
    assert ".It Fl -limit Ar limit" in lines
    assert 'How many "words" to print. (default: 12)' in lines
    assert "secret" not in page


def test_the_synopsis_has_a_line_per_subcommand(page):
    synopsis = page.split(".Sh SYNOPSIS\n")[1].split(".Sh DESCRIPTION")[0].splitlines()
    assert synopsis == [".Nm", ".Op Fl -version", ".Op Fl -help", ".Nm", "show", ".Ar character", ".Op Fl -limit Ar limit"]


def test_text_is_escaped_and_a_blank_line_becomes_a_paragraph_break(page):
    lines = page.splitlines()
    assert "" not in lines, "an empty input line is an mdoc warning"
    assert "\\&.dots and 'quotes start lines; a \\e stays." in lines
    assert lines[lines.index("Run without a subcommand to open the browser.") + 1] == ".Pp"


def test_macro_arguments_with_blanks_or_quotes_are_quoted():
    assert manpage.macro_argument("EXIT STATUS") == '"EXIT STATUS"'
    assert manpage.macro_argument('say "hi"') == '"say \\(dqhi\\(dq"'
    assert manpage.macro_argument("") == '""'


def test_the_reference_tables_become_sections_in_mdocs_order(page):
    titles = [line for line in page.splitlines() if line.startswith(".Sh")]
    assert titles[-4:] == [".Sh KEYS", ".Sh ENVIRONMENT", ".Sh FILES", '.Sh "EXIT STATUS"']
    lines = page.splitlines()
    assert lines[lines.index(".It Ev KANJI_TUI_DATA") + 1] == "The data's directory, see FILES."
    assert lines[lines.index(".It 64") + 1] == "A usage mistake | or another."
    assert ".Os kanji-tui 0.1.0" in lines


def test_keys_are_subsections_and_punctuation_keys_stay_keys(page):
    lines = page.splitlines()
    assert '.Ss "Kanji lists"' in lines
    assert ".It Sy \\&Enter \\&Right \\&l" in lines
    assert ".It Sy \\&? \\&F1" in lines, "a bare ? would be mdoc punctuation"
    assert '.It Sy "\\&any other key"' in lines


def test_a_reference_without_a_table_is_refused():
    with pytest.raises(ValueError, match="EXIT STATUS"):
        manpage.manual_page(TOOL, "November 23, 2026", SMALL_REFERENCE.split("<!-- man: EXIT STATUS")[0])
    with pytest.raises(ValueError, match="key table"):
        manpage.manual_page(TOOL, "November 23, 2026", SMALL_REFERENCE.split("<!-- /keys -->")[1])


# MARK: - The real reference, against the sources

@pytest.fixture(scope="module")
def real_page():
    return manpage.manual_page(TOOL, "November 27, 2026", REFERENCE)


def test_every_key_of_the_reference_table_is_in_the_page(real_page):
    """The reference's table is the bindings' (ReferenceKeyTableTests), so this holds the page to the bindings."""
    sections = manpage.key_sections(REFERENCE)
    assert len(sections) >= 20 and sections[-1][0] == "Everywhere"
    lines = real_page.splitlines()
    items = [index for index, line in enumerate(lines) if line.startswith(".It Sy ")]
    rows = [row for _, section_rows in sections for row in section_rows]
    assert len(items) == len(rows)
    for index, (keys, help_text) in zip(items, rows):
        assert lines[index] == ".It Sy " + " ".join(manpage.key_argument(key) for key in keys)
        assert lines[index + 1] == manpage.text_line(help_text)
    for name, _ in sections:
        assert ".Ss " + manpage.macro_argument(name) in lines


def exit_codes_in_sources() -> set[int]:
    """Every status the executable's code exits with: ExitCode(N), ArgumentParser's named codes, exit(N), and
    constants such as `ioError: Int32 = 74`."""
    named = {"success": 0, "failure": 1, "validationFailure": 64}
    codes = set()
    for path in (ROOT / "Sources" / "kanji-tui").rglob("*.swift"):
        text = path.read_text(encoding="utf-8")
        codes |= {int(code) for code in re.findall(r"ExitCode\((\d+)\)", text)}
        codes |= {named[name] for name in re.findall(r"ExitCode\.(success|failure|validationFailure)", text)}
        codes |= {int(code) for code in re.findall(r"\bexit\((\d+)\)", text)}
        codes |= {int(code) for code in re.findall(r"static let \w+: Int32 = (\d+)", text)}
    return codes


def test_the_exit_statuses_are_the_codes_the_commands_use():
    documented = {int(status) for status, _ in manpage.reference_tables(REFERENCE)["EXIT STATUS"]}
    used = exit_codes_in_sources()
    assert {0, 1, 2, 64, 73, 74} <= used, "the scan of the sources lost a code it used to find"
    assert documented == used, f"documented but unused: {documented - used}; used but undocumented: {used - documented}"


def variables_read_by_sources() -> set[str]:
    """Every environment variable a source file reads: getenv("X"), environment["X"], environmentVariable = "X"."""
    found = set()
    for path in (ROOT / "Sources").rglob("*"):
        if path.suffix in (".swift", ".c", ".h"):
            text = path.read_text(encoding="utf-8")
            found |= set(re.findall(r'getenv\("([A-Z_]+)"\)', text))
            found |= set(re.findall(r'environment\["([A-Z_]+)"\]', text))
            found |= set(re.findall(r'environmentVariable = "([A-Z_]+)"', text))
    return found


def test_every_variable_the_sources_read_is_in_the_environment_section():
    documented = {name for term, _ in manpage.reference_tables(REFERENCE)["ENVIRONMENT"] for name in term.split(", ")}
    read = variables_read_by_sources()
    assert {"KANJI_TUI_DATA", "KANJI_TUI_USER_DATA", "XDG_DATA_HOME", "NO_COLOR"} <= read
    assert read - set(UNDOCUMENTED_VARIABLES) <= documented, f"undocumented: {read - set(UNDOCUMENTED_VARIABLES) - documented}"
    assert set(UNDOCUMENTED_VARIABLES) <= read, "an exception for a variable nothing reads any more"


def test_the_files_section_names_every_data_file_and_the_user_database():
    files = dict(manpage.reference_tables(REFERENCE)["FILES"])
    for data_file in sorted(path.name for path in (ROOT / "Resources").iterdir()):
        assert data_file in files["/usr/share/kanji-tui/"], f"{data_file} is in Resources/ but not in FILES"
    assert any(term.endswith("/kanji-tui/user.sqlite") for term in files)


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff renders man pages; not installed")
@pytest.mark.parametrize("reference", [SMALL_REFERENCE, REFERENCE], ids=["small", "docs-reference"])
def test_groff_renders_it_without_a_warning(reference):
    page = manpage.manual_page(TOOL, "November 23, 2026", reference)
    result = subprocess.run(["groff", "-mandoc", "-Tutf8", "-K", "utf8", "-ww", "-z"], input=page.encode(),
                            capture_output=True, check=False)
    assert result.returncode == 0 and result.stderr == b"", result.stderr.decode()
