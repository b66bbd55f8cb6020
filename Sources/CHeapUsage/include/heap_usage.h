// The bytes the allocator has handed out and not had back, for kanji-bench's leak check.
//
// The resident set cannot tell a leak from freed memory the allocator keeps for reuse; glibc's
// mallinfo2() can, and Swift's Glibc module does not expose it.
#ifndef KANJI_TUI_HEAP_USAGE_H
#define KANJI_TUI_HEAP_USAGE_H

#include <stddef.h>

/// Bytes in allocated heap blocks now (mallinfo2's uordblks plus its mmapped blocks); 0 where
/// glibc's mallinfo2 is unavailable.
size_t heap_bytes_in_use(void);

#endif
