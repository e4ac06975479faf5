#ifndef WIREFRAME_BENCHMARKS_HEAP_USAGE_H
#define WIREFRAME_BENCHMARKS_HEAP_USAGE_H

#include <stddef.h>

/// Bytes allocated with malloc and not yet freed, from glibc's mallinfo2(): the small blocks
/// (uordblks) plus the blocks malloc maps on their own (hblkhd). -1 where glibc is not the C
/// library. Swift's Glibc module does not export <malloc.h>, hence this target.
long long wireframe_heap_bytes_in_use(void);

#endif
