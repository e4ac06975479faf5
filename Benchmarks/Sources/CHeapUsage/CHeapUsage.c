#include "CHeapUsage.h"

#include <pthread.h>
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

long long wireframe_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

struct wireframe_thread_work {
    void (*body)(void *context);
    void *context;
};

static void *wireframe_thread_main(void *argument) {
    struct wireframe_thread_work *work = argument;
    work->body(work->context);
    return NULL;
}

int wireframe_run_on_own_thread(void (*body)(void *context), void *context) {
    struct wireframe_thread_work work = {body, context};
    pthread_t thread;
    if (pthread_create(&thread, NULL, wireframe_thread_main, &work) != 0) {
        return -1;
    }
    return pthread_join(thread, NULL) == 0 ? 0 : -1;
}
