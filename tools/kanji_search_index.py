"""The kanji search index, Resources/kanji-search.bin, made from the text of Resources/kanji.tsv.

kanji-tui maps this file and binary-searches it (KanjiKit's `KanjiSearchIndex`), so neither the kanji
list's first `/` nor `kanji-tui search` builds an index: both used to split and sort some 100,000 reading
and meaning keys first (about 65 ms). The keys are computed exactly as KanjiKit computes a query's:
readings by `Kana.keyBytes` (the same folding as `generate_words.form_key`), meanings by `MeaningWords`.

Layout (integers little-endian u32), the shape of words.bin (tools/generate_words.py):
  header: b"KTSEARCH", format version, section count, the 16-hex-digit stamp of the kanji.tsv it was
  made from (its "#end" line; KanjiKit refuses an index made from another file), then (offset, length)
  per section:
    0 kanji     table: per kanji in file order (KanjiOrder.standard), its line's byte offset in kanji.tsv
                (u32) followed by its character (UTF-8)
    1 readings  index (`generate_words.index_section`): reading keys → kanji positions; a kun reading with
                okurigana is also keyed by its stem (まな.ぶ → まなぶ and まな)
    2 meanings  index: each lower-cased word of a meaning → position << 8 | the meaning's number, so a
                query of several words can require them all in one meaning
    3 whole meanings  index: each meaning's words joined by one space → kanji positions, so a meaning that
                *is* the query ("fish" for 魚) ranks before one that holds it among others ("counter for
                fish" for 尾)
"""

from __future__ import annotations

import struct

from generate_words import form_key, index_section, table_section

FORMAT_VERSION = 2
MAGIC = b"KTSEARCH"
MEANING_BITS = 8


def meaning_words(text: str) -> list[str]:
    """The words of an English meaning as KanjiKit's `MeaningWords` splits them, on UTF-8 bytes: ASCII letters
    and digits make words (lower-cased), any other ASCII byte separates words, other bytes stay inside."""
    words, word = [], bytearray()
    for byte in text.encode("utf-8"):
        if 0x41 <= byte <= 0x5A:
            word.append(byte | 0x20)
        elif 0x61 <= byte <= 0x7A or 0x30 <= byte <= 0x39 or byte >= 0x80:
            word.append(byte)
        elif word:
            words.append(word.decode("utf-8"))
            word = bytearray()
    if word:
        words.append(word.decode("utf-8"))
    return words


def reading_keys(reading: str) -> list[str]:
    """The keys a KANJIDIC2 reading can be typed as (`Kana.readingKeys`): the whole reading, and the stem of a
    kun reading with okurigana."""
    keys = [form_key(reading)]
    if "." in reading:
        keys.append(form_key(reading.split(".")[0]))
    return keys


def build(kanji_text: str) -> bytes:
    """The bytes of kanji-search.bin for the text of a kanji.tsv written by generate_data.py."""
    data = kanji_text.encode("utf-8")
    lines = data.split(b"\n")
    end_fields = lines[-2].decode().split("\t")
    assert end_fields[0] == "#end" and len(end_fields) == 3, "kanji.tsv must end with its stamped '#end' line"
    stamp = end_fields[2].encode()
    kanji, readings, meanings, whole_meanings = [], {}, {}, {}
    offset = len(lines[0]) + 1
    for position, line in enumerate(lines[1:-2]):
        fields = line.decode("utf-8").split("\t")
        character, on, kun, meaning_texts = fields[0], fields[8], fields[9], fields[12]
        kanji.append(struct.pack("<I", offset) + character.encode())
        offset += len(line) + 1
        for reading in on.split() + kun.split():
            for key in reading_keys(reading):
                readings.setdefault(key, []).append(position)
        for number, meaning in enumerate(meaning_texts.split("|") if meaning_texts else []):
            assert number < 1 << MEANING_BITS, f"{character}: more meanings than the index can number"
            for word in meaning_words(meaning):
                meanings.setdefault(word, []).append(position << MEANING_BITS | number)
            whole_meanings.setdefault(" ".join(meaning_words(meaning)), []).append(position)
    sections = [table_section(kanji), index_section(readings), index_section(meanings), index_section(whole_meanings)]
    header_size = len(MAGIC) + 8 + len(stamp) + 8 * len(sections)
    directory, position = [], header_size
    for section in sections:
        position += -position % 4
        directory += [position, len(section)]
        position += len(section)
    out = bytearray(MAGIC + struct.pack("<II", FORMAT_VERSION, len(sections)) + stamp
                    + struct.pack(f"<{len(directory)}I", *directory))
    for section, start in zip(sections, directory[::2]):
        out += b"\0" * (start - len(out))
        out += section
    return bytes(out)
