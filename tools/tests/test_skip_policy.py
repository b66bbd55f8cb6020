"""Tests of skip_policy: which skips `.ci/run` (KANJI_TUI_STRICT_SKIPS=1) lets pass."""

import pytest

import skip_policy


def test_every_line_of_the_real_allowlist_says_why():
    patterns = skip_policy.allowed_patterns(skip_policy.ALLOWLIST.read_text(encoding="utf-8"))
    assert patterns, ".ci/allowed-skips allows nothing: then it need not exist"


def test_a_line_without_a_reason_is_refused():
    with pytest.raises(ValueError, match="says no reason"):
        skip_policy.allowed_patterns("# header\ntest_a.py::*  # slow\ntest_b.py::test_c\n")


def test_only_what_a_pattern_matches_may_skip():
    patterns = ["test_memcheck_gate.py::*", "test_x.py::test_one[*]"]
    skipped = ["test_memcheck_gate.py::test_leak", "test_memcheck_gate.py", "test_x.py::test_one[2]",
               "test_x.py::test_two", "test_generate_words.py::test_levels[1]", "test_anki_import.py"]
    assert skip_policy.unexpected(skipped, patterns) == [
        "test_x.py::test_two", "test_generate_words.py::test_levels[1]", "test_anki_import.py"]


def test_ids_are_matched_by_file_name_wherever_pytest_roots_them():
    assert skip_policy.short_id("tools/tests/test_x.py::test_y[1]") == "test_x.py::test_y[1]"
    assert skip_policy.short_id("test_x.py") == "test_x.py"


def test_swift_testing_skips_are_found_in_the_log_and_held_to_the_allowlist(tmp_path):
    log = ("\u25c7 Test run started.\n"
           "\u2714 Test parses_a_line() passed after 0.001 seconds.\n"
           "\u2794 Test a_full_disk_is_named_when_reading() skipped.\n"
           "\u2794 Suite ReadOnlyTests skipped: \"needs root\"\n"
           "\u25c7 Test a_long_list_of_skipped_lines_names_the_rest() started.\n"
           "\u2714 Test \"lines skipped are named\" passed after 0.1 seconds.\n"
           "139 passed, 2 skipped in 20.1s\n")
    assert skip_policy.swift_skips(log) == ["swift:a_full_disk_is_named_when_reading()", "swift:ReadOnlyTests"]
    assert skip_policy.unexpected(skip_policy.swift_skips(log), ["swift:ReadOnlyTests"]) == \
        ["swift:a_full_disk_is_named_when_reading()"]
    path = tmp_path / "make-test.log"
    path.write_text(log, encoding="utf-8")
    assert skip_policy.main(["swift-log", str(path)]) == 1
    path.write_text("\u2714 Test run with 3 tests passed after 1.0 seconds.\n", encoding="utf-8")
    assert skip_policy.main(["swift-log", str(path)]) == 0
