// libxml2's C API (Debian libxml2-dev): the HTML parser and the XML parser that Segmentation extracts the text of
// HTML, XHTML and EPUB chapters with. Only Segmentation imports this; no other target parses markup.
#ifndef KANJI_TUI_CLIBXML2_SHIM_H
#define KANJI_TUI_CLIBXML2_SHIM_H
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
// zlib, which libxml2 links: its crc32 checks each EPUB member as it is inflated, many times faster than
// ZIPFoundation's own checksum in Swift (the zip is inflated by ZIPFoundation, through the same zlib).
#include <zlib.h>
#endif
