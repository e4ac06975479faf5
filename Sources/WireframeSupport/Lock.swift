#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("WireframeSupport.Lock needs pthread_mutex_t; add this platform's lock here")
#endif

// Why pthread_mutex_t, and not Synchronization.Mutex or NSLock:
// - Thread Sanitizer sees it. TSan intercepts pthread_mutex_lock/unlock and records the
//   happens-before edge between two critical sections. Synchronization.Mutex on Linux locks with
//   atomics and futexes inside the toolchain's uninstrumented libswiftSynchronization.so, so TSan
//   reports races on state that every thread reads only inside `withLock` (and, to silence those,
//   CI used to suppress every report with a `withLock` frame, which hid real races too).
// - NSLock is a pthread_mutex_t underneath on Linux, so TSan would see it as well, but it would
//   make every module that locks import Foundation, and it costs an Objective-C-style object and
//   a dynamic call per lock. The modules that use this lock import nothing else.
// - It has no deployment floor: Mutex needs iOS 18 / macOS 15.
// The mutex and the state live in memory of their own, one allocation per lock: a
// pthread_mutex_t must not move once initialised, and a Swift stored property may. The state
// is not a stored property for a second reason: a stored property of an empty type (the `()` of
// a `Lock(())`) is given the object's own address, so Thread Sanitizer saw each `withLock`
// write that address inside the lock while every other call read the object's header there,
// outside it, to find the mutex, and reported a race in `withLock` between two critical
// sections (.ci/planted-race.sh once passed on that report alone).

/// The package's one lock: state that only the closure given to ``withLock(_:)`` can reach,
/// behind a `pthread_mutex_t`, so that Thread Sanitizer sees every critical section.
///
/// Not public API: modules of this package share it through `package` access.
///
/// <!-- sample Lock/Lock -->
/// ```swift
/// let counter = Lock(0)
/// counter.withLock { $0 += 1 }
/// ```
package final class Lock<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only between pthread_mutex_lock and unlock of
    // `mutex`, in `withLock`. Reached through a pointer, it has no exclusivity check of its own,
    // which the mutex makes needless.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let state: UnsafeMutablePointer<State>

    /// Where the state starts in the lock's memory: after the mutex, aligned for `State`.
    private static var stateOffset: Int {
        let mutexSize = MemoryLayout<pthread_mutex_t>.stride
        let alignment = MemoryLayout<State>.alignment
        return (mutexSize + alignment - 1) / alignment * alignment
    }

    /// A lock guarding `initialState`.
    package init(_ initialState: sending State) {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: Self.stateOffset + MemoryLayout<State>.stride,
            alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<State>.alignment)
        )
        mutex = memory.initializeMemory(as: pthread_mutex_t.self, repeating: pthread_mutex_t(), count: 1)
        state = (memory + Self.stateOffset).initializeMemory(as: State.self, repeating: initialState, count: 1)
        let status = pthread_mutex_init(mutex, nil)
        // Fails only when the system is out of resources: nothing a caller could do about it.
        precondition(status == 0, "pthread_mutex_init failed with error \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        state.deinitialize(count: 1)
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` with the state, holding the lock, and returns what it returns. Not reentrant:
    /// `body` must not take the same lock again.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
