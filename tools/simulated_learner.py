#!/usr/bin/env python3
"""A simulated learner's study log, for testing `kanji-tui study optimize` against fsrs-rs (Anki's optimizer).

The learner keeps NEW_PER_DAY new cards a day and reviews whatever is due each morning, scheduled as
kanji-tui schedules (py-fsrs 6.3.2's Scheduler, the reference kanji-tui's scheduler agrees with to the bit, its
defaults). Whether a review passes is drawn from the recall probability of a *different* memory: FSRS-6 with
TRUE_PARAMETERS, so the default parameters predict the learner badly and a fit has something to find. Same-day
steps always pass (FSRS's curve gives 100 % after 0 days). Everything is drawn from one seeded generator.

  tools/simulated_learner.py --seed 7 --days 120 DATABASE   writes the log into a kanji-tui user database

The database must exist with kanji-tui's schema (any kanji-tui command that writes creates it, e.g.
`kanji-tui study optimize --retention 0.9 --user-data DATABASE`); the cards are added as kanji 一, 丁, 七 ….
`fsrs_items` turns the same log into fsrs-rs's training items.
"""

import argparse
import random
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler, State

# The learner's real memory: forgets faster at first, grows stability more slowly, finds Hard costlier.
TRUE_PARAMETERS = (
    0.45, 1.0, 3.2, 11.0, 6.0, 0.9, 2.5, 0.01, 1.45, 0.25, 0.95,
    1.7, 0.08, 0.3, 1.8, 0.4, 2.2, 0.5, 0.1, 0.08, 0.25,
)
NEW_PER_DAY = 15
START = datetime(2026, 1, 5, tzinfo=timezone.utc)
# The first grade of a new card, and the grade of a review that passed.
FIRST_GRADES = ((Rating.Again, 0.2), (Rating.Hard, 0.15), (Rating.Good, 0.55), (Rating.Easy, 0.1))
PASS_GRADES = ((Rating.Hard, 0.15), (Rating.Good, 0.75), (Rating.Easy, 0.1))


@dataclass
class Review:
    """One grade, with the card as kanji-tui stored it before (for the review log's undo columns)."""
    card_id: int
    reviewed_at: datetime
    rating: Rating
    before: Card
    state_after: State


def draw(rng, grades):
    pick = rng.random()
    for grade, share in grades:
        pick -= share
        if pick < 0:
            return grade
    return grades[-1][0]


def simulate(seed, days):
    """The learner's reviews over `days` days, in the order they were made."""
    rng = random.Random(seed)
    # py-fsrs draws its interval fuzz from the module-level generator.
    random.seed(seed)
    scheduler = Scheduler()
    memory = Scheduler(parameters=TRUE_PARAMETERS, enable_fuzzing=False)
    cards, truths, reviews = {}, {}, []
    for day in range(days):
        session = START + timedelta(days=day, hours=8, minutes=rng.randrange(120))
        if day < days * 2 // 3:
            for _ in range(NEW_PER_DAY):
                card_id = len(cards) + 1
                cards[card_id] = Card(card_id=card_id, due=session)
                truths[card_id] = Card(card_id=card_id, due=session)
        now = session
        while True:
            due = sorted((card.due, card_id) for card_id, card in cards.items() if card.due <= now + timedelta(minutes=30))
            if not due:
                break
            for due_at, card_id in due:
                now = max(now, due_at) + timedelta(seconds=rng.randrange(5, 40))
                card, truth = cards[card_id], truths[card_id]
                if card.last_review is None:
                    rating = draw(rng, FIRST_GRADES)
                else:
                    recall = memory.get_card_retrievability(truth, now)
                    rating = draw(rng, PASS_GRADES) if rng.random() < recall else Rating.Again
                after, _ = scheduler.review_card(card, rating, now)
                truths[card_id], _ = memory.review_card(truth, rating, now)
                reviews.append(Review(card_id, now, rating, card, after.state))
                cards[card_id] = after
    return cards, reviews


def fsrs_items(reviews):
    """fsrs-rs's training items for the log: per card, one item per review a whole day or more after the one
    before (the history up to it), days counted as kanji-tui counts them (86,400-second spans, floored)."""
    from fsrs_rs_python import FSRSItem, FSRSReview

    by_card = {}
    for review in reviews:
        by_card.setdefault(review.card_id, []).append(review)
    items = []
    for card_reviews in by_card.values():
        history = []
        for index, review in enumerate(card_reviews):
            days = 0 if index == 0 else (review.reviewed_at - card_reviews[index - 1].reviewed_at).days
            history.append(FSRSReview(int(review.rating), max(days, 0)))
            if index > 0 and days > 0:
                items.append(FSRSItem(list(history)))
    return items


def seconds(moment):
    return None if moment is None else int(moment.timestamp())


def write_database(path, cards, reviews):
    """Adds the cards (as kanji from U+4E00 on) and their review log to the kanji-tui user database at `path`."""
    with sqlite3.connect(path) as db:
        for card_id, card in cards.items():
            db.execute(
                "INSERT INTO study_card (id, kind, key, state, step, stability, difficulty, due, last_review, added_at)"
                " VALUES (?, 'kanji', ?, ?, ?, ?, ?, ?, ?, ?)",
                (card_id, chr(0x4E00 + card_id), kanji_tui_state(card), card.step,
                 card.stability, card.difficulty, seconds(card.due), seconds(card.last_review), seconds(START)))
        for review in reviews:
            before = review.before
            db.execute(
                "INSERT INTO study_review (card_id, reviewed_at, rating, state_before, step_before, stability_before,"
                " difficulty_before, due_before, last_review_before, state_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (review.card_id, seconds(review.reviewed_at), int(review.rating), kanji_tui_state(before),
                 before.step, before.stability, before.difficulty, seconds(before.due), seconds(before.last_review),
                 int(review.state_after)))


def kanji_tui_state(card):
    """kanji-tui's state 0–3 (new, learning, review, relearning): py-fsrs has no New, a card never reviewed
    is Learning at step 0 there."""
    return 0 if card.last_review is None else int(card.state)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--days", type=int, default=120)
    parser.add_argument("database")
    arguments = parser.parse_args()
    cards, reviews = simulate(arguments.seed, arguments.days)
    write_database(arguments.database, cards, reviews)
    print(f"{len(reviews)} reviews of {len(cards)} cards, {len(fsrs_items(reviews))} predicted")


if __name__ == "__main__":
    main()
