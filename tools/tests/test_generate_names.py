"""Tests of the names generator on real rows of both sources (fixtures/names-sample.json: the JMnedict entries
written 田中, 太郎, 田中太郎, 東京, 山田, トヨタ, 鈴木, 漱石 and 夏目漱石 as jamdict-data 1.5 holds them, and IPAdic's
proper noun CSV lines of those surfaces), and of the committed Resources/names.bin."""

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import generate_names as generator
import pinned_sources

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE_PATH = Path(__file__).parent / "fixtures" / "names-sample.json"
SAMPLE = json.loads(SAMPLE_PATH.read_text())
LETTER_KINDS = {letter: kind for kind, letter in generator.KIND_LETTERS.items()}


def build():
    rows = list(generator.ipadic_rows(SAMPLE["ipadic_names"], True)) + list(generator.ipadic_rows(SAMPLE["ipadic_others"], False))
    surfaces, personal = generator.ipadic_surfaces(rows)
    return generator.select(SAMPLE["entries"], surfaces, personal)


def decode(data):
    """names.bin as {written form: [(reading, kinds, glosses)]}, the way NameDictionary reads it."""
    assert data[:8] == generator.MAGIC
    version, count = struct.unpack_from("<II", data, 8)
    assert version == generator.FORMAT_VERSION
    offsets = list(struct.unpack_from(f"<{count + 1}I", data, 16))
    records = 16 + 4 * (count + 1)
    assert records + offsets[-1] == len(data)
    decoded = {}
    for number in range(count):
        form, *readings = data[records + offsets[number]:records + offsets[number + 1]].decode().split(generator.RS)
        decoded[form] = [(reading, [LETTER_KINDS[letter] for letter in kinds], glosses)
                         for reading, kinds, glosses in (part.split(generator.US) for part in readings)]
    assert [form.encode() for form in decoded] == sorted(form.encode() for form in decoded)
    return decoded


def test_a_surname_keeps_its_reading_kinds_and_gloss():
    names = build()
    reading, kinds, glosses = names["田中"][0]
    assert reading == "たなか"
    assert kinds == ["place", "surname", "fem"]
    assert glosses == ["Tanaka"]


def test_ipadic_readings_come_first_whatever_the_sequence_numbers_say():
    # JMnedict's first 山田 is read おおした; IPAdic reads it ヤマダ (commonest) and ヤマタ.
    assert [reading for reading, _, _ in build()["山田"]] == ["やまだ", "やまた"]


def test_readings_are_capped():
    assert all(len(readings) <= generator.MAX_READINGS for readings in build().values())


def test_a_full_name_of_two_ipadic_personal_names_is_kept_and_a_form_ipadic_lacks_is_not():
    names = build()
    assert names["田中太郎"][0][0] == "たなかたろう"
    assert "person" in names["田中太郎"][0][1]
    assert names["漱石"][0][0] == "そうせき"   # an IPAdic given name
    assert "夏目漱石" not in names            # a person, but 夏目 is not among the sample's IPAdic names


def test_a_kana_name_without_kanji_is_kept_under_its_kana():
    assert build()["トヨタ"][0][:2] == ("トヨタ", ["company"])


def test_the_file_decodes_to_what_was_selected_and_is_deterministic(tmp_path):
    names = build()
    data = generator.encode(names)
    assert decode(data) == {form: [(reading, kinds, "; ".join(glosses)) for reading, kinds, glosses in readings]
                            for form, readings in names.items()}
    outputs = []
    for run in range(2):
        out = tmp_path / f"names-{run}.bin"
        subprocess.run([sys.executable, str(ROOT / "tools" / "generate_names.py"), "--sample", str(SAMPLE_PATH), "--out", str(out)],
                       check=True, capture_output=True)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1] == data


def test_an_unknown_kind_stops_the_generator():
    entry = dict(SAMPLE["entries"][0], kinds=["unheard-of"])
    names = generator.select([entry], {form: [] for form in generator.written_forms(entry)}, set())
    with pytest.raises(KeyError):
        generator.encode(names)


def test_the_committed_file_has_the_names_a_reader_meets():
    path = ROOT / "Resources" / "names.bin"
    if not path.exists():
        pytest.skip("Resources/names.bin is not generated ('make data')")
    names = decode(path.read_bytes())
    assert names["田中"][0][0] == "たなか"
    assert "surname" in names["田中"][0][1]
    assert names["東京"][0][0] == "とうきょう"
    assert len(names) > 100_000


def test_the_pins_are_those_of_source_versions():
    lines = (Path(__file__).parent / "source-versions.txt").read_text().splitlines()
    pinned = {tuple(line.split()) for line in lines if line.strip() and not line.startswith("#")}
    for package, version in generator.PINNED_DEBIAN.items():
        assert ("debian", package, version) in pinned
    for package, version in generator.PINNED_PYPI.items():
        assert ("pypi", package, version) in pinned


def test_regenerating_from_the_pinned_sources_gives_the_committed_bytes(tmp_path):
    """The generator is deterministic on the real sources too: `make data` rewrites names.bin byte for byte."""
    for package, version in generator.PINNED_DEBIAN.items():
        if pinned_sources.installed_debian_version(package) != version:
            pytest.fail(f"not comparing with data made from other inputs: Debian {package} {version} "
                        "(tools/install-data-sources.sh installs it)", pytrace=False)
    for package, version in generator.PINNED_PYPI.items():
        if pinned_sources.installed_pypi_version(package) != version:
            pytest.fail(f"not comparing with data made from other inputs: PyPI {package} {version}", pytrace=False)
    out = tmp_path / "names.bin"
    subprocess.run([sys.executable, str(ROOT / "tools" / "generate_names.py"), "--out", str(out)], check=True, capture_output=True)
    assert out.read_bytes() == (ROOT / "Resources" / "names.bin").read_bytes(), \
        "Resources/names.bin differs from what tools/generate_names.py makes: run 'make data' and commit"
