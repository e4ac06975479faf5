// An open-addressing hash table of small numbers (routes, trie nodes) by a 32-bit hash, one word a
// slot, for the route table's indexes and the trie's literal edges. A `Dictionary` keyed by the
// value itself would keep a copy of each key (a string, a segment list) and hash it with SipHash
// at every step down the trie; here the key stays where it already is (the trie's labels, the
// patterns) and the caller says whether a candidate is the one it looks for.
//
// Flooding: the keys are the app's patterns, inserted at registration; a URL only looks up. A
// lookup stops at the first empty slot, and the table is at most three quarters full, so the
// cost of a lookup depends on the app's keys alone, whatever the URL.

/// Numbers filed by hash, found again by hash and a test.
struct RouteHashSlots: Sendable {
    /// `0` for an empty slot, else the hash in the high 32 bits and the number + 1 in the low.
    private var slots: [UInt64] = []
    private(set) var count = 0

    /// The numbers whose hash is `hash`, in slot order, until `isMatch` accepts one: that one.
    @inline(__always)
    func first(hash: UInt32, where isMatch: (Int) -> Bool) -> Int? {
        if slots.isEmpty { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(hash) & mask
            while true {
                let slot = slots[index]
                if slot == 0 { return nil }
                if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                    let value = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                    if isMatch(value) { return value }
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Files `value` (below 2^32 - 1) under `hash`.
    mutating func insert(hash: UInt32, value: Int) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        Self.place(UInt64(hash) << 32 | UInt64(truncatingIfNeeded: value + 1), in: &slots)
        count += 1
    }

    /// Every filed number with its hash, in slot order.
    var entries: [(hash: UInt32, value: Int)] {
        slots.compactMap { slot in
            slot == 0 ? nil : (UInt32(truncatingIfNeeded: slot >> 32), Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1)
        }
    }

    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: max(8, slots.count * 2))
        for slot in slots where slot != 0 { Self.place(slot, in: &larger) }
        slots = larger
    }

    private static func place(_ slot: UInt64, in slots: inout [UInt64]) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot >> 32) & mask
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }
}
