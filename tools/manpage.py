#!/usr/bin/env python3
"""Writes kanji-tui's man page (mdoc) from the commands themselves and from docs/reference.md: `make man` runs

    kanji-tui --experimental-dump-help | tools/manpage.py --date "November 27, 2026" --version 0.1.0 \
        --reference docs/reference.md > kanji-tui.1

The commands come from the JSON that swift-argument-parser dumps (ToolInfoV0), the same one its `generate-manual`
plugin reads and `--help` prints from, in that plugin's layout: NAME, SYNOPSIS, DESCRIPTION with every option and
subcommand. The plugin is not used because its tool (1.8.2) drops every non-ASCII character ("e.g. 日" becomes
"e.g. .") and it rebuilds the whole package in release mode a second time. This page keeps UTF-8 (man-db's preconv
renders it).

The rest comes from docs/reference.md, so the page and the reference cannot say different things: KEYS is its key
table (made from the bindings that also make the footer and the `?` overlay; ReferenceKeyTableTests holds the
table to them), and ENVIRONMENT, FILES and EXIT STATUS are its tables marked `<!-- man: TITLE -->`, which
tools/tests/test_manpage.py holds to what the sources read and the exit codes the commands use.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Iterable

KEYS_BEGIN = "<!-- keys: made from the bindings"
KEYS_END = "<!-- /keys -->"
TABLE_MARK = re.compile(r"<!-- man: ([A-Z ]+?)(?: \(.*?\))? -->\n(.*?)<!-- /man -->", re.S)
# The sections docs/reference.md must give, in the order the page shows them (mdoc's conventional order).
REFERENCE_SECTIONS = ("ENVIRONMENT", "FILES", "EXIT STATUS")


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


# MARK: - docs/reference.md

def plain(markdown: str) -> str:
    """A Markdown table cell as plain text: code, emphasis and links' targets dropped, escaped pipes restored."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown)
    return text.replace("\\|", "|").replace("**", "").replace("`", "").strip()


def table_rows(block: str) -> list[list[str]]:
    """The rows of a Markdown table (header and separator left out), each as its raw cells."""
    rows = []
    for line in block.strip().splitlines():
        if not line.startswith("|"):
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        rows.append(cells)
    return [row for row in rows[2:]] if len(rows) >= 2 and set(rows[1][0]) <= set("-: ") else rows


def reference_tables(markdown: str) -> dict[str, list[tuple[str, str]]]:
    """Every `<!-- man: TITLE -->` table: its rows as (term, text), plain."""
    return {title: [(plain(row[0]), plain(row[1])) for row in table_rows(block)]
            for title, block in TABLE_MARK.findall(markdown)}


def key_sections(markdown: str) -> list[tuple[str, list[tuple[list[str], str]]]]:
    """The key table: (section name, [(keys, what they do)]) in its order; a bold row starts a section."""
    start = markdown.index(KEYS_BEGIN)
    block = markdown[markdown.index("\n", start):markdown.index(KEYS_END, start)]
    sections: list[tuple[str, list[tuple[list[str], str]]]] = []
    for keys, help_text in table_rows(block):
        if keys.startswith("**") and not help_text:
            sections.append((plain(keys), []))
        else:
            sections[-1][1].append((re.findall(r"`([^`]+)`", keys), plain(help_text)))
    return sections


def key_argument(key: str) -> str:
    """A key as a macro argument: `\\&` first, so `?`, `(` or `|` is a key and not mdoc's punctuation."""
    escaped = "\\&" + key.replace("\\", "\\e").replace('"', "\\(dq")
    return f'"{escaped}"' if " " in key else escaped


def keys_section(sections) -> list[str]:
    """KEYS: a subsection per screen, then the prompt's, the help's and the global keys, as the `?` overlay has them."""
    lines = [".Sh KEYS",
             "The browser's keys, screen by screen; a screen's key wins over the same key under",
             ".Sx Everywhere .",
             "Each screen's footer and the",
             ".Ql \\&?",
             "overlay list the same keys."]
    for name, rows in sections:
        lines += [".Ss " + macro_argument(name), ".Bl -tag -width Ds"]
        for keys, help_text in rows:
            lines += [".It Sy " + " ".join(key_argument(key) for key in keys), text_line(help_text)]
        lines.append(".El")
    return lines


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


def manual_page(tool: dict, date: str, reference: str, version: str | None = None, section: int = 1) -> str:
    """The page: the commands from `tool`, the keys, environment, files and exit statuses from `reference`.

    - Raises: `ValueError` naming what docs/reference.md lacks (a page without its keys or exit statuses would be
      quietly incomplete).
    """
    command = tool["command"]
    name = command["commandName"]
    if KEYS_BEGIN not in reference:
        raise ValueError(f"the reference has no key table (its marker starts {KEYS_BEGIN!r})")
    tables = reference_tables(reference)
    missing = [title for title in REFERENCE_SECTIONS if not tables.get(title)]
    if missing:
        raise ValueError("the reference has no table marked " + ", ".join(f"<!-- man: {title} -->" for title in missing))
    lines = [
        '.\\" Generated by tools/manpage.py from `' + name + ' --experimental-dump-help` and docs/reference.md; do not edit.',
        f".Dd {date}",
        f".Dt {name.upper()} {section}",
        ".Os" + (f" {name} {version}" if version else ""),
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
    lines += keys_section(key_sections(reference))
    for title in REFERENCE_SECTIONS:
        lines += [".Sh " + macro_argument(title), ".Bl -tag -width 6n"]
        for term, text in tables[title]:
            lines += [".It " + ("Ev " if title == "ENVIRONMENT" else "Pa " if title == "FILES" else "")
                      + macro_argument(term), text_line(text)]
        lines.append(".El")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--date", required=True, help='the page date, e.g. "November 23, 2026"')
    parser.add_argument("--version", help="the program's version, for the page's footer (make passes VERSION's)")
    parser.add_argument("--reference", required=True, help="docs/reference.md: the keys, environment, files, exit statuses")
    parser.add_argument("--section", type=int, default=1)
    options = parser.parse_args(argv)
    with open(options.reference, encoding="utf-8") as file:
        reference = file.read()
    try:
        page = manual_page(json.load(sys.stdin), options.date, reference, options.version, options.section)
    except ValueError as error:
        print(f"manpage.py: {options.reference}: {error}", file=sys.stderr)
        return 65
    sys.stdout.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
