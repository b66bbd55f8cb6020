// wcwidth, which Swift's Glibc module leaves out: glibc declares it only under _XOPEN_SOURCE, a flag SwiftPM drops.
// In glibc itself: nothing to link.
#include <wchar.h>
extern int wcwidth(wchar_t c);
