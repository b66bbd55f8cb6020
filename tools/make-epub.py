#!/usr/bin/env python3
"""tools/make-epub.py BYTES OUT: a deterministic EPUB 3 novel of about BYTES bytes of text for issue 32's benchmarks.

The text is tools/make-reading-text.py's (the sentence set of Tests/SegmentationTests/SentenceSetTests.swift,
shuffled with a fixed seed into paragraphs), cut into chapters of about 100 KB, each an XHTML file with a heading and
one <p> a paragraph, as a novel's EPUB is. The first kanji word of each paragraph that Resources/words.edict knows
(two kanji or more, with one reading) is written as <ruby>…<rp>(</rp><rt>…</rt><rp>)</rp></ruby>, as publishers mark
furigana. The zip is as EPUB wants it: `mimetype` first and stored, then META-INF/container.xml, the OPF (manifest,
spine, a nav document), a stylesheet and the chapters, deflated. Same arguments, same bytes: fixed timestamps, no
network, no randomness but the seeded one. The book is made where it is measured; none is committed.
"""
import html
import importlib.util
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHAPTER_BYTES = 100_000
STAMP = (2026, 1, 1, 0, 0, 0)


def paragraphs(target):
    spec = importlib.util.spec_from_file_location("make_reading_text", ROOT / "tools/make-reading-text.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    import random
    pool = module.sentences()
    generator = random.Random(32)
    size = 0
    while size < target:
        paragraph = "".join(generator.choice(pool) for _ in range(generator.randint(3, 8)))
        size += len(paragraph.encode("utf-8"))
        yield paragraph


def readings():
    """Headwords of two kanji or more with exactly one reading in words.edict: furigana that cannot be wrong."""
    seen = {}
    for line in (ROOT / "Resources/words.edict").read_text(encoding="utf-8").splitlines():
        match = re.match(r"^(\S+) \[(\S+)\] ", line)
        if match and re.fullmatch(r"[\u4e00-\u9fff]{2,}", match.group(1)):
            seen.setdefault(match.group(1), set()).add(match.group(2))
    return {word: next(iter(found)) for word, found in seen.items() if len(found) == 1}


def with_ruby(paragraph, known):
    escaped = html.escape(paragraph, quote=False)
    for run in re.finditer(r"[\u4e00-\u9fff]{2,}", paragraph):
        word = run.group(0)
        if word in known:
            ruby = f"<ruby>{word}<rp>(</rp><rt>{known[word]}</rt><rp>)</rp></ruby>"
            return escaped.replace(html.escape(word, quote=False), ruby, 1)
    return escaped


def chapter(number, body):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="ja" lang="ja">
<head><meta charset="UTF-8"/><title>第{number}章</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
<section epub:type="chapter">
<h2>第{number}章</h2>
{body}
</section>
</body>
</html>
"""


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-epub.py BYTES OUT")
    known = readings()
    chapters, current, size = [], [], 0
    for paragraph in paragraphs(int(sys.argv[1])):
        current.append(f"<p>\u3000{with_ruby(paragraph, known)}</p>")
        size += len(paragraph.encode("utf-8"))
        if size >= CHAPTER_BYTES:
            chapters.append("\n".join(current))
            current, size = [], 0
    if current:
        chapters.append("\n".join(current))
    names = [f"chapter{number:03}.xhtml" for number in range(1, len(chapters) + 1)]
    manifest = "\n".join(f'    <item id="c{n}" href="text/{name}" media-type="application/xhtml+xml"/>'
                         for n, name in enumerate(names, 1))
    spine = "\n".join(f'    <itemref idref="c{n}"/>' for n in range(1, len(names) + 1))
    nav_items = "\n".join(f'<li><a href="text/{name}">第{n}章</a></li>' for n, name in enumerate(names, 1))
    package = f"""<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="ja">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:00000000-0000-4000-8000-000000000032</dc:identifier>
    <dc:title>試験用の小説</dc:title>
    <dc:language>ja</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="text/style.css" media-type="text/css"/>
{manifest}
  </manifest>
  <spine page-progression-direction="ltr">
{spine}
  </spine>
</package>
"""
    nav = f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>目次</title></head>
<body><nav epub:type="toc"><h1>目次</h1><ol>
{nav_items}
</ol></nav></body>
</html>
"""
    container = """<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
"""

    def add(archive, name, text, compress=zipfile.ZIP_DEFLATED):
        info = zipfile.ZipInfo(name, date_time=STAMP)
        info.compress_type = compress
        archive.writestr(info, text.encode("utf-8"))

    with zipfile.ZipFile(sys.argv[2], "w") as archive:
        add(archive, "mimetype", "application/epub+zip", zipfile.ZIP_STORED)
        add(archive, "META-INF/container.xml", container)
        add(archive, "OEBPS/content.opf", package)
        add(archive, "OEBPS/nav.xhtml", nav)
        add(archive, "OEBPS/text/style.css", "p { text-indent: 0; margin: 0; }\nrt { font-size: 50%; }\n")
        for number, (name, body) in enumerate(zip(names, chapters), 1):
            add(archive, f"OEBPS/text/{name}", chapter(number, body))


if __name__ == "__main__":
    main()
