"""tools/memcheck.py's judgement of valgrind's XML report, on recorded reports (fixtures/memcheck):

- clean.xml: a 300-key session of the -O debug build, whose only lost blocks are the weak-reference side tables
  of objects alive at exit (each fixture's first line says how it was cut down);
- leaked-coordinator.xml: the same session with KANJI_TUI_TEST_LEAK_COORDINATOR=1, where every popped kanji
  detail keeps its coordinator and screen alive: nothing "lost" but more side tables, and more of those objects
  still reachable, than the clean session ends with;
- invalid-read.xml: a four-int block read one past its end (a C program: memcheck reports every language alike).

The variants of a side-table record (another size, another stack, something lost behind it) are made from
clean.xml's own records, so each test changes one thing the rule looks at.
"""

import copy
import os

import pytest

import memcheck

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "memcheck")


def fixture(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as file:
        return file.read()


def side_table():
    tables = [record for record in memcheck.records(fixture("clean.xml")) if record.is_side_table]
    assert tables
    return copy.deepcopy(tables[0])


def test_a_clean_session_passes_with_its_side_tables_explained():
    found = memcheck.records(fixture("clean.xml"))
    figures, failures = memcheck.judge(found)
    assert failures == []
    assert figures["side tables explained"] == figures["definitely lost"] > 0
    assert figures["side tables explained"] % memcheck.SIDE_TABLE_BYTES == 0
    assert figures["indirectly lost"] == figures["errors"] == 0
    assert memcheck.growth(found, found) == ([], [])


def test_a_leaked_coordinator_fails_by_name_though_nothing_is_lost():
    found = memcheck.records(fixture("leaked-coordinator.xml"))
    assert memcheck.judge(found)[1] == []
    problems, grown = memcheck.growth(found, memcheck.records(fixture("clean.xml")))
    assert len(problems) == 1 and "side tables" in problems[0]
    named = memcheck.describe_growth(grown)
    assert "KanjiDetailCoordinator.__allocating_init" in named
    assert "KanjiDetailViewModel.__allocating_init" in named


def test_the_verdict_fails_the_leaking_session_and_passes_the_clean_one(capsys):
    assert memcheck.verdict(fixture("leaked-coordinator.xml"), 0, fixture("clean.xml")).startswith("memcheck: FAILED")
    assert "KanjiDetailCoordinator" in capsys.readouterr().err
    assert memcheck.verdict(fixture("clean.xml"), 0, fixture("clean.xml")) is None
    assert memcheck.verdict(fixture("clean.xml"), 1, fixture("clean.xml")).startswith("memcheck: FAILED")


def test_more_blocks_possibly_lost_than_the_baseline_fail_the_run():
    baseline = memcheck.records(fixture("clean.xml"))
    found = copy.deepcopy(baseline)
    next(record for record in found if record.kind == "Leak_PossiblyLost").blocks += 1
    assert memcheck.judge(found)[1] == []
    assert "possibly lost" in memcheck.growth(found, baseline)[0][0]


def test_a_side_table_with_blocks_lost_behind_it_is_a_leak():
    record = side_table()
    record.indirect = 400
    assert not record.is_side_table
    assert memcheck.judge([record])[1] == [record]


def test_a_block_of_another_size_from_the_side_table_stack_is_a_leak():
    record = side_table()
    record.direct = 48 * record.blocks
    assert memcheck.judge([record])[1] == [record]


def test_a_block_of_side_table_size_from_another_stack_is_a_leak():
    record = side_table()
    record.stack = ["malloc", "swift_slowAlloc", "swift_allocObject"] + record.stack[3:]
    assert memcheck.judge([record])[1] == [record]


def test_the_side_table_allocator_deeper_in_the_stack_is_not_enough():
    record = side_table()
    record.stack = ["malloc", "swift_slowAlloc", "swift_allocObject"] + record.stack
    assert memcheck.judge([record])[1] == [record]


def test_any_block_indirectly_lost_is_a_leak():
    record = side_table()
    record.kind = "Leak_IndirectlyLost"
    assert memcheck.judge([record])[1] == [record]


def test_an_invalid_read_fails_the_run():
    figures, failures = memcheck.judge(memcheck.records(fixture("invalid-read.xml")))
    assert figures["errors"] == 1
    assert [record.kind for record in failures] == ["InvalidRead"]
    assert "Invalid read of size 4" in memcheck.describe(failures)


def test_no_suppression_hides_a_loss_record_from_the_judgement():
    with open(memcheck.SUPPRESSIONS, encoding="utf-8") as file:
        assert "Memcheck:Leak" not in file.read()


def test_a_report_cut_short_fails_saying_so():
    text = fixture("clean.xml")
    with pytest.raises(SystemExit, match="unreadable"):
        memcheck.records(text[:len(text) // 2])
