#!/usr/bin/env python3
"""Writes the reference fixtures that Tests/FSRSTests replays against the Swift FSRS module.

The reference is PyPI `fsrs` 6.3.2 (py-fsrs, MIT), whose `Scheduler()` defaults are the ones the
app uses: the 21 FSRS-6 default parameters, desired retention 0.9, learning steps 1 min and 10 min,
a relearning step of 10 min and a maximum interval of 36,500 days. Fuzz is off for the histories
(py-fsrs draws it from Python's unseeded global `random()`, so fuzzed dues cannot be reproduced);
the fuzz formula itself is checked separately with `random()` replaced by given numbers.

Outputs (deterministic: the same seed and py-fsrs version give byte-identical files):
  - reviews.txt         random review histories, one review per line, with the card after each review
  - reviews-fuzzed.txt  more histories with fuzz on, `random()` replaced by the Swift module's per-card
                        number (SplitMix64 of the card id and the review time), so whole fuzzed
                        schedules can be compared too
  - fuzz.txt            fuzzed intervals for given intervals and given values of `random()`

Every time is a whole number of seconds since the Unix epoch (UTC), which is what the Swift module
stores; py-fsrs's own intervals are then whole seconds too, so dues compare exactly.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import random
import sys
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from unittest import mock

import fsrs
import fsrs.scheduler

REFERENCE_VERSION = "6.3.2"
DEFAULT_SEED = 20261123
DEFAULT_HISTORIES = 1000
DEFAULT_FUZZED_HISTORIES = 120
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Tests" / "FSRSTests" / "Fixtures"

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
DAY = 86_400
FIRST_START = 946_684_800      # 2000-01-01
LAST_START = 2_208_988_800     # 2040-01-01
LATEST_REVIEW = 200_000_000_000  # about the year 8300: python's datetime stops at 9999

# Grade mixes a history is drawn with, as weights of Again, Hard, Good, Easy.
GRADE_PROFILES = (
    (15, 15, 55, 15),  # a typical learner
    (40, 20, 30, 10),  # a struggling one: many lapses and relearning
    (2, 5, 30, 63),    # an easy card: long intervals up to the maximum
    (25, 25, 25, 25),  # anything goes
)


# MARK: - Review times

def seconds(moment: datetime) -> int:
    """Whole seconds since the epoch; exact because every time here is a whole second."""
    return (moment - EPOCH) // timedelta(seconds=1)


def moment(epoch_seconds: int) -> datetime:
    """The UTC datetime py-fsrs wants for a number of seconds since the epoch."""
    return EPOCH + timedelta(seconds=epoch_seconds)


def next_review_time(rng: random.Random, card: fsrs.Card) -> int:
    """When the learner grades the card next: on time, early, late, after years, or oddly."""
    due = seconds(card.due)
    if card.last_review is None:
        return due + rng.choice((0, rng.randint(1, 90 * DAY)))
    last = seconds(card.last_review)
    interval = max(due - last, 1)
    kind = rng.random()
    if kind < 0.30:   # on time, or within the same few hours
        return due + rng.randint(0, 6 * 3600)
    if kind < 0.50:   # early: anywhere between the last review and the due time
        return last + rng.randint(1, interval)
    if kind < 0.60:   # again within the same session
        return last + rng.randint(1, 900)
    if kind < 0.78:   # late by up to three intervals
        return due + rng.randint(0, 3 * interval)
    if kind < 0.90:   # a long gap: one month to twenty years
        return due + rng.randint(30, 7300) * DAY + rng.randint(0, DAY - 1)
    if kind < 0.98:   # a few seconds either side of a whole number of days since the last review
        return last + rng.randint(1, 3) * DAY + rng.randint(-3, 3)
    return last - rng.randint(1, 3600)  # the clock went back: reviewed "before" the last review


# MARK: - The Swift module's fuzz numbers

UINT64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def fuzz_uniform(card_id: int, reviewed_at: int) -> float:
    """`Scheduler.fuzzUniform` of Sources/FSRS: one SplitMix64 draw seeded by the card and the time."""
    state = ((((card_id & UINT64) * GOLDEN_GAMMA) & UINT64) ^ (reviewed_at & UINT64)) + GOLDEN_GAMMA
    mixed = state & UINT64
    mixed = ((mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9) & UINT64
    mixed = ((mixed ^ (mixed >> 27)) * 0x94D049BB133111EB) & UINT64
    return ((mixed ^ (mixed >> 31)) >> 11) * 2.0 ** -53


# MARK: - Histories

@dataclass
class Review:
    reviewed_at: int
    rating: int
    retrievability: float
    card: fsrs.Card


def history(rng: random.Random, scheduler: fsrs.Scheduler, card_id: int) -> tuple[int, list[Review]]:
    """One new card graded 2 to 50 times with one of the grade mixes; returns its start and reviews.

    py-fsrs's `random()` returns the Swift module's number for the card and time, which matters only
    when the scheduler fuzzes.
    """
    start = rng.randint(FIRST_START, LAST_START)
    weights = rng.choice(GRADE_PROFILES)
    length = rng.choice((rng.randint(2, 12), rng.randint(2, 40), rng.randint(20, 50)))
    card = fsrs.Card(card_id=card_id, due=moment(start))
    reviews = []
    for _ in range(length):
        reviewed_at = next_review_time(rng, card)
        if reviewed_at > LATEST_REVIEW:
            break
        rating = fsrs.Rating(rng.choices((1, 2, 3, 4), weights=weights)[0])
        retrievability = scheduler.get_card_retrievability(card, moment(reviewed_at))
        with mock.patch.object(fsrs.scheduler, "random", return_value=fuzz_uniform(card_id, reviewed_at)):
            card, _ = scheduler.review_card(card, rating, moment(reviewed_at))
        reviews.append(Review(reviewed_at, int(rating), float(retrievability), card))
    return start, reviews


def review_line(review: Review) -> str:
    """One fixture line: the review, the retrievability py-fsrs saw before it, and the card after it."""
    card = review.card
    step = "-" if card.step is None else str(card.step)
    return " ".join((
        str(review.reviewed_at), str(review.rating), repr(review.retrievability),
        str(int(card.state)), step, repr(card.stability), repr(card.difficulty), str(seconds(card.due)),
    ))


def write_reviews(path: Path, seed: int, count: int, fuzzing: bool) -> int:
    rng = random.Random(seed)
    scheduler = fsrs.Scheduler(enable_fuzzing=fuzzing)
    fuzz = "random() = SplitMix64(card id, review time)" if fuzzing else "no fuzz"
    lines = [
        f"# tools/fsrs_fixtures.py: py-fsrs {REFERENCE_VERSION} Scheduler(enable_fuzzing={fuzzing}), {fuzz}, seed {seed}",
        "# card <start> <id>: a new card due at <start>; then one line per review:",
        "# reviewed_at rating retrievability_before state step stability difficulty due",
        "# times in whole seconds since 1970-01-01 UTC; state 1 learning, 2 review, 3 relearning; step - when none",
    ]
    total = 0
    for _ in range(count):
        card_id = rng.randint(-(2 ** 63), 2 ** 63 - 1)
        start, reviews = history(rng, scheduler, card_id)
        lines.append(f"card {start} {card_id}")
        lines.extend(review_line(review) for review in reviews)
        total += len(reviews)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return total


# MARK: - Fuzz

def fuzz_intervals() -> list[int]:
    """Every interval up to 100 days, then a spread up to the maximum, with each fuzz range's edges."""
    intervals = set(range(1, 101))
    intervals.update((101, 150, 199, 200, 365, 500, 1000, 3650, 10_000, 36_400, 36_490, 36_499, 36_500))
    return sorted(intervals)


def write_fuzz(path: Path, seed: int) -> int:
    rng = random.Random(seed + 1)
    scheduler = fsrs.Scheduler(enable_fuzzing=True)
    lines = [
        f"# tools/fsrs_fixtures.py: py-fsrs {REFERENCE_VERSION} Scheduler._get_fuzzed_interval with random() replaced",
        "# interval_days random fuzzed_interval_days",
    ]
    uniforms = (0.0, 0.25, 0.5, 0.75, 0.999_999_999)
    for interval in fuzz_intervals():
        for uniform in (*uniforms, rng.random(), rng.random()):
            with mock.patch.object(fsrs.scheduler, "random", return_value=uniform):
                fuzzed = scheduler._get_fuzzed_interval(interval=timedelta(days=interval))
            lines.append(f"{interval} {uniform!r} {fuzzed.days}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 2


# MARK: - Main

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--histories", type=int, default=DEFAULT_HISTORIES)
    parser.add_argument("--fuzzed-histories", type=int, default=DEFAULT_FUZZED_HISTORIES)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    installed = importlib.metadata.version("fsrs")
    if installed != REFERENCE_VERSION:
        print(f"fsrs {installed} is installed; the fixtures need fsrs=={REFERENCE_VERSION}", file=sys.stderr)
        return 1
    arguments.output.mkdir(parents=True, exist_ok=True)
    output = arguments.output
    reviews = write_reviews(output / "reviews.txt", arguments.seed, arguments.histories, fuzzing=False)
    fuzzed_reviews = write_reviews(
        output / "reviews-fuzzed.txt", arguments.seed + 2, arguments.fuzzed_histories, fuzzing=True
    )
    fuzzed = write_fuzz(output / "fuzz.txt", arguments.seed)
    print(
        f"{arguments.histories} histories ({reviews} reviews), {arguments.fuzzed_histories} fuzzed ones "
        f"({fuzzed_reviews} reviews), {fuzzed} fuzzed intervals → {output}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
