#!/usr/bin/env python3
"""tools/make-reading-text.py BYTES OUT [SEED]: a deterministic Japanese text of about BYTES bytes for issue 21's
benchmarks.

The sentences are the sentence set of Tests/SegmentationTests/SentenceSetTests.swift (everyday, news and subtitle
Japanese), shuffled with a fixed seed (21, or SEED: issue 47's library is several texts, each shuffled its own way)
into paragraphs of 3 to 8 sentences, one paragraph a line, until the text reaches BYTES (UTF-8). Same arguments, same
bytes: no network, no randomness but the seeded one.
"""
import random
import re
import sys
from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent / "Tests/SegmentationTests/SentenceSetTests.swift"


def sentences():
    found = re.findall(r'Sentence\("([^"]+)"', SOURCE.read_text(encoding="utf-8"))
    if len(found) < 40:
        sys.exit(f"make-reading-text.py: only {len(found)} sentences in {SOURCE}")
    return found


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: make-reading-text.py BYTES OUT [SEED]")
    target = int(sys.argv[1])
    pool = sentences()
    generator = random.Random(int(sys.argv[3]) if len(sys.argv) == 4 else 21)
    lines = []
    size = 0
    while size < target:
        line = "".join(generator.choice(pool) for _ in range(generator.randint(3, 8))) + "\n"
        lines.append(line)
        size += len(line.encode("utf-8"))
    Path(sys.argv[2]).write_text("".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
