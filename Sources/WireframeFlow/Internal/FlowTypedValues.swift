// Why not a dictionary: a lookup up the chain looks in every context on the way, and hashing a
// key (Swift's Hasher is SipHash, whose set-up and finalisation alone cost more than comparing a
// dozen type identities) was most of the cost of a read. A context holds few typed keys (they are
// types declared in source), so they are searched in order; past `indexThreshold` a dictionary
// from key to position is kept as well, so a context that does hold many stays O(1).

/// The values of the typed keys of one context, by the identity of the key's type.
struct FlowTypedValues: Sendable {
    /// How many keys are searched in order before an index is kept.
    static let indexThreshold = 16

    // Two arrays rather than one of pairs: the search reads only `keys`, plain words, without
    // copying a value at each step.
    private var keys: [ObjectIdentifier] = []
    private var values: [any Sendable] = []
    /// The position of each key in `keys`, once there are more than ``indexThreshold``.
    private var positions: [ObjectIdentifier: Int]?

    /// The value of `key`, if this context holds one.
    subscript(key: ObjectIdentifier) -> (any Sendable)? {
        guard let position = position(of: key) else { return nil }
        return values[position]
    }

    /// Every value held.
    var all: [any Sendable] { values }

    /// Stores `value` for `key`; returns the value it replaced.
    mutating func update(_ value: any Sendable, for key: ObjectIdentifier) -> (any Sendable)? {
        if let position = position(of: key) {
            let replaced = values[position]
            values[position] = value
            return replaced
        }
        keys.append(key)
        values.append(value)
        if positions != nil {
            positions?[key] = keys.count - 1
        } else if keys.count > Self.indexThreshold {
            positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        }
        return nil
    }

    /// Removes the value of `key`; returns it.
    mutating func remove(_ key: ObjectIdentifier) -> (any Sendable)? {
        guard let position = position(of: key) else { return nil }
        let removed = values[position]
        // The last key takes the removed one's place: the order of keys means nothing.
        let lastKey = keys.removeLast()
        let lastValue = values.removeLast()
        if position < keys.count {
            keys[position] = lastKey
            values[position] = lastValue
            positions?[lastKey] = position
        }
        positions?[key] = nil
        return removed
    }

    private func position(of key: ObjectIdentifier) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }
}
