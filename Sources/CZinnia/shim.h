// Zinnia's C API (Debian libzinnia-dev): the handwriting recognizer of tegaki and many IMEs, behind the Draw
// screen. The model (tegaki-zinnia-japanese) is read at run time, so a machine without it still starts kanji-tui;
// the Draw screen then names the package to install.
#ifndef KANJI_TUI_CZINNIA_SHIM_H
#define KANJI_TUI_CZINNIA_SHIM_H
#include <zinnia.h>
#endif
