import CHeapUsage

/// Bytes the process has allocated and not freed, from glibc's `mallinfo2()` (see
/// `CHeapUsage.h`); `nil` where the C library is not glibc.
enum HeapUsage {
    static func bytesInUse() -> Int? {
        let bytes = wireframe_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// What `build` returns, the bytes it leaves allocated in it, and how long it took (on a
    /// thread started for it: time a registration elsewhere).
    ///
    /// `build` runs on a thread of its own, timed there, and the heap is read once that thread
    /// has ended: glibc's per-thread cache keeps some freed blocks counted as in use by
    /// `mallinfo2()` until their thread ends, so a build read on its own thread counts what it
    /// kept and not what it made and freed on the way (growth of its arrays, temporaries). The
    /// first thread that allocates gives glibc an arena whose header counts as in use, so call
    /// ``warmUp()`` before the first measurement.
    static func measureOnOwnThread<Value, Failure: Error>(
        _ build: () throws(Failure) -> Value
    ) throws(Failure) -> (value: Value, bytes: Int?, duration: Duration) {
        try withoutActuallyEscaping(build) { (build) throws(Failure) in
            let work = ThreadWork(build)
            let before = bytesInUse()
            let started = Unmanaged.passUnretained(work).toOpaque()
            let ran = wireframe_run_on_own_thread(
                { context in
                    guard let context else { return }
                    Unmanaged<ThreadWorkBase>.fromOpaque(context).takeUnretainedValue().run()
                },
                started
            )
            let after = bytesInUse()
            // No thread: built here instead, and its bytes not given (the cache would count).
            let outcome = (ran == 0 ? work.result : nil) ?? work.perform()
            let (value, duration) = try outcome.get()
            guard ran == 0, let before, let after else { return (value, nil, duration) }
            return (value, after - before, duration)
        }
    }

    /// How the heap's growth per cycle reads in a table: `flat` under one byte either way,
    /// `GROWS` from one byte up, `shrinks` from one byte down (memory a warm-up kept being
    /// given back: never a leak).
    static func trend(ofGrowth growth: Double) -> String {
        if abs(growth) < 1 { return "flat" }
        return growth > 0 ? "GROWS" : "shrinks"
    }

    /// Starts and ends one thread that allocates, so that glibc's arena for such threads exists
    /// before ``measureOnOwnThread(_:)`` reads a build.
    static func warmUp() {
        _ = measureOnOwnThread { [Int](repeating: 0, count: 16) }
    }
}

/// What `HeapUsage` hands to its thread: a non-generic class, since a C function pointer cannot
/// capture a generic context.
private class ThreadWorkBase {
    func run() {}
}

/// A build and its outcome, handed from the calling thread to the build's thread and back. The
/// thread is joined before the caller reads `result`, so the two never touch it at once.
private final class ThreadWork<Value, Failure: Error>: ThreadWorkBase, @unchecked Sendable {
    private let build: () throws(Failure) -> Value
    /// Set by ``run()`` on the build's thread.
    private(set) var result: Result<(Value, Duration), Failure>?

    init(_ build: @escaping () throws(Failure) -> Value) {
        self.build = build
    }

    override func run() {
        result = perform()
    }

    /// Builds, timed.
    func perform() -> Result<(Value, Duration), Failure> {
        let clock = ContinuousClock()
        let start = clock.now
        do throws(Failure) {
            let value = try build()
            return .success((value, clock.now - start))
        } catch {
            return .failure(error)
        }
    }
}
