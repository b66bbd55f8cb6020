// getxattr, setxattr and removexattr, which Swift's Glibc module leaves out; in glibc itself, nothing to link.
#include <sys/xattr.h>
