#!/usr/bin/env python3
"""tools/make-vocabulary-text.py OUT: a deterministic Japanese text of many distinct words, for the unknown-word list's
benchmark (issue 32 §3; tools/bench-reader.sh).

tools/make-reading-text.py's texts repeat one sentence set: 10 MB of them hold 138 distinct words, so a list of them
costs nothing whatever its code does. This one takes every common headword written with kanji of Debian's EDICT
(/usr/share/edict/edict, the entries marked (P)), six a line in "…を見た。", the whole three times: about 1.1 MB and
17,000 distinct words as MeCab cuts them, the size of a novel's vocabulary. Same file, same bytes.
"""
import re
import sys
from pathlib import Path

EDICT = Path("/usr/share/edict/edict")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-vocabulary-text.py OUT")
    if not EDICT.exists():
        sys.exit(f"make-vocabulary-text.py: {EDICT} is missing (apt-get install edict)")
    headwords = []
    for line in EDICT.read_bytes().decode("euc_jp", errors="replace").splitlines()[1:]:
        headword = line.split(" ", 1)[0]
        if "(P)" in line and re.search(r"[\u4e00-\u9fff]", headword):
            headwords.append(headword)
    lines = ["".join(f"{word}を見た。" for word in headwords[start:start + 6]) for start in range(0, len(headwords), 6)]
    Path(sys.argv[1]).write_text("\n".join(lines) * 3 + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
