// Zstandard's C API (Debian libzstd-dev): the compression of Anki's newer collections (`collection.anki21b` in an
// .apkg or .colpkg since Anki 2.1.50). Only AnkiPackage imports this; the release build links libzstd.a statically,
// as it links ncurses, MeCab and Zinnia.
#ifndef KANJI_TUI_CZSTD_SHIM_H
#define KANJI_TUI_CZSTD_SHIM_H
#include <zstd.h>
#endif
