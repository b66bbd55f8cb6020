"""Anki collections with a review history, as Anki writes them, for the tests that import into kanji-tui from PyPI's
`anki` (test_anki_import_in.py) and take the history back out to it (test_anki_import.py). Imported after the tests'
`pytest.importorskip("anki.collection")`, so only where `anki` imports.
"""
from datetime import datetime

from anki import deck_config_pb2

DAY = 86_400


def anki_day(moment):
    """The Anki day (4:00 to 4:00, local time) a Unix time falls on."""
    return datetime.fromtimestamp(moment - 4 * 3600).date()


def turn_fsrs_on(col, deck):
    """What the deck options screen's Save sends with FSRS ticked: Anki then computes every card's memory state from
    its review log."""
    current = col.decks.get_deck_configs_for_update(deck)
    col.decks.update_deck_configs(deck_config_pb2.UpdateDeckConfigsRequest(
        target_deck_id=deck, configs=[config.config for config in current.all_config], removed_config_ids=[],
        mode=deck_config_pb2.UpdateDeckConfigsMode.UPDATE_DECK_CONFIGS_MODE_NORMAL,
        card_state_customizer=current.card_state_customizer, limits=current.current_deck.limits,
        new_cards_ignore_review_limit=current.new_cards_ignore_review_limit,
        apply_all_parent_limits=current.apply_all_parent_limits, fsrs=True, fsrs_reschedule=False, fsrs_health_check=False))
    assert col.get_config("fsrs")


def write_history(col, card_id, rng, now, ending, days=(250, 480)):
    """A review history of the card in Anki's review log, as Anki writes one, and the card's row as the history
    leaves it: graduated from two learning steps, reviewed at growing intervals with some lapses (Again, then a
    relearning step), ending in review (or, for `ending`, in relearning or in learning); begun between `days` ago.
    Returns how many answers it logged."""
    rows = []
    start = now - rng.randint(*days) * DAY - rng.randint(0, DAY)
    if ending == "learning":
        start = now - 300
        rows.append((start, 3, -600, 0, 0))
        col.db.execute("update cards set type=1, queue=1, due=?, ivl=0, factor=2500, reps=1, lapses=0, left=1 where id=?",
                       start + 600, card_id)
        return rows_into_revlog(col, card_id, rows)
    rows += [(start, 3, -600, 0, 0), (start + 600, 3, 1, -600, 0)]
    interval, last, lapses = 1, start + 600, 0
    while True:
        moment = last + interval * DAY + rng.randint(0, 3 * 3600)
        if moment > now - DAY:
            break
        ease = rng.choices([1, 2, 3, 4], weights=[1, 1, 7, 1])[0]
        if ease == 1:
            relearned = max(1, interval // 2)
            rows += [(moment, 1, -600, interval, 1), (moment + 600, 3, relearned, -600, 2)]
            interval, last, lapses = relearned, moment + 600, lapses + 1
        else:
            grown = interval + {2: 0, 3: rng.choice([0, 1, 1]), 4: 2}[ease]  # slowly: many reviews each
            rows.append((moment, ease, grown, interval, 1))
            interval, last = grown, moment
    if ending == "relearning":
        moment = now - 300
        rows.append((moment, 1, -600, interval, 1))
        relearned = max(1, interval // 2)
        col.db.execute("update cards set type=3, queue=1, due=?, ivl=?, factor=2500, reps=?, lapses=?, left=1 where id=?",
                       moment + 600, relearned, len(rows), lapses + 1, card_id)
    else:
        due = col.sched.today + (anki_day(last) - anki_day(now)).days + interval
        col.db.execute("update cards set type=2, queue=2, due=?, ivl=?, factor=2500, reps=?, lapses=?, left=0 where id=?",
                       due, interval, len(rows), lapses, card_id)
    return rows_into_revlog(col, card_id, rows)


def rows_into_revlog(col, card_id, rows):
    """Each (moment, ease, interval, last interval, kind) a `revlog` row of the card, 6 s spent on each; its id the
    moment in milliseconds, the next free one where another card's answer has it (two histories ending at the same
    moment)."""
    for moment, ease, interval, last_interval, kind in rows:
        row_id = moment * 1000 + card_id % 997
        while col.db.scalar("select count() from revlog where id = ?", row_id):
            row_id += 1
        col.db.execute("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)",
                       row_id, card_id, -1, ease, interval, last_interval, 2500, 6000, kind)
    return len(rows)
