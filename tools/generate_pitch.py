#!/usr/bin/env python3
"""The pitch accent of JMdict's words, from two dictionaries, into Resources/pitch.bin.

Sources, both compiled MeCab dictionaries whose entries carry an accent type:
  - the NAIST Japanese Dictionary built for Open JTalk (Debian open-jtalk-mecab-naist-jdic 1.11-3), whose
    feature strings end "…,原形,読み,発音,accent/morae,chain rule": one accent per entry;
  - UniDic 2.1.2 (PyPI unidic-lite 1.0.8), whose feature field 23 is `aType`: one or several accents, the
    usual one first ("0,3").
Neither package ships its lexicon's CSV, so the compiled sys.dic is read directly (`dictionary_features`):
MeCab's format is a header, a double array, a table of 16-byte tokens and their feature strings; every token
points at its feature string, which holds the entry's base spelling and reading, so no MeCab run and no walk
of the double array is needed to list the entries.

Matching (`match_entry`): a JMdict reading gets a source's accent when the source has an entry written as one
of the kanji forms that reading applies to and read as it (katakana and hiragana alike). A word without kanji
forms, or one whose first sense is "usually kana", is also looked for by its kana spelling when its kanji forms
found nothing, but only when every entry of the source written so agrees on the accent: はし alone could be
箸, 橋 or 端. An accent past the reading's last mora is dropped (counted in the summary), as it cannot be the
accent of that reading.

The usual accent first (`usual_order`, issue 45): a reading both sources know may get several accents, and a
learner says the first one shown. UniDic's aType lists a word's accents with the most usual one first, and on a
sample of readings whose first accent the two sources disagree on (BENCHMARKS.md, "Issue 45") the first accent of
a third accent list, Kanjium's, was UniDic's about twice as often as the NAIST jdic's. So UniDic's accents come
first, in its order, then the NAIST jdic's others; except that for a loanword (a reading in katakana) UniDic often
puts the newer flat pronunciation (0) first where the standard dictionaries keep the older accent: when the NAIST
jdic gives no 0 and UniDic also lists the NAIST jdic's accent, that shared accent comes first (サーバー 1 before 0,
while 必ず is 0 before the NAIST jdic's 4 and スタック UniDic's 2 before its 1).

An accent is the downstep position, the number the NHK dictionary and jisho.org use: 0 for flat (no fall),
n for a fall after the n-th mora (a mora is a kana with its small ゃゅょ etc.; ー, っ and ん are morae).

Layout (integers little-endian u32):
  header: b"KTPITCH\\0", format version, count of entries
  index: count × (JMdict sequence number, offset of its record from the records' start), sorted by sequence
         number, then the end offset of the last record
  records: UTF-8, one per entry: its readings joined by RS (0x1E); a reading is its kana, its accents in the
           order a learner is shown them (`usual_order`), the NAIST dictionary's accents and UniDic's, joined by US
           (0x1F); accents are decimal, joined by ",", the sources' in their own order, and empty when that source
           has none.
"""

import argparse
import csv
import json
import re
import sqlite3
import struct
import sys
from collections import defaultdict
from pathlib import Path

import pinned_sources

FORMAT_VERSION = 2
MAGIC = b"KTPITCH\0"
RS, US = "\x1e", "\x1f"
NAIST_DIRECTORY = Path("/var/lib/mecab/dic/open-jtalk/naist-jdic")
USUALLY_KANA = "word usually written using kana alone"
# The sources pitch.bin was generated from (tools/tests/source-versions.txt pins them for install-data-sources.sh).
PINNED_DEBIAN = {"open-jtalk-mecab-naist-jdic": "1.11-3"}
PINNED_PYPI = {"unidic-lite": "1.0.8", "jamdict-data": "1.5"}
SMALL_KANA = set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
FLAT = 0
# The NAIST dictionary's conjugation forms whose entries are the dictionary form (the form JMdict lists);
# uninflected words have "*".
NAIST_BASE_FORMS = {"*", "基本形"}
UNIDIC_BASE_FORMS = {"*", "終止形-一般"}


# MARK: - Kana


def is_katakana(text):
    """Whether a reading is written in katakana alone (ー too): JMdict reads its loanwords so."""
    return bool(text) and all("ァ" <= char <= "ヺ" or char == "ー" for char in text)


def hiragana(text):
    """Katakana turned into hiragana (ヴ to ゔ; ー stays): the sources read in katakana, JMdict in either."""
    return "".join(chr(ord(char) - 0x60) if "ァ" <= char <= "ヶ" else char for char in text)


def morae(reading):
    """The morae of a kana reading, as the NHK dictionary counts them: a small ゃゅょぁぃぅぇぉゎ joins the kana
    before it; ー, っ and ん are morae of their own. Mirrors `PitchAccent.morae(of:)` in KanjiKit."""
    result = []
    for char in reading:
        if char in SMALL_KANA and result:
            result[-1] += char
        else:
            result.append(char)
    return result


# MARK: - Reading a compiled MeCab dictionary


def dictionary_features(path):
    """Every token's feature string of a MeCab sys.dic, in token order (MeCab's dictionary.cpp: a 72-byte header
    of ten u32 and a charset name, then the double array, the tokens and the features)."""
    data = Path(path).read_bytes()
    _magic, _version, _kind, lexicon_size, _left, _right, array_size, token_size, feature_size, _ = \
        struct.unpack_from("<10I", data, 0)
    tokens = 72 + array_size
    features = tokens + token_size
    if features + feature_size != len(data) or lexicon_size * 16 != token_size:
        sys.exit(f"generate_pitch.py: {path} is not a MeCab system dictionary of the expected layout")
    for number in range(lexicon_size):
        (offset,) = struct.unpack_from("<I", data, tokens + number * 16 + 8)
        start = features + offset
        yield data[start:data.index(b"\0", start)].decode()


def csv_fields(line):
    """A feature string's fields: comma-separated, a field with commas quoted ("0,3")."""
    return next(csv.reader([line])) if '"' in line else line.split(",")


def accent_numbers(text):
    """A source's accent list as integers; None when it has none ("*", "")."""
    numbers = text.split(",")
    return [int(number) for number in numbers] if all(number.isdigit() for number in numbers) else None


def naist_entries(features):
    """(spelling, reading, lexeme, accents) of each NAIST entry in its dictionary form. Its entries have one accent
    ("1/2": accent 1 of 2 morae); a phrase of several accent units ("3/4:2/3") has no accent of one word. A lexeme
    is (whether it is a proper noun, its accent)."""
    for line in features:
        fields = line.split(",")
        if len(fields) < 11 or fields[5] not in NAIST_BASE_FORMS or ":" in fields[9]:
            continue
        accents = accent_numbers(fields[9].split("/")[0])
        if accents:
            # The NAIST dictionary has no lemma number: the accent stands for the entry, so two entries of one
            # spelling differ as lexemes only when their accents do.
            yield fields[6], hiragana(fields[7]), (fields[1] == "固有名詞", fields[9].split("/")[0]), accents


def unidic_entries(features):
    """(spelling, reading, lexeme, accents) of each UniDic entry in its dictionary form: orthBase, kanaBase,
    (whether it is a proper noun, the lemma with its part of speech), aType."""
    for line in features:
        fields = csv_fields(line)
        if len(fields) < 26 or fields[5] not in UNIDIC_BASE_FORMS or fields[8] != fields[10]:
            continue
        accents = accent_numbers(fields[23])
        if accents:
            yield fields[10], hiragana(fields[18]), (fields[1] == "固有名詞", fields[7] + "," + fields[0]), accents


def source_index(entries):
    """{(spelling, reading in hiragana): {lexeme: accents}} in the order the source lists them."""
    index = defaultdict(dict)
    for spelling, reading, lexeme, accents in entries:
        known = index[(spelling, reading)].setdefault(lexeme, [])
        known.extend(accent for accent in accents if accent not in known)
    return index


# MARK: - Matching JMdict


def read_entries(database):
    """JMdict's entries as {seq, kanji: [text], kana: [{text, restrictions}], usually_kana}, by sequence
    number (only what matching needs; generate_words.py reads the rest)."""
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    entries = {seq: {"seq": seq, "kanji": [], "kana": [], "usually_kana": False}
               for (seq,) in db.execute("SELECT idseq FROM Entry ORDER BY idseq")}
    for seq, text in db.execute("SELECT idseq, text FROM Kanji ORDER BY ID"):
        entries[seq]["kanji"].append(text)
    restrictions = defaultdict(list)
    for kid, text in db.execute("SELECT kid, text FROM KNR ORDER BY rowid"):
        restrictions[kid].append(text)
    for kid, seq, text in db.execute("SELECT ID, idseq, text FROM Kana ORDER BY ID"):
        entries[seq]["kana"].append({"text": text, "restrictions": restrictions[kid]})
    first_senses = {}
    for sid, seq in db.execute("SELECT ID, idseq FROM Sense ORDER BY ID"):
        first_senses.setdefault(seq, sid)
    usually_kana = {sid for (sid,) in db.execute("SELECT sid FROM misc WHERE text = ?", (USUALLY_KANA,))}
    for seq, sid in first_senses.items():
        entries[seq]["usually_kana"] = sid in usually_kana
    db.close()
    return list(entries.values())


def spellings(entry, kana):
    """The kanji forms a kana form reads: all of them unless it is restricted to some. A reading JMdict calls no
    true reading of the kanji (柿's カキ, the spelling of biology) is still the word they write, with its accent."""
    return [text for text in entry["kanji"] if not kana["restrictions"] or text in kana["restrictions"]]


def lexemes(index, spelling, reading):
    """The accents of a source's lexemes written `spelling` and read `reading`: its common words', or when it has
    none, its proper nouns' (橋 read はし is a bridge, accent 2, before the surname 橋, accent 1 in UniDic; 東京
    is only a proper noun)."""
    found = index.get((spelling, reading), {})
    common = [accents for (is_proper, _), accents in found.items() if not is_proper]
    return common or [accents for (is_proper, _), accents in found.items() if is_proper]


def match_reading(entry, kana, index):
    """A source's accents of one JMdict reading (see the module's doc); [] when it has none."""
    reading = hiragana(kana["text"])
    found = []
    for spelling in spellings(entry, kana):
        for accents in lexemes(index, spelling, reading):
            found.extend(accent for accent in accents if accent not in found)
    if found or (entry["kanji"] and not entry["usually_kana"]):
        return found
    distinct = {tuple(accents) for accents in lexemes(index, kana["text"], reading)}
    return list(distinct.pop()) if len(distinct) == 1 else []


def match_entry(entry, naist, unidic, dropped):
    """[(reading, NAIST accents, UniDic accents)] of the entry's readings that either source knows."""
    readings = []
    for kana in entry["kana"]:
        mora_count = len(morae(hiragana(kana["text"])))
        sources = []
        for index in (naist, unidic):
            accents = match_reading(entry, kana, index)
            kept = [accent for accent in accents if accent <= mora_count]
            dropped[0] += len(accents) - len(kept)
            sources.append(kept)
        if any(sources):
            readings.append((kana["text"], sources[0], sources[1]))
    return readings


def match(entries, naist, unidic):
    """{sequence number: readings} of every entry with an accent, and how many accents were dropped."""
    dropped = [0]
    matched = {}
    for entry in entries:
        readings = match_entry(entry, naist, unidic, dropped)
        if readings:
            matched[entry["seq"]] = readings
    return matched, dropped[0]


# MARK: - The usual accent first


def usual_order(reading, naist, unidic):
    """Every accent either source gives a reading, once each, the one a learner should say first (see the module's
    doc): UniDic's in its order, then the NAIST jdic's others; for a katakana loanword whose UniDic accents start
    flat, the NAIST jdic's accent first when UniDic lists it too and the NAIST jdic gives no flat one."""
    order = unidic + [accent for accent in naist if accent not in unidic]
    if is_katakana(reading) and unidic[:1] == [FLAT] and FLAT not in naist:
        shared = [accent for accent in naist if accent in unidic]
        if shared:
            order = [shared[0]] + [accent for accent in order if accent != shared[0]]
    return order


def order_changes(matched):
    """How many readings have several accents, and of those how many are shown with another first accent than the
    NAIST jdic's first (the order before issue 45: the NAIST jdic's accents, then UniDic's others)."""
    several = changed = 0
    for readings in matched.values():
        for reading, naist, unidic in readings:
            usual = usual_order(reading, naist, unidic)
            if len(usual) > 1:
                several += 1
                changed += usual[0] != (naist or unidic)[0]
    return several, changed


# MARK: - Output


def encode(matched):
    """pitch.bin's bytes (see the module's doc): the same entries give the same bytes in any order."""
    joined = lambda accents: ",".join(str(accent) for accent in accents)
    records = []
    for seq in sorted(matched):
        text = RS.join(US.join((reading, joined(usual_order(reading, first, second)), joined(first), joined(second)))
                       for reading, first, second in matched[seq])
        records.append((seq, text.encode()))
    out = bytearray(MAGIC + struct.pack("<II", FORMAT_VERSION, len(records)))
    offset = 0
    for seq, record in records:
        out += struct.pack("<II", seq, offset)
        offset += len(record)
    out += struct.pack("<I", offset)
    for _, record in records:
        out += record
    return bytes(out)


def summary(entries, matched):
    """Counts of JMdict entries: all, with an accent from each source, from both, and how the two compare on the
    entry's first reading both know: the same accents, NAIST's among UniDic's, some in common, or none."""
    counts = {"entries": len(entries), "any": len(matched), "naist": 0, "unidic": 0, "both": 0,
              "same": 0, "compatible": 0, "overlap": 0, "disagree": 0}
    for readings in matched.values():
        counts["naist"] += any(first for _, first, _ in readings)
        counts["unidic"] += any(second for _, _, second in readings)
        both = [(first, second) for _, first, second in readings if first and second]
        if both:
            first, second = both[0]
            counts["both"] += 1
            if first == second:
                counts["same"] += 1
            elif set(first) <= set(second):
                counts["compatible"] += 1
            elif set(first) & set(second):
                counts["overlap"] += 1
            else:
                counts["disagree"] += 1
    return counts


def describe(counts):
    percent = lambda part, whole: f"{100 * part / whole:.1f}%" if whole else "-"
    both = counts["both"]
    return (f"JMdict entries: {counts['entries']:,}; with an accent: {counts['any']:,} "
            f"(NAIST jdic {counts['naist']:,}, UniDic {counts['unidic']:,}, both {both:,})\n"
            f"of the {both:,} both know: the same accents {counts['same']:,} ({percent(counts['same'], both)}), "
            f"NAIST's among UniDic's {counts['compatible']:,} ({percent(counts['compatible'], both)}), "
            f"some in common {counts['overlap']:,} ({percent(counts['overlap'], both)}), "
            f"none in common {counts['disagree']:,} ({percent(counts['disagree'], both)})")


# MARK: - The standard list (Tests/KanjiKitTests/Dictionary/Fixtures/standard-accents.tsv)


def read_standard_list(path):
    """[(spelling, reading, accents)] of the list of accents a standard dictionary gives."""
    rows = []
    for line in Path(path).read_text().splitlines():
        if line and not line.startswith("#"):
            spelling, reading, accents = line.split("\t")[:3]
            rows.append((spelling, reading, [int(accent) for accent in accents.split(",")]))
    return rows


def list_agreement(rows, entries, matched):
    """How many of the list's words each source (and either) gives the list's first accent for, and how many are
    shown with it first (`usual_order`), through the same JMdict entries the app finds (spelling and reading)."""
    by_form = defaultdict(list)
    for entry in entries:
        for kanji in entry["kanji"]:
            by_form[kanji].append(entry["seq"])
        if not entry["kanji"]:
            for kana in entry["kana"]:
                by_form[kana["text"]].append(entry["seq"])
    counts = {"words": len(rows), "naist": 0, "unidic": 0, "either": 0, "naist_known": 0, "unidic_known": 0,
              "usual_first": 0}
    misses = []
    for spelling, reading, accents in rows:
        found = [(first, second) for seq in by_form.get(spelling, []) for text, first, second in matched.get(seq, [])
                 if text == reading]
        shown = [accent for first, second in found for accent in usual_order(reading, first, second)]
        counts["usual_first"] += shown[:1] == accents[:1]
        first = [accent for pair in found for accent in pair[0]]
        second = [accent for pair in found for accent in pair[1]]
        counts["naist_known"] += bool(first)
        counts["unidic_known"] += bool(second)
        counts["naist"] += accents[0] in first
        counts["unidic"] += accents[0] in second
        counts["either"] += accents[0] in first + second
        if accents[0] not in first + second:
            misses.append(f"{spelling} {reading} {accents[0]}: NAIST {first or '-'}, UniDic {second or '-'}")
    return counts, misses


# MARK: - Sources


def default_paths():
    import jamdict_data
    import unidic_lite
    return (Path(jamdict_data.__file__).parent / "jamdict.db", NAIST_DIRECTORY / "sys.dic",
            Path(unidic_lite.DICDIR) / "sys.dic")


def main():
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=Path,
                        help="a JSON file of JMdict entries and both sources' feature lines to build instead")
    parser.add_argument("--out", type=Path, default=root / "Resources" / "pitch.bin")
    parser.add_argument("--standard-list", type=Path,
                        default=root / "Tests" / "KanjiKitTests" / "Dictionary" / "Fixtures" / "standard-accents.tsv")
    arguments = parser.parse_args()
    if arguments.sample:
        sample = json.loads(arguments.sample.read_text())
        entries, naist_lines, unidic_lines = sample["entries"], sample["naist"], sample["unidic"]
    else:
        pinned_sources.check("generate_pitch.py", PINNED_DEBIAN, PINNED_PYPI)
        database, naist_path, unidic_path = default_paths()
        entries = read_entries(database)
        naist_lines, unidic_lines = dictionary_features(naist_path), dictionary_features(unidic_path)
    naist, unidic = source_index(naist_entries(naist_lines)), source_index(unidic_entries(unidic_lines))
    matched, dropped = match(entries, naist, unidic)
    data = encode(matched)
    arguments.out.write_bytes(data)
    print(describe(summary(entries, matched)), file=sys.stderr)
    print(f"accents past the reading's last mora, dropped: {dropped:,}", file=sys.stderr)
    several, changed = order_changes(matched)
    print(f"readings with several accents: {several:,}; shown with another first accent than the NAIST jdic's: "
          f"{changed:,}", file=sys.stderr)
    if not arguments.sample and arguments.standard_list.exists():
        counts, misses = list_agreement(read_standard_list(arguments.standard_list), entries, matched)
        print(f"standard list ({counts['words']} words): first accent given by NAIST {counts['naist']} "
              f"(of {counts['naist_known']} it knows), UniDic {counts['unidic']} (of {counts['unidic_known']}), "
              f"either {counts['either']}; shown first {counts['usual_first']}", file=sys.stderr)
        for miss in misses:
            print(f"  not given: {miss}", file=sys.stderr)
    print(f"{arguments.out}: {len(matched):,} words, {len(data):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
