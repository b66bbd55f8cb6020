"""Tests of the stroke-order generator on real KanjiVG excerpts, and of the committed Resources/strokes.bin."""

import math
import struct
from pathlib import Path

import pytest

import generate_strokes as generator

RESOURCES = Path(__file__).resolve().parent.parent.parent / "Resources"

# KanjiVG 20260714's 065e5.svg (日) without its comment, DTD and namespace declarations it does not need.
SUN_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="109" height="109" viewBox="0 0 109 109"
 xmlns:kvg="http://kanjivg.tagaini.net">
<g id="kvg:StrokePaths_065e5" style="fill:none;stroke:#000000;stroke-width:3;">
<g id="kvg:065e5" kvg:element="日" kvg:radical="general">
	<path id="kvg:065e5-s1" kvg:type="㇑" d="M31.5,24.5c1.12,1.12,1.74,2.75,1.74,4.75c0,1.6-0.16,38.11-0.09,53.5c0.02,3.82,0.05,6.35,0.09,6.75"/>
	<path id="kvg:065e5-s2" kvg:type="㇕a" d="M33.48,26c0.8-0.05,37.67-3.01,40.77-3.25c3.19-0.25,5,1.75,5,4.25c0,4-0.22,40.84-0.23,56c0,3.48,0,5.72,0,6"/>
	<path id="kvg:065e5-s3" kvg:type="㇐a" d="M34.22,55.25c7.78-0.5,35.9-2.5,44.06-2.75"/>
	<path id="kvg:065e5-s4" kvg:type="㇐a" d="M34.23,86.5c10.52-0.75,34.15-2.12,43.81-2.25"/>
</g>
</g>
<g id="kvg:StrokeNumbers_065e5" style="font-size:8;fill:#808080">
	<text transform="matrix(1 0 0 1 25.25 32.63)">1</text>
	<text transform="matrix(1 0 0 1 34.50 22.50)">2</text>
	<text transform="matrix(1 0 0 1 37.50 51.50)">3</text>
	<text transform="matrix(1 0 0 1 37.50 83.50)">4</text>
</g>
</svg>"""

# 一 (04e00.svg), one stroke.
ONE_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 109 109">
<g id="kvg:StrokePaths_04e00"><g id="kvg:04e00">
	<path id="kvg:04e00-s1" d="M11,54.25c3.19,0.62,6.25,0.75,9.73,0.5c20.64-1.5,50.39-5.12,68.58-5.24c3.6-0.02,5.77,0.24,7.57,0.49"/>
</g></g>
<g id="kvg:StrokeNumbers_04e00"><text transform="matrix(1 0 0 1 4.25 54.13)">1</text></g>
</svg>"""


def _sampled_cubic(curve, samples=400):
    return [generator.cubic_point(*curve, index / samples) for index in range(samples + 1)]


def _sampled_polyline(polyline, per_segment=40):
    return [(a[0] + (b[0] - a[0]) * step / per_segment, a[1] + (b[1] - a[1]) * step / per_segment)
            for a, b in zip(polyline, polyline[1:]) for step in range(per_segment + 1)]


# MARK: - Flattening

@pytest.mark.parametrize("curve", [
    ((31.5, 24.5), (32.62, 25.62), (33.24, 27.25), (33.24, 29.25)),     # 日 stroke 1, first curve: short
    ((33.48, 26.0), (34.28, 25.95), (71.15, 22.99), (74.25, 22.75)),    # 日 stroke 2: long and flat
    ((10.0, 90.0), (10.0, 0.0), (100.0, 0.0), (100.0, 90.0)),           # an arch, far from its chord
    ((10.0, 10.0), (100.0, 100.0), (10.0, 100.0), (100.0, 10.0)),       # crossing control points
])
def test_flattening_stays_within_its_tolerance_of_the_curve_both_ways(curve):
    polyline = [curve[0]] + generator.flatten_cubic(*curve)
    assert polyline[-1] == curve[3]
    curve_points = _sampled_cubic(curve)
    worst_curve_point = max(generator.distance_to_polyline(point, polyline) for point in curve_points)
    worst_polyline_point = max(min(math.dist(point, on_curve) for on_curve in curve_points)
                               for point in _sampled_polyline(polyline))
    assert worst_curve_point <= generator.FLATTENING_TOLERANCE
    assert worst_polyline_point <= generator.FLATTENING_TOLERANCE + 0.05, "0.05: the curve is only sampled"


def test_a_finer_tolerance_gives_more_points():
    arch = ((10.0, 90.0), (10.0, 0.0), (100.0, 0.0), (100.0, 90.0))
    assert len(generator.flatten_cubic(*arch, tolerance=0.1)) > len(generator.flatten_cubic(*arch, tolerance=2.0))


def test_a_straight_curve_is_one_segment():
    assert generator.flatten_cubic((0.0, 0.0), (10.0, 0.0), (20.0, 0.0), (30.0, 0.0)) == [(30.0, 0.0)]


# MARK: - Path data

def test_relative_curves_continue_from_the_current_point():
    points = generator.flatten_path("M34.22,55.25c7.78-0.5,35.9-2.5,44.06-2.75")
    assert points[0] == (34.22, 55.25)
    assert points[-1] == pytest.approx((78.28, 52.5))


def test_smooth_curves_reflect_the_previous_control_point():
    smooth = generator.flatten_path("M0,0 C0,20 20,20 20,0 S40,-20 40,0")
    explicit = generator.flatten_path("M0,0 C0,20 20,20 20,0 C20,-20 40,-20 40,0")
    assert smooth == explicit


def test_repeated_numbers_repeat_the_command_and_numbers_after_a_moveto_are_lines():
    assert generator.flatten_path("M0,0 10,0 l0,10 -10,0 z") == [(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)]
    two_curves = generator.flatten_path("M0,0c0,5,5,5,5,0 0,-5,5,-5,5,0")
    assert two_curves[-1] == (10, 0) and (5, 0) in two_curves


def test_numbers_may_run_together_as_svg_allows():
    assert generator.flatten_path("M.5.5L1-1") == [(0.5, 0.5), (1, -1)]


@pytest.mark.parametrize("data, message", [
    ("M0,0 L1,1 M5,5 L6,6", "second moveto"),
    ("L1,1", "before a moveto"),
    ("M0,0 Q1,1 2,2", "unsupported command"),
    ("M0,0 C1,1 2,2", "needs 6 numbers"),
    ("", "does not start with a command"),
])
def test_unexpected_path_data_is_a_source_error(data, message):
    with pytest.raises(generator.SourceError, match=message):
        generator.flatten_path(data)


# MARK: - KanjiVG files

def test_reads_the_strokes_of_a_real_drawing_in_order_with_their_numbers():
    strokes = generator.parse_drawing(SUN_SVG.encode(), "065e5.svg")
    assert len(strokes) == 4
    assert [stroke.number_anchor for stroke in strokes] == [(25.25, 32.63), (34.5, 22.5), (37.5, 51.5), (37.5, 83.5)]
    assert strokes[0].points[0] == (31.5, 24.5)
    assert strokes[3].points[-1] == pytest.approx((78.04, 84.25))


def test_a_missing_stroke_number_is_a_source_error():
    svg = SUN_SVG.replace('<text transform="matrix(1 0 0 1 37.50 83.50)">4</text>', "")
    with pytest.raises(generator.SourceError, match="4 strokes but 3 stroke numbers"):
        generator.parse_drawing(svg.encode(), "065e5.svg")


def test_only_standard_drawings_are_read_not_variants(tmp_path):
    for name in ("065e5.svg", "04e00.svg", "065e5-Kaisho.svg", "04e00-Vt4.svg", "readme.txt"):
        (tmp_path / name).write_text(SUN_SVG if name.startswith("065e5") else ONE_SVG)
    assert [(code_point, path.name) for code_point, path in generator.standard_drawings(tmp_path)] == \
        [(0x4E00, "04e00.svg"), (0x65E5, "065e5.svg")]


# MARK: - Binary file

def _write_excerpt(directory):
    (directory / "065e5.svg").write_text(SUN_SVG)
    (directory / "04e00.svg").write_text(ONE_SVG)
    (directory / "065e5-Kaisho.svg").write_text(ONE_SVG)


def _index(data):
    magic, version, count = data[:8], *struct.unpack_from("<II", data, 8)
    entries = [struct.unpack_from("<II", data, 16 + 8 * index) for index in range(count + 1)]
    return magic, version, entries


def test_the_same_excerpt_gives_byte_identical_files(tmp_path):
    _write_excerpt(tmp_path)
    assert generator.build(tmp_path, tmp_path / "first.bin") == 2
    generator.build(tmp_path, tmp_path / "second.bin")
    assert (tmp_path / "first.bin").read_bytes() == (tmp_path / "second.bin").read_bytes()


def test_the_index_finds_each_record_by_code_point(tmp_path):
    _write_excerpt(tmp_path)
    generator.build(tmp_path, tmp_path / "strokes.bin")
    data = (tmp_path / "strokes.bin").read_bytes()
    magic, version, entries = _index(data)
    assert (magic, version) == (generator.MAGIC, generator.FORMAT_VERSION)
    assert [code_point for code_point, _ in entries] == [0x4E00, 0x65E5, generator.END_CODE_POINT]
    assert entries[-1][1] == len(data)
    sun = data[entries[1][1]:entries[2][1]]
    assert sun == generator.stroke_record(generator.parse_drawing(SUN_SVG.encode(), "065e5.svg"), "日")
    assert sun[0] == 4, "stroke count first"
    number_x, number_y, point_count = sun[1:4]
    assert (number_x, number_y) == (generator.quantise(25.25, "日"), generator.quantise(32.63, "日"))
    assert len(sun) == 1 + sum(3 + 2 * count for count in _point_counts(sun))
    assert point_count == _point_counts(sun)[0]


def _point_counts(record):
    counts, offset = [], 1
    for _ in range(record[0]):
        count = record[offset + 2]
        counts.append(count)
        offset += 3 + 2 * count
    return counts


def test_quantising_keeps_half_units_and_refuses_what_a_byte_cannot_hold():
    assert generator.quantise(generator.ORIGIN, "x") == 0
    assert generator.quantise(31.5, "x") == round((31.5 - generator.ORIGIN) * 2)
    with pytest.raises(generator.SourceError, match="outside"):
        generator.quantise(generator.MAXIMUM_STORED + 1, "x")


def test_the_committed_file_holds_this_generators_record_for_日():
    data = (RESOURCES / "strokes.bin").read_bytes()
    magic, version, entries = _index(data)
    assert (magic, version) == (generator.MAGIC, generator.FORMAT_VERSION)
    code_points = [code_point for code_point, _ in entries]
    assert code_points == sorted(code_points)
    assert entries[-1] == (generator.END_CODE_POINT, len(data))
    position = code_points.index(0x65E5)
    record = data[entries[position][1]:entries[position + 1][1]]
    assert record == generator.stroke_record(generator.parse_drawing(SUN_SVG.encode(), "065e5.svg"), "日")
