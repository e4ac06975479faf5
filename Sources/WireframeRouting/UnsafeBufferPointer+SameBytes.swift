extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes, in the same order.
    // An indexed loop: the generic `elementsEqual` walks both buffers through their iterators, a
    // call per byte, which made comparing a typed route's pattern with the matched one about 30
    // instructions a byte (measured with callgrind).
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where self[index] != other[index] {
            return false
        }
        return true
    }
}
