#!/usr/bin/env python3
"""Draw the Sudachi oracle's disagreements on the everyday texts for classifying by hand (issue 45, "Measured, not
hoped"): a seeded random sample, and every item of the kinds most likely to hide a wrong word, which a sample of 60
would mostly miss.

Usage: tools/classify-oracle-disagreements.py DIR [--seed N] [--sample N]
DIR is the folder `KANJI_TUI_ORACLE_DISAGREEMENTS=DIR python3 -m pytest -s -m slow_peer
tools/tests/test_sudachi_oracle.py` filled (its docstring describes the files). Printed, as tab-separated rows under
a heading each:
  - sample: N (default 60) drawn with random.Random(seed) (default 45, the issue's number) from the everyday texts'
    remaining disagreements — the listed words wrong even leniently and the content lemmas missed — in a fixed order;
  - homographs: every (line, word) pair where that line's Sudachi lemma with the same reading is another entry
    (勝つ where Sudachi reads 飼う);
  - readings: every (line, word) pair Sudachi confirms but reads as another entry (後 のち where Sudachi reads あと);
  - names: every missed lemma whose line has a name kanji-tui lists in its place (ミラー as a surname), and every
    (line, word) pair where Sudachi reads the word as a person's name (水田 すいでん in 水田さん);
  - katakana: every katakana word listed wrong and every katakana lemma missed (loanwords read as names or cut).
The same folder and seed print the same rows.
"""
import argparse
import csv
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tests"))
import test_sudachi_oracle as oracle  # noqa: E402  (the texts' names and the files' names)

KATAKANA = re.compile(r"^[\u30a0-\u30ffー・]+$")


def rows(path):
    with open(path, encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\"))


def remaining(folder):
    """(text, kind, row) of every everyday disagreement that lenient precision and recall count, in file order."""
    found = []
    for name in oracle.EVERYDAY:
        base = Path(folder) / oracle.slug(name)
        found += [(name, "precision", row) for row in rows(f"{base}.precision.tsv") if row["verdict"] == "wrong"]
        found += [(name, "recall", row) for row in rows(f"{base}.recall.tsv")]
    return found


def describe(name, kind, row):
    return "\t".join([name, kind, *row.values()])


def named_in_place(row):
    """Whether a name kanji-tui lists on the missed lemma's line overlaps the lemma (ミラー for ミラー, 森 in 森の中)."""
    lemma = {row["lemma"], row["dictionary_form"]}
    names = [item[len("name:"):] for item in row["kanji_tui"].split() if item.startswith("name:")]
    return any(form in name or name in form for name in names for form in lemma)


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--seed", type=int, default=45)
    parser.add_argument("--sample", type=int, default=60)
    options = parser.parse_args(arguments)
    pool = remaining(options.folder)
    print(f"# sample: {options.sample} of {len(pool)} remaining disagreements, seed {options.seed}")
    for item in random.Random(options.seed).sample(pool, min(options.sample, len(pool))):
        print(describe(*item))
    line_rows = [(name, row) for name in oracle.EVERYDAY
                 for row in rows(Path(options.folder) / f"{oracle.slug(name)}.lines.tsv")]
    print("# homographs: another entry with the reading of Sudachi's lemma on the same line")
    for name, row in line_rows:
        if row["disagreement"] == "entry" and row["sudachi_says"]:
            print(describe(name, "line", row))
    print("# readings: the spelling of Sudachi's word on the line, read as another entry")
    for name, row in line_rows:
        if row["disagreement"] == "reading":
            print(describe(name, "line", row))
    print("# names: a name listed in place of a missed lemma, or a word where Sudachi reads a person's name")
    for name, kind, row in pool:
        if kind == "recall" and named_in_place(row):
            print(describe(name, kind, row))
    for name, row in line_rows:
        if row["disagreement"] == "name":
            print(describe(name, "line", row))
    print("# katakana: katakana words listed wrong or missed")
    for name, kind, row in pool:
        if KATAKANA.match(row["headword"] if kind == "precision" else row["lemma"]):
            print(describe(name, kind, row))


if __name__ == "__main__":
    main(sys.argv[1:])
