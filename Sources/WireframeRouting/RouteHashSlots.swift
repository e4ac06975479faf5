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

/// A hash of text that agrees with `String` equality: over the text's NFC code units, which for
/// ASCII text are its bytes, so only other text pays for normalising. Strings that are equal
/// (canonically equivalent) hash alike, as `Dictionary` keys do. Eight bytes a step: a segment or
/// a pattern's text is one to a few words.
enum RouteTextHash {
    static let basis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash state of `text` alone, to mix more into.
    @inline(__always)
    static func state(of text: String) -> UInt64 {
        combine(text, into: basis)
    }

    /// `state` with `text` mixed in.
    @inline(__always)
    static func combine(_ text: String, into state: UInt64) -> UInt64 {
        var text = text
        let ascii: UInt64? = text.withUTF8 { bytes in
            combine(ascii: bytes, into: state)
        }
        return ascii ?? combineNormalised(text, into: state)
    }

    /// `state` with `bytes` mixed in when they are all ASCII, else `nil`.
    @inline(__always)
    static func combine(ascii bytes: UnsafeBufferPointer<UInt8>, into state: UInt64) -> UInt64? {
        var hash = state
        var high: UInt64 = 0
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                high |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            high |= tail
            hash = (hash ^ tail ^ UInt64(bytes.count) << 56) &* multiplier
        }
        if high & 0x8080_8080_8080_8080 != 0 { return nil }
        return hash ^ hash >> 31
    }

    @inline(never)
    private static func combineNormalised(_ text: String, into state: UInt64) -> UInt64 {
        var units: [UInt8] = []
        text._withNFCCodeUnits { units.append($0) }
        return units.withUnsafeBufferPointer { bytes in
            // NFC code units hash as bytes do; `combine(ascii:)` refuses them only for their high bits.
            var hash = state
            var index = 0
            let raw = UnsafeRawPointer(bytes.baseAddress)
            while index + 8 <= bytes.count, let raw {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
                hash ^= hash >> 29
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ tail ^ UInt64(bytes.count) << 56) &* multiplier
            return hash ^ hash >> 31
        }
    }

    /// `state` with `number` mixed in.
    @inline(__always)
    static func combine(_ number: Int, into state: UInt64) -> UInt64 {
        let hash = (state ^ UInt64(truncatingIfNeeded: number)) &* multiplier
        return hash ^ hash >> 29
    }

    /// The 32 bits a ``RouteHashSlots`` files under: the state, mixed so that every bit counts.
    @inline(__always)
    static func finish(_ state: UInt64) -> UInt32 {
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return UInt32(truncatingIfNeeded: mixed)
    }
}
