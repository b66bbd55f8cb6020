// MeCab's C API (Debian libmecab-dev): the Japanese tokenizer the Read tab segments text with. Only the
// Segmentation module imports this. The dictionary (mecab-ipadic-utf8) is read at run time, so a machine without it
// still starts kanji-tui; the Read tab then names the package to install.
#ifndef KANJI_TUI_CMECAB_SHIM_H
#define KANJI_TUI_CMECAB_SHIM_H
#include <mecab.h>
#endif
