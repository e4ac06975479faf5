import CHeapUsage

/// Bytes the process has allocated and not freed, from glibc's `mallinfo2()` (see
/// `CHeapUsage.h`); `nil` where the C library is not glibc.
enum HeapUsage {
    static func bytesInUse() -> Int? {
        let bytes = wireframe_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// The bytes `build` leaves allocated in what it returns, and the value itself.
    /// Everything `build` allocates and frees again is not counted.
    static func measure<Value, Failure: Error>(
        _ build: () throws(Failure) -> Value
    ) throws(Failure) -> (value: Value, bytes: Int?) {
        let before = bytesInUse()
        let value = try build()
        let after = bytesInUse()
        guard let before, let after else { return (value, nil) }
        return (value, after - before)
    }
}
