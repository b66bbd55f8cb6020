// libxml2's C API (Debian libxml2-dev): the HTML parser and the XML parser that Segmentation extracts the text of
// HTML, XHTML and EPUB chapters with. Only Segmentation imports this; no other target parses markup.
#ifndef KANJI_TUI_CLIBXML2_SHIM_H
#define KANJI_TUI_CLIBXML2_SHIM_H
// Debian builds libxml2 with ICU, so its encoding.h would include ICU's <unicode/ucnv.h>, whose types clash with the
// copy of ICU inside Foundation (_FoundationICU: "'UErrorCode' has different definitions in different modules").
// Nothing here touches ICU or the converter structs that header adds fields to (the text reaches libxml2 as UTF-8, and
// its handlers are only ever seen through pointers), so the headers are read as for a libxml2 without ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
// zlib, which libxml2 links: its crc32 checks each EPUB member as it is inflated, many times faster than
// ZIPFoundation's own checksum in Swift (the zip is inflated by ZIPFoundation, through the same zlib).
#include <zlib.h>
#endif
