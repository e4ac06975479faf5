#ifndef WIREFRAME_BENCHMARKS_HEAP_USAGE_H
#define WIREFRAME_BENCHMARKS_HEAP_USAGE_H

#include <stddef.h>

/// Bytes allocated with malloc and not yet freed, from glibc's mallinfo2(): the small blocks
/// (uordblks) plus the blocks malloc maps on their own (hblkhd). -1 where glibc is not the C
/// library. Swift's Glibc module does not export <malloc.h>, hence this target.
long long wireframe_heap_bytes_in_use(void);

/// Runs `body(context)` on a thread of its own and waits until that thread has ended. 0 when it
/// ran, -1 when no thread could be started (then `body` has not run).
///
/// glibc keeps a few freed blocks of each size in a per-thread cache (tcache), and mallinfo2()
/// counts those as in use until the thread ends. Work done on a thread of its own, read after
/// the thread has ended, leaves only what it really kept.
int wireframe_run_on_own_thread(void (*body)(void *context), void *context);

#endif
