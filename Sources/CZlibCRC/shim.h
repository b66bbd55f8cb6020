// zlib's crc32 (Debian zlib1g-dev, which ZIPFoundation links already for its deflate): the checksum of a zip member,
// computed in C as AnkiPackage unpacks a collection. ZIPFoundation's own, in Swift, takes 16 s a gigabyte in a debug
// build; zlib's takes a fraction of a second.
#ifndef KANJI_TUI_CZLIBCRC_SHIM_H
#define KANJI_TUI_CZLIBCRC_SHIM_H
#include <zlib.h>
#endif
