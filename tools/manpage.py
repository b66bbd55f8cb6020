#!/usr/bin/env python3
"""Writes kanji-tui's man page (mdoc) from the commands themselves: `make install` runs

    kanji-tui --experimental-dump-help | tools/manpage.py --date "November 23, 2026" > kanji-tui.1

The input is the JSON that swift-argument-parser dumps (ToolInfoV0), the same one its `generate-manual`
plugin reads, and the layout is that plugin's single page: NAME, SYNOPSIS, DESCRIPTION with every option
and subcommand, EXIT STATUS. The plugin is not used because its tool (1.8.2) drops every non-ASCII
character ("e.g. 日" becomes "e.g. .") and it rebuilds the whole package in release mode a second time.
This page keeps UTF-8 (man-db's preconv renders it) and adds the exit statuses, environment and files
that the README documents.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Iterable

EXIT_STATUSES = (
    ("0", "Success."),
    ("1", "The kanji or word is not in the data, or a search or list finds nothing."),
    ("2", "The data cannot be read (the message names the file and line), or there is no terminal for the browser."),
    ("64", "A usage mistake: an unknown option or subcommand, or a bad value (the message names it)."),
    ("73", "The -o file cannot be written, or exists and --force was not given; nothing is written."),
    ("74", "The result could not be written to standard output (a full disk, a closed descriptor): the output is "
           "incomplete, and one line on standard error names the error. A reader that stops early (| head) ends "
           "kanji-tui quietly, by SIGPIPE."),
)
ENVIRONMENT = (
    ("KANJI_TUI_DATA", "Directory with kanji.tsv and words.edict, used when --data is not given."),
    ("NO_COLOR", "When set, the browser draws without colours (the cursor row stays reverse video)."),
)
FILES = (
    ("<prefix>/share/kanji-tui/", "The installed dataset (kanji.tsv, words.edict, components.tsv, strokes.bin) "
                                  "and its attribution and licence."),
)


# MARK: - Escaping (https://mandoc.bsd.lv/mdoc/intro/escaping.html)

def text_line(text: str) -> str:
    """One line of running text: backslashes escaped, a leading dot or apostrophe made inert."""
    text = text.replace("\\", "\\e")
    return "\\&" + text if text.startswith((".", "'")) else text


def macro_argument(text: str) -> str:
    """One argument of a macro line: quoted when it holds a blank, double quotes escaped."""
    text = text.replace("\\", "\\e").replace('"', "\\(dq").replace("\n", " ")
    return f'"{text}"' if not text or " " in text else text


def paragraphs(text: str | None) -> list[str]:
    """Running text as lines, a blank line in it becoming a paragraph break (never an empty input line)."""
    if not text:
        return []
    lines, blank = [], False
    for line in text.strip().splitlines():
        if not line.strip():
            blank = True
            continue
        if blank and lines:
            lines.append(".Pp")
        blank = False
        lines.append(text_line(line.strip()))
    return lines


# MARK: - Arguments

def option_names(argument: dict) -> list[str]:
    """`Fl` arguments of an option's names, short ones first, as the plugin writes them: -h , -help."""
    names = argument.get("names") or []
    ordered = [name for name in names if name["kind"] == "short"] + [name for name in names if name["kind"] != "short"]
    flags = [("-" if name["kind"] == "long" else "") + name["name"] for name in ordered]
    return [part for flag in flags for part in (flag, ",")][:-1]


def value_name(argument: dict) -> str:
    return (argument.get("valueName") or "") + ("..." if argument.get("isRepeating") else "")


def item_title(argument: dict) -> str:
    """The `.It` line's arguments for one option, flag or positional argument."""
    if argument["kind"] == "positional":
        return "Ar " + macro_argument(value_name(argument))
    names = " ".join(option_names(argument))
    if argument["kind"] == "option":
        return f"Fl {names} Ar {macro_argument(value_name(argument))}"
    return f"Fl {names}"


def synopsis_item(argument: dict) -> list[str]:
    """An argument in the synopsis: optional ones in brackets, preferred name only."""
    if argument["kind"] == "positional":
        body = ["Ar " + macro_argument(value_name(argument))]
    else:
        preferred = argument.get("preferredName") or (argument.get("names") or [{}])[0]
        flag = ("-" if preferred.get("kind") == "long" else "") + preferred.get("name", "")
        body = [f"Fl {flag}" + (f" Ar {macro_argument(value_name(argument))}" if argument["kind"] == "option" else "")]
    return ["Op " + body[0]] if argument.get("isOptional") else body


def visible(items: Iterable[dict] | None) -> list[dict]:
    return [item for item in items or [] if item.get("shouldDisplay", True)]


# MARK: - Page

def describe(command: dict, root: bool) -> list[str]:
    """A command's description, its arguments and, nested, its subcommands."""
    lines = []
    if not root and command.get("abstract"):
        lines.append(text_line(command["abstract"]))
        if command.get("discussion"):
            lines.append(".Pp")
    lines += paragraphs(command.get("discussion"))
    arguments, subcommands = visible(command.get("arguments")), visible(command.get("subcommands"))
    if not arguments and not subcommands:
        return lines
    lines.append(".Bl -tag -width 6n")
    for argument in arguments:
        lines.append(".It " + item_title(argument))
        if argument.get("abstract"):
            default = argument.get("defaultValue")
            if default:
                default = "the default" if argument["kind"] == "flag" else f"default: {default}"
            lines.append(text_line(argument["abstract"] + (f" ({default})" if default else "")))
        if argument.get("abstract") and argument.get("discussion"):
            lines.append(".Pp")
        lines += paragraphs(argument.get("discussion"))
    for subcommand in subcommands:
        lines.append(".It Em " + macro_argument(subcommand["commandName"]))
        lines += describe(subcommand, root=False)
    lines.append(".El")
    return lines


def manual_page(tool: dict, date: str, section: int = 1) -> str:
    command = tool["command"]
    name = command["commandName"]
    lines = [
        '.\\" Generated by tools/manpage.py from `' + name + ' --experimental-dump-help`; do not edit.',
        f".Dd {date}",
        f".Dt {name.upper()} {section}",
        ".Os",
        ".Sh NAME",
        f".Nm {name}",
        ".Nd " + macro_argument(command.get("abstract", "")),
        ".Sh SYNOPSIS",
        ".Nm",
    ]
    lines += ["." + line for argument in visible(command.get("arguments")) for line in synopsis_item(argument)]
    for subcommand in visible(command.get("subcommands")):
        lines += [".Nm", macro_argument(subcommand["commandName"])]
        lines += ["." + line for argument in visible(subcommand.get("arguments"))
                  if argument.get("valueName") not in ("help", "version") for line in synopsis_item(argument)]
    lines.append(".Sh DESCRIPTION")
    lines += describe(command, root=True)
    for title, entries in (("ENVIRONMENT", ENVIRONMENT), ("FILES", FILES), ("EXIT STATUS", EXIT_STATUSES)):
        lines += [".Sh " + macro_argument(title), ".Bl -tag -width 6n"]
        for term, text in entries:
            lines += [".It " + ("Ev " if title == "ENVIRONMENT" else "Pa " if title == "FILES" else "")
                      + macro_argument(term), text_line(text)]
        lines.append(".El")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--date", required=True, help='the page date, e.g. "November 23, 2026"')
    parser.add_argument("--section", type=int, default=1)
    options = parser.parse_args(argv)
    sys.stdout.write(manual_page(json.load(sys.stdin), options.date, options.section))
    return 0


if __name__ == "__main__":
    sys.exit(main())
