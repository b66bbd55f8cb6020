#!/usr/bin/env python3
"""Write the project's JMdict (PyPI jamdict-data 1.5, read as tools/generate_words.py reads it) as a Yomitan
dictionary of format 3: the dictionary tools/tests import to check `kanji-tui dict import` against the built-in
entries (issue 49), and a way to try the dictionaries' commands without downloading one.

Every entry becomes one row per written form and each reading it may be read with (JMdict's restrictions); an
entry without kanji, one row per kana form with an empty reading. A row's glossary has one item per sense:
structured content (the sense's glosses as a list) or, with --strings, the glosses joined by "; ". Its definition
tags are the senses' parts of speech and tags as JMdict's entity names (v5s, n, vt, uk…; `tag_bank_1.json` says
what each means); its rules are the deinflection classes Yomitan knows (v1, v5, vs, vk, vz, adj-i); its score is
1 for a common entry (a news1/ichi1/spec1/spec2/gai1 tag) and 0 otherwise; its sequence is JMdict's; its term tags
"P" for a common entry. Banks hold 10,000 rows each.

Deterministic: the same database and options give the same zip, byte for byte (entries in sequence order, zip
members in a fixed order with a fixed time, JSON with sorted keys).
"""

import argparse
import json
import sys
import zipfile
from pathlib import Path

import generate_words

BANK_SIZE = 10_000
ZIP_TIME = (2021, 4, 1, 0, 0, 0)  # JMdict's date in jamdict-data 1.5; fixed so the zip is byte for byte the same

# JMdict's parts of speech and tags as the database spells them → their entity names, as Yomitan's JMdict
# dictionaries (and Jitendex) write them.
ENTITY_NAMES = {
    "Ichidan verb": "v1", "Ichidan verb - kureru special class": "v1-s",
    "Ichidan verb - zuru verb (alternative form of -jiru verbs)": "vz",
    "Godan verb - -aru special class": "v5aru", "Godan verb - Iku/Yuku special class": "v5k-s",
    "Godan verb with 'bu' ending": "v5b", "Godan verb with 'gu' ending": "v5g", "Godan verb with 'ku' ending": "v5k",
    "Godan verb with 'mu' ending": "v5m", "Godan verb with 'nu' ending": "v5n", "Godan verb with 'ru' ending": "v5r",
    "Godan verb with 'ru' ending (irregular verb)": "v5r-i", "Godan verb with 'su' ending": "v5s",
    "Godan verb with 'tsu' ending": "v5t", "Godan verb with 'u' ending": "v5u",
    "Godan verb with 'u' ending (special class)": "v5u-s", "Kuru verb - special class": "vk",
    "suru verb - included": "vs-i", "suru verb - special class": "vs-s",
    "noun or participle which takes the aux. verb suru": "vs", "su verb - precursor to the modern suru": "vs-c",
    "irregular nu verb": "vn", "irregular ru verb, plain form ends with -ri": "vr",
    "adjective (keiyoushi)": "adj-i", "adjective (keiyoushi) - yoi/ii class": "adj-ix",
    "adjectival nouns or quasi-adjectives (keiyodoshi)": "adj-na", "nouns which may take the genitive case particle 'no'": "adj-no",
    "'taru' adjective": "adj-t", "pre-noun adjectival (rentaishi)": "adj-pn", "noun or verb acting prenominally": "adj-f",
    "archaic/formal form of na-adjective": "adj-nari", "'ku' adjective (archaic)": "adj-ku", "'shiku' adjective (archaic)": "adj-shiku",
    "adverb (fukushi)": "adv", "adverb taking the 'to' particle": "adv-to", "noun (common) (futsuumeishi)": "n",
    "noun, used as a prefix": "n-pref", "noun, used as a suffix": "n-suf", "transitive verb": "vt", "intransitive verb": "vi",
    "expressions (phrases, clauses, etc.)": "exp", "interjection (kandoushi)": "int", "conjunction": "conj", "counter": "ctr",
    "particle": "prt", "pronoun": "pn", "prefix": "pref", "suffix": "suf", "auxiliary": "aux", "auxiliary verb": "aux-v",
    "auxiliary adjective": "aux-adj", "copula": "cop", "numeric": "num", "unclassified": "unc", "verb unspecified": "v-unspec",
    "word usually written using kana alone": "uk", "abbreviation": "abbr", "archaism": "arch", "obscure term": "obsc",
    "yojijukugo": "yoji", "colloquialism": "col", "honorific or respectful (sonkeigo) language": "hon",
    "humble (kenjougo) language": "hum", "polite (teineigo) language": "pol", "slang": "sl", "idiomatic expression": "id",
}

# The deinflection rule of an entity name, as Yomitan's Japanese rules name the classes.
RULES = {"v1": "v1", "v1-s": "v1", "vz": "vz", "vk": "vk", "vs-i": "vs", "vs-s": "vs", "adj-i": "adj-i", "adj-ix": "adj-i"}


def entity_name(description):
    """JMdict's entity name for a part of speech or tag; one not in the table becomes a name of its own words
    (`Nidan verb (lower class) with 'dzu' ending (archaic)` → `nidan-verb-lower-class-with-dzu-ending-archaic`)."""
    if description in ENTITY_NAMES:
        return ENTITY_NAMES[description]
    if description.startswith("Godan verb"):
        return "v5"
    return "-".join("".join(c if c.isalnum() else " " for c in description.lower()).split())


def rule(name):
    return RULES.get(name, "v5" if name.startswith("v5") else None)


def unique(items):
    return list(dict.fromkeys(items))


def gloss_item(sense, as_strings):
    """One sense as a glossary item: a list of its glosses as structured content, or them joined as a string."""
    if as_strings:
        return "; ".join(sense["glosses"])
    items = [{"tag": "li", "content": gloss} for gloss in sense["glosses"]]
    return {"type": "structured-content", "content": {"tag": "ul", "content": items}}


def rows(entry, as_strings):
    """The term bank rows of one entry."""
    senses = [sense for sense in entry["senses"] if sense["glosses"]]
    if not senses:
        return []
    names = unique(entity_name(part) for sense in senses for part in sense["pos"] + sense["tags"])
    rules = unique(r for r in (rule(name) for name in names) if r)
    common = bool(generate_words.COMMON_TAGS & set(generate_words.priorities(entry)))
    glossary = [gloss_item(sense, as_strings) for sense in senses]
    pairs = []
    if entry["kanji"]:
        for kanji in entry["kanji"]:
            for kana in entry["kana"]:
                if not kana["restrictions"] or kanji["text"] in kana["restrictions"]:
                    if "not a true reading of the kanji" not in kana["tags"]:
                        pairs.append((kanji["text"], kana["text"]))
    else:
        pairs = [(kana["text"], "") for kana in entry["kana"]]
    return [[written, read, " ".join(names), " ".join(rules), 1 if common else 0, glossary, entry["seq"], "P" if common else ""]
            for written, read in pairs]


def tag_rows(term_rows):
    """The tag bank: every entity name the rows use, with what it means."""
    meanings = {name: description for description, name in ENTITY_NAMES.items()}
    used = sorted({name for row in term_rows for name in row[2].split()} | {"P"})
    categories = {"P": "popular", "uk": "", "abbr": "", "arch": "archaism", "obsc": "archaism"}
    return [[name, categories.get(name, "partOfSpeech"), 0, meanings.get(name, "common word" if name == "P" else name.replace("-", " ")),
             1 if name == "P" else 0] for name in used]


def write_zip(path, term_rows, title, revision):
    index = {"title": title, "revision": revision, "format": 3, "sequenced": True, "author": "EDRDG (JMdict), written by kanji-tui",
             "url": "https://www.edrdg.org/jmdict/j_jmdict.html",
             "description": "JMdict as of April 2021 (PyPI jamdict-data 1.5), written by tools/yomitan_from_jmdict.py",
             "attribution": "JMdict by the Electronic Dictionary Research and Development Group, CC BY-SA 4.0",
             "sourceLanguage": "ja", "targetLanguage": "en"}
    members = [("index.json", index), ("tag_bank_1.json", tag_rows(term_rows))]
    for number, start in enumerate(range(0, len(term_rows), BANK_SIZE), start=1):
        members.append((f"term_bank_{number}.json", term_rows[start:start + BANK_SIZE]))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, value in members:
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", type=Path, help="jamdict.db (default: the jamdict-data package's)")
    parser.add_argument("--limit", type=int, help="only the first N entries (by JMdict sequence number)")
    parser.add_argument("--sequence", type=int, action="append", default=[], help="only this entry (repeatable)")
    parser.add_argument("--strings", action="store_true", help="glosses as strings instead of structured content")
    parser.add_argument("--title", default="JMdict (kanji-tui)")
    parser.add_argument("--revision", default="jmdict-2021-04")
    parser.add_argument("--out", type=Path, required=True, help="the .zip to write")
    arguments = parser.parse_args()
    entries = generate_words.read_entries(arguments.database or generate_words.default_database())
    if arguments.sequence:
        wanted = set(arguments.sequence)
        entries = [entry for entry in entries if entry["seq"] in wanted]
    if arguments.limit is not None:
        entries = entries[:arguments.limit]
    term_rows = [row for entry in entries for row in rows(entry, arguments.strings)]
    write_zip(arguments.out, term_rows, arguments.title, arguments.revision)
    print(f"{arguments.out}: {len(entries)} entries, {len(term_rows)} terms", file=sys.stderr)


if __name__ == "__main__":
    main()
