#!/usr/bin/env python3
"""`make bench`, issue 24: PyPI kanjidraw 0.2.3 (a KanjiVG-based recognizer) on the strokes kanji-tui's benchmark
drew (`kanji-bench --write-handwriting FILE`), for the row beside kanji-tui's own.

kanjidraw compares each stroke's start and end, on a 255-unit square, with KanjiVG's strokes of the kanji that have
as many strokes (`strict_matches`); so each stroke is given as its first and last point, scaled from the canvas.
Prints Markdown rows (measure | result | target | met) like kanji-bench's.

Usage: tools/kanjidraw_bench.py STROKES.json [WHAT]   (WHAT names the drawings in the rows: issue 35's joined strokes)
"""
import json
import sys
import time

import kanjidraw


def lines(entry):
    """The strokes as kanjidraw's lines: [x1, y1, x2, y2] on a 255-unit square."""
    sx, sy = 255 / entry["width"], 255 / entry["height"]
    return [[s[0][0] * sx, s[0][1] * sy, s[-1][0] * sx, s[-1][1] * sy] for s in entry["strokes"]]


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        entries = json.load(handle)
    assert kanjidraw.lib.__version__ == "0.2.3", kanjidraw.lib.__version__
    data = kanjidraw.kanji_data()
    top1 = top5 = 0
    durations = []
    for entry in entries:
        started = time.perf_counter()
        found = [kanji for _, kanji in kanjidraw.matches(lines(entry), data=data)]
        durations.append(time.perf_counter() - started)
        top1 += found[:1] == [entry["kanji"]]
        top5 += entry["kanji"] in found[:5]
    count = len(entries)
    durations.sort()
    what = sys.argv[2] if len(sys.argv) > 2 else "hand-drawn jōyō kanji"
    print(f"| kanjidraw 0.2.3 (PyPI): top-1 / top-5 on the same {count} {what} | "
          f"{100 * top1 / count:.1f} % / {100 * top5 / count:.1f} % | — | — |")
    print(f"| kanjidraw 0.2.3: strokes → candidates (median, max) | "
          f"{1000 * durations[count // 2]:.1f} ms, {1000 * durations[-1]:.1f} ms | — | — |")


if __name__ == "__main__":
    main()
