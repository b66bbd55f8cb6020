#!/usr/bin/env python3
"""`make bench`, issue 34: `kanji-tui study import` of a 20,000-card Anki collection with 200,000 reviews.

The package is made here directly with sqlite3 as Anki's legacy export writes one (a zip of `collection.anki21`,
schema 11, and `meta`): a "Japanese" note type (Expression, Reading, Meaning) and a Basic one, 20,000 notes of words
from Resources/words.edict (every one a JMdict word kanji-tui matches), each with one card and ten answers in the review
log over the past two years (two learning steps, then reviews, an Again now and then), the cards in review; half of
them carry FSRS's memory state in `cards.data` as Anki writes it when FSRS is on, half none (their states are
replayed from the log, the heavier path). Then, each from a fresh user database (a run of its own, untimed, first):

- the whole import (`study import FILE --yes`): wall-clock time and peak RSS (/usr/bin/time), target ≤ 10 s and
  ≤ 200 MB;
- the same package imported again into the database it made (nothing to add: every review is there already);
- issue 44: Ctrl-C (SIGINT) into the import of a package of 20,000 cards and 500,000 reviews, as the issue sent it, at
  0.5 s (unpacking and reading the collection), 1.5 s (matching and planning) and once the report is printed (the
  write transaction): the time from the signal to the process's end, its status (130), whether its temporary folder
  is gone and that nothing was imported.

Prints Markdown table rows like tools/bench.sh, which runs it. Usage: tools/bench-anki-import.py BINARY [CARDS REVIEWS]
"""

import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import zipfile

RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "Resources")
DAY = 86_400
EDICT_LINE = re.compile(r"^(\S+) \[(\S+)\] /")

SCHEMA = """
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
  odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_revlog_cid ON revlog (cid);
"""


def words(count):
    """`count` notes' expression and reading: the words of words.edict with a kanji headword, most common first (the
    file's order; 18,000 of them), then single kanji of kanji.tsv (as a kanji deck's notes) to make up the count."""
    found, seen = [], set()
    with open(os.path.join(RESOURCES, "words.edict"), encoding="utf-8") as edict:
        for line in edict:
            match = EDICT_LINE.match(line)
            if not match:
                continue
            headword, reading = match.group(1).split(";")[0], match.group(2).split(";")[0]
            if headword in seen or headword == reading or not any("\u4e00" <= c <= "\u9fff" for c in headword):
                continue
            seen.add(headword)
            found.append((headword, reading))
            if len(found) == count:
                return found
    with open(os.path.join(RESOURCES, "kanji.tsv"), encoding="utf-8") as kanji:
        for line in kanji:
            character = line.split("\t", 1)[0]
            if line.startswith("#") or character in seen:
                continue
            found.append((character, ""))
            if len(found) == count:
                break
    return found


def make_package(path, cards, reviews, now):
    """The package: notes enough for `cards` kanji-tui cards (a twenty-fifth more: some spellings of one JMdict word
    are lines of their own in words.edict, and two notes of one word make one card), each with one card and
    `reviews` / `cards` answers."""
    rng = random.Random(34)
    per_card = reviews // cards
    cards += cards // 25
    vocabulary = words(cards)
    if len(vocabulary) < cards:
        sys.exit(f"bench-anki-import: words.edict has only {len(vocabulary)} words with kanji")
    crt = now - 800 * DAY
    crt -= crt % DAY - 4 * 3600
    folder = tempfile.mkdtemp()
    database = os.path.join(folder, "collection.anki21")
    connection = sqlite3.connect(database)
    connection.executescript(SCHEMA)
    japanese, deck = 1_700_000_000_001, 1_700_000_000_100
    models = {str(japanese): {"id": japanese, "name": "Japanese", "type": 0, "flds": [
        {"name": name, "ord": index} for index, name in enumerate(["Expression", "Reading", "Meaning"])],
        "tmpls": [{"name": "Recognition", "ord": 0, "qfmt": "{{Expression}}", "afmt": "{{Reading}}"}]}}
    decks = {"1": {"id": 1, "name": "Default"}, str(deck): {"id": deck, "name": "Japanese::Vocabulary"}}
    connection.execute("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, '{}', '{}')",
                       (crt, now * 1000, now * 1000, json.dumps({"creationOffset": 0, "rollover": 4}), json.dumps(models),
                        json.dumps(decks)))
    note_rows, card_rows, revlog_rows, revlog_ids = [], [], [], set()
    for index, (headword, reading) in enumerate(vocabulary):
        note_id = (crt + index) * 1000 + 1
        card_id = note_id + 1
        note_rows.append((note_id, f"b{index:08d}", japanese, now, -1, "", f"{headword}\x1f{reading}\x1fmeaning", headword, 0, 0, ""))
        moment = now - rng.randint(300, 700) * DAY
        interval, last = 1, moment
        answers = [(moment, 3, -600, 0, 0), (moment + 600, 3, 1, -600, 0)]
        last = moment + 600
        while len(answers) < per_card:
            moment = last + interval * DAY + rng.randint(0, 7200)
            ease = rng.choices([1, 2, 3, 4], weights=[1, 1, 7, 1])[0]
            if ease == 1:
                answers.append((moment, 1, -600, interval, 1))
                interval = max(1, interval // 2)
                answers.append((moment + 600, 3, interval, -600, 2))
                last = moment + 600
            else:
                interval += {2: 1, 3: 4, 4: 8}[ease]
                answers.append((moment, ease, interval, answers[-1][2], 1))
                last = moment
        answers = answers[:per_card]
        for at, ease, ivl, last_ivl, kind in answers:
            row_id = at * 1000 + rng.randint(0, 999)
            while row_id in revlog_ids:  # Anki's ids are milliseconds, unique in the collection
                row_id += 1
            revlog_ids.add(row_id)
            revlog_rows.append((row_id, card_id, -1, ease, ivl, last_ivl, 2500, 5000, kind))
        last = answers[-1][0]
        due_day = (last + max(1, interval) * DAY - crt) // DAY
        data = json.dumps({"s": round(rng.uniform(2, 200), 4), "d": round(rng.uniform(2, 9), 4), "dr": 0.9, "decay": 0.1542},
                          separators=(",", ":")) if index % 2 == 0 else ""
        card_rows.append((card_id, note_id, deck, 0, now, -1, 2, 2, due_day, max(1, interval), 2500, len(answers), 0, 0, 0, 0, 0, data))
    connection.executemany("INSERT INTO notes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", note_rows)
    connection.executemany("INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", card_rows)
    connection.executemany("INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", revlog_rows)
    connection.commit()
    connection.close()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("meta", b"\x08\x02")
        archive.write(database, "collection.anki21")
        archive.writestr("media", "{}")
    os.remove(database)
    os.rmdir(folder)
    return len(note_rows)


def timed_import(binary, package, user_data):
    """(seconds, peak RSS in MB, stdout) of one `study import`."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M", binary, "study", "import", package, "--yes",
                             "--user-data", user_data, "--data", RESOURCES],
                            capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        sys.exit(f"bench-anki-import: the import failed: {result.stderr}")
    seconds, kilobytes = result.stderr.strip().splitlines()[-1].split()
    return float(seconds), int(kilobytes) / 1024, result.stdout


def interrupted_import(binary, package, folder, moment):
    """(seconds from SIGINT to the end, exit status, the step it stopped in, temporary folders left, cards kept, the
    last line of stderr) of one `study import` Ctrl-C'd at `moment`: a delay in seconds, or "write" for once the report
    is printed (the transaction starts then)."""
    tmpdir = tempfile.mkdtemp(dir=folder)
    user_data = os.path.join(tmpdir, "user.sqlite")
    # stderr to a file: the import lists its duplicate notes there (tens of kilobytes) before the report on stdout, and
    # a pipe nobody reads would stop it.
    errors_file = open(os.path.join(folder, "errors.txt"), "w+", encoding="utf-8")
    process = subprocess.Popen([binary, "study", "import", package, "--yes", "--user-data", user_data, "--data", RESOURCES],
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=errors_file, text=True,
                               env=dict(os.environ, TMPDIR=tmpdir), start_new_session=True)
    if moment == "write":
        for line in process.stdout:
            if line.startswith("memory states:"):
                break
    else:
        time.sleep(moment)
    if process.poll() is not None:
        sys.exit(f"bench-anki-import: the import ended before Ctrl-C at {moment}")
    process.send_signal(signal.SIGINT)
    sent = time.perf_counter()
    output, _ = process.communicate()
    seconds = time.perf_counter() - sent
    errors_file.seek(0)
    errors = errors_file.read()
    errors_file.close()
    step = "the write" if moment == "write" or "memory states:" in output else "unpacking, reading or planning"
    left = [name for name in os.listdir(tmpdir) if name.startswith("kanji-tui-anki-import-")]
    kept = 0
    if os.path.exists(user_data):
        connection = sqlite3.connect(f"file:{user_data}?immutable=1", uri=True)
        kept = connection.execute("SELECT COUNT(*) FROM study_card").fetchone()[0]
        connection.close()
    return seconds, process.returncode, step, left, kept, (errors.strip().splitlines() or [""])[-1]


def interrupted_rows(binary, folder, now):
    """The Ctrl-C rows: a package of 20,000 cards and 500,000 reviews (issue 44's), stopped at three moments."""
    package = os.path.join(folder, "interrupted.apkg")
    make_package(package, 20_000, 500_000, now)
    for moment, when in ((0.5, "0.5 s in"), (1.5, "1.5 s in"), ("write", "once the report is printed")):
        seconds, status, step, left, kept, last = interrupted_import(binary, package, folder, moment)
        clean = status == 130 and not left and kept == 0 and last.endswith("nothing imported")
        print(f"| Ctrl-C (SIGINT) {when} into `study import` of 20,000 cards and 500,000 reviews (stopped in {step}): "
              f"from the signal to the end; its status, temporary folder and cards kept | {seconds * 1000:.0f} ms; status "
              f"{status}, {'folder gone' if not left else 'folder LEFT'}, {kept} cards kept | ≤ 1 s; 130, gone, 0 "
              f"| {'met' if clean and seconds <= 1 else '**missed**'} |")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/kanji-tui"
    cards = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
    reviews = int(sys.argv[3]) if len(sys.argv) > 3 else 200_000
    now = int(time.time())
    with tempfile.TemporaryDirectory() as folder:
        package = os.path.join(folder, "collection.apkg")
        notes = make_package(package, cards, reviews, now)
        size = os.path.getsize(package) / 1e6
        runs = []
        for run in range(3):  # the first warms the page cache for the data files
            user_data = os.path.join(folder, f"user-{run}.sqlite")
            runs.append((*timed_import(binary, package, user_data), user_data))
        seconds, megabytes, output, user_data = min(runs, key=lambda row: row[0])
        imported = re.search(r"imported ([\d,]+) cards and ([\d,]+) reviews", output)
        if not imported or int(imported.group(1).replace(",", "")) < cards:
            sys.exit(f"bench-anki-import: expected {cards:,} cards imported at least: {output}")
        cards, written = int(imported.group(1).replace(",", "")), int(imported.group(2).replace(",", ""))
        again_seconds, again_megabytes, again_output, _ = (*timed_import(binary, package, user_data), None)
        if "imported 0 cards and 0 reviews" not in again_output:
            sys.exit(f"bench-anki-import: a second import changed something: {again_output}")
        peak = max(row[1] for row in runs)
        met = "met" if seconds <= 10 and peak <= 200 else "**missed**"
        print(f"| `study import` of an Anki package ({size:.1f} MB, schema 11, {notes:,} notes): {cards:,} cards, {written:,} "
              f"reviews (half with Anki's FSRS state, half replayed), into an empty database; best of 3, peak RSS the highest "
              f"| {seconds:.2f} s, {peak:.0f} MB | ≤ 10 s, ≤ 200 MB | {met} |")
        print(f"| the same package imported again (nothing to add: every review is there) | {again_seconds:.2f} s, "
              f"{again_megabytes:.0f} MB | — | — |")
        interrupted_rows(binary, folder, now)


if __name__ == "__main__":
    main()
