#!/usr/bin/env python3
"""`make bench`, issue 47: `kanji-tui known import` of 20,000 words from an Anki package PyPI's `anki` wrote.

The package is made with PyPI's `anki` (the library Anki's desktop runs on; tools/install-test-deps.sh installs it), as
a learner's vocabulary deck: a "Japanese" note type (Expression, Reading, Meaning) and 20,000 notes of the words of
Resources/words.edict (tools/bench-anki-import.py's `words`: every one a JMdict word, then single kanji to make up the
count), each card in review with an interval of 30 days (mature, as Anki calls it) but every tenth at 10 (young, left
out). Anki exports it in its current format (zstd). Then, each into a fresh user database (a first run untimed, warming
the page cache):

- `known import FILE --deck Vocabulary`: wall-clock time and peak RSS (/usr/bin/time), target ≤ 5 s, every word placed
  or listed (the summary's placed and not placed make up the known notes);
- the same package again into the database it marked (every word marked already).

Prints Markdown table rows like tools/bench.sh, which runs it. Usage: tools/bench-known-import.py BINARY [WORDS]
"""

import importlib.util
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)
RESOURCES = os.path.join(ROOT, "Resources")
_spec = importlib.util.spec_from_file_location("bench_anki_import", os.path.join(ROOT, "tools", "bench-anki-import.py"))
bench_anki_import = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_anki_import)


def japanese_type(col):
    """A vocabulary note type as Anki users make one: "Japanese" (Expression, Reading, Meaning), one recognition card.
    Also what tools/tests/test_known_import_anki.py builds its package with."""
    model = col.models.new("Japanese")
    for name in ["Expression", "Reading", "Meaning"]:
        col.models.add_field(model, col.models.new_field(name))
    template = col.models.new_template("Recognition")
    template["qfmt"], template["afmt"] = "{{Expression}}", "{{Reading}}<br>{{Meaning}}"
    col.models.add_template(model, template)
    col.models.add(model)
    return col.models.by_name("Japanese")


def make_package(path, count):
    """A vocabulary deck of `count` notes made with PyPI's anki; returns how many notes are mature."""
    try:
        from anki import collection as anki_collection
    except ImportError:
        sys.exit("bench-known-import: PyPI's anki cannot be imported (tools/install-test-deps.sh installs it)")
    folder = os.path.dirname(path)
    col = anki_collection.Collection(os.path.join(folder, "collection.anki2"))
    japanese = japanese_type(col)
    deck = col.decks.id("Vocabulary")
    for expression, reading in bench_anki_import.words(count):
        note = col.new_note(japanese)
        note["Expression"], note["Reading"], note["Meaning"] = expression, reading, "meaning"
        col.add_note(note, deck)
    today = col.sched.today
    col.db.execute("update cards set type=2, queue=2, due=?, ivl=30, factor=2500, reps=5, left=0", today + 5)
    col.db.execute("update cards set ivl=10 where nid in (select id from notes where id % 10 = 0)")
    mature = col.db.scalar("select count() from cards where ivl >= 21")
    col.export_anki_package(out_path=path, options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False), limit=None)
    col.close()
    return mature


def timed_import(binary, package, user_data):
    """(seconds, peak RSS in MB, processor seconds, stdout, stderr) of one `known import`: the processor time (user and
    system) says what the wall-clock time is when other builds share the cores."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M %U %S", binary, "known", "import", package, "--deck", "Vocabulary",
                             "--user-data", user_data, "--data", RESOURCES],
                            capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        sys.exit(f"bench-known-import: the import failed: {result.stderr[-2000:]}")
    lines = result.stderr.strip().splitlines()
    seconds, kilobytes, user, system = lines[-1].split()
    return float(seconds), int(kilobytes) / 1024, float(user) + float(system), result.stdout, "\n".join(lines[:-1])


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/kanji-tui"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
    with tempfile.TemporaryDirectory() as folder:
        package = os.path.join(folder, "vocabulary.apkg")
        mature = make_package(package, count)
        size = os.path.getsize(package) / 1e6
        runs = [(*timed_import(binary, package, os.path.join(folder, f"user-{run}.sqlite")), os.path.join(folder, f"user-{run}.sqlite"))
                for run in range(3)]  # the first warms the page cache
        seconds, megabytes, processor, output, errors, user_data = min(runs[1:], key=lambda row: row[0])
        summary = re.search(r"([\d,]+) words? placed: ([\d,]+) marked known, ([\d,]+) were already; ([\d,]+) not placed", output)
        known = re.search(r"([\d,]+) known \(a card's interval", output)
        if not summary or not known or int(known.group(1)) != mature:
            sys.exit(f"bench-known-import: expected {mature:,} known notes: {output}")
        placed, not_placed = int(summary.group(1)), int(summary.group(4))
        repeated = re.search(r"([\d,]+) naming a word an earlier note placed", output)
        accounted = placed + not_placed + (int(repeated.group(1)) if repeated else 0)
        if accounted != mature or len(errors.splitlines()) != not_placed:
            sys.exit(f"bench-known-import: {mature:,} known notes, but {placed:,} placed, {not_placed:,} listed: {output}")
        again_seconds, again_megabytes, _, again_output, _ = timed_import(binary, package, user_data)
        if f"{placed:,} words placed: 0 marked known".replace(",", "") not in again_output.replace(",", ""):
            sys.exit(f"bench-known-import: a second import changed something: {again_output}")
        peak = max(row[1] for row in runs)
        met = "met" if seconds <= 5 else "**missed**"
        print(f"| `known import` of an Anki package made with PyPI anki ({size:.1f} MB, {count:,} notes, {mature:,} mature): "
              f"{placed:,} words placed, {not_placed:,} listed as not placed, into an empty database; best of 2 after a warm-up, "
              f"peak RSS the highest | {seconds:.2f} s (processor {processor:.2f} s), {peak:.0f} MB | ≤ 5 s | {met} |")
        print(f"| the same package again (every word marked already) | {again_seconds:.2f} s, {again_megabytes:.0f} MB | — | — |")


if __name__ == "__main__":
    main()
