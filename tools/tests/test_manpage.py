"""Tests of tools/manpage.py, which writes the man page from swift-argument-parser's help dump."""

import shutil
import subprocess

import pytest

import manpage

# The shape `kanji-tui --experimental-dump-help` prints (ToolInfoV0), cut down to one subcommand.
TOOL = {"serializationVersion": 0, "command": {
    "commandName": "kanji-tui",
    "abstract": "Browse every kanji in the terminal.",
    "discussion": "Run without a subcommand to open the browser.\n\n.dots and 'quotes start lines; a \\ stays.",
    "arguments": [
        {"kind": "flag", "names": [{"kind": "long", "name": "version"}], "preferredName": {"kind": "long", "name": "version"},
         "valueName": "version", "abstract": "Show the version.", "isOptional": True, "isRepeating": False, "shouldDisplay": True},
        {"kind": "flag", "names": [{"kind": "long", "name": "help"}, {"kind": "short", "name": "h"}],
         "preferredName": {"kind": "long", "name": "help"}, "valueName": "help", "abstract": "Show help information.",
         "isOptional": True, "isRepeating": False, "shouldDisplay": True},
    ],
    "subcommands": [{
        "commandName": "show", "abstract": "Print one kanji.",
        "arguments": [
            {"kind": "positional", "valueName": "character", "abstract": "The kanji, e.g. 日.",
             "isOptional": False, "isRepeating": False, "shouldDisplay": True},
            {"kind": "option", "names": [{"kind": "long", "name": "limit"}], "preferredName": {"kind": "long", "name": "limit"},
             "valueName": "limit", "abstract": 'How many "words" to print.', "defaultValue": "12",
             "isOptional": True, "isRepeating": False, "shouldDisplay": True},
            {"kind": "flag", "names": [{"kind": "long", "name": "secret"}], "valueName": "secret",
             "isOptional": True, "isRepeating": False, "shouldDisplay": False},
        ]}],
}}


@pytest.fixture(scope="module")
def page():
    return manpage.manual_page(TOOL, "November 23, 2026")


def test_keeps_the_kanji_the_generate_manual_plugin_drops(page):
    assert "The kanji, e.g. 日." in page.splitlines()


def test_lists_options_subcommands_and_defaults_but_not_hidden_arguments(page):
    lines = page.splitlines()
    assert ".It Fl h , -help" in lines
    assert ".It Em show" in lines
    assert ".It Fl -limit Ar limit" in lines
    assert 'How many "words" to print. (default: 12)' in lines
    assert "secret" not in page


def test_the_synopsis_has_a_line_per_subcommand(page):
    synopsis = page.split(".Sh SYNOPSIS\n")[1].split(".Sh DESCRIPTION")[0].splitlines()
    assert synopsis == [".Nm", ".Op Fl -version", ".Op Fl -help", ".Nm", "show", ".Ar character", ".Op Fl -limit Ar limit"]


def test_text_is_escaped_and_a_blank_line_becomes_a_paragraph_break(page):
    lines = page.splitlines()
    assert "" not in lines, "an empty input line is an mdoc warning"
    assert "\\&.dots and 'quotes start lines; a \\e stays." in lines
    assert lines[lines.index("Run without a subcommand to open the browser.") + 1] == ".Pp"


def test_macro_arguments_with_blanks_or_quotes_are_quoted():
    assert manpage.macro_argument("EXIT STATUS") == '"EXIT STATUS"'
    assert manpage.macro_argument('say "hi"') == '"say \\(dqhi\\(dq"'
    assert manpage.macro_argument("") == '""'


def test_the_exit_statuses_are_the_readmes(page):
    statuses = page.split('.Sh "EXIT STATUS"\n')[1].splitlines()
    assert [line.split()[1] for line in statuses if line.startswith(".It")] == ["0", "1", "2", "64", "73", "74"]


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff renders man pages; not installed")
def test_groff_renders_it_without_a_warning(page):
    result = subprocess.run(["groff", "-mandoc", "-Tutf8", "-K", "utf8", "-ww", "-z"], input=page.encode(),
                            capture_output=True, check=False)
    assert result.returncode == 0 and result.stderr == b"", result.stderr.decode()
