import WireframeFlow

// The contenders of the flow-context benchmark: the same reads and writes of eight Int values,
// through FlowContext's typed keys, and through the floor.

enum FlowKey0: FlowContextKey { static let defaultValue = -1 }
enum FlowKey1: FlowContextKey { static let defaultValue = -1 }
enum FlowKey2: FlowContextKey { static let defaultValue = -1 }
enum FlowKey3: FlowContextKey { static let defaultValue = -1 }
enum FlowKey4: FlowContextKey { static let defaultValue = -1 }
enum FlowKey5: FlowContextKey { static let defaultValue = -1 }
enum FlowKey6: FlowContextKey { static let defaultValue = -1 }
enum FlowKey7: FlowContextKey { static let defaultValue = -1 }

/// How many reads or writes one pass makes: the eight keys, this many times over.
let flowRoundsPerPass = 125
let flowOperationsPerPass = flowRoundsPerPass * 8

/// FlowContext through typed keys: a lock, the chain, a typed cast on each read.
struct FlowContender: Sendable {
    let context: FlowContext

    func readPass() -> UInt64 {
        var sum = 0
        for _ in 0..<flowRoundsPerPass {
            sum &+= context[FlowKey0.self] &+ context[FlowKey1.self] &+ context[FlowKey2.self]
            sum &+= context[FlowKey3.self] &+ context[FlowKey4.self] &+ context[FlowKey5.self]
            sum &+= context[FlowKey6.self] &+ context[FlowKey7.self]
        }
        return UInt64(truncatingIfNeeded: sum)
    }

    /// Writes `seed + round` to every key, round after round; returns the sum of what it wrote.
    func writePass(_ seed: Int) -> UInt64 {
        var sum = 0
        for round in 0..<flowRoundsPerPass {
            let value = seed &+ round
            sum &+= value &* 8
            context[FlowKey0.self] = value
            context[FlowKey1.self] = value
            context[FlowKey2.self] = value
            context[FlowKey3.self] = value
            context[FlowKey4.self] = value
            context[FlowKey5.self] = value
            context[FlowKey6.self] = value
            context[FlowKey7.self] = value
        }
        return UInt64(truncatingIfNeeded: sum)
    }
}

extension FlowContender {
    /// Sets every key to -1, then adds 1 to each, round after round, each addition one `update`
    /// (a read and a write in one critical section); returns the sum of the values it left.
    /// Every key ends where `writePass(0)` leaves it, so the read passes' checksum holds after it.
    func updatePass() -> UInt64 {
        context[FlowKey0.self] = -1
        context[FlowKey1.self] = -1
        context[FlowKey2.self] = -1
        context[FlowKey3.self] = -1
        context[FlowKey4.self] = -1
        context[FlowKey5.self] = -1
        context[FlowKey6.self] = -1
        context[FlowKey7.self] = -1
        var sum = 0
        for _ in 0..<flowRoundsPerPass {
            sum &+= context.update(FlowKey0.self) { increment(&$0) }
            sum &+= context.update(FlowKey1.self) { increment(&$0) }
            sum &+= context.update(FlowKey2.self) { increment(&$0) }
            sum &+= context.update(FlowKey3.self) { increment(&$0) }
            sum &+= context.update(FlowKey4.self) { increment(&$0) }
            sum &+= context.update(FlowKey5.self) { increment(&$0) }
            sum &+= context.update(FlowKey6.self) { increment(&$0) }
            sum &+= context.update(FlowKey7.self) { increment(&$0) }
        }
        return UInt64(truncatingIfNeeded: sum)
    }
}

/// Adds 1 to `value` and returns the sum.
@inline(__always)
private func increment(_ value: inout Int) -> Int {
    value &+= 1
    return value
}

/// The floor: a `[String: any Sendable]` behind the same lock (WireframeSupport's, compiled
/// into this package through a symbolic link), no typed keys, no chain, no cast on reads.
struct FlowFloorContender: Sendable {
    let storage = Lock<[String: any Sendable]>([:])
    let names = (0..<8).map { "key\($0)" }

    func readPass() -> UInt64 {
        var found: UInt64 = 0
        for _ in 0..<flowRoundsPerPass {
            for name in names where storage.withLock({ $0[name] }) != nil { found &+= 1 }
        }
        return found
    }

    /// Writes `seed + round` under every name, round after round; returns the sum of what it wrote.
    func writePass(_ seed: Int) -> UInt64 {
        var sum = 0
        for round in 0..<flowRoundsPerPass {
            let value = seed &+ round
            for name in names {
                sum &+= value
                storage.withLock { $0[name] = value }
            }
        }
        return UInt64(truncatingIfNeeded: sum)
    }
}

extension FlowFloorContender {
    /// Sets every name to -1, then adds 1 to each, round after round, each addition a read, a
    /// cast and a write in one critical section; returns the sum of the values it left.
    func updatePass() -> UInt64 {
        for name in names { storage.withLock { $0[name] = -1 } }
        var sum = 0
        for _ in 0..<flowRoundsPerPass {
            for name in names {
                sum &+= storage.withLock { values in
                    let value = ((values[name] as? Int) ?? 0) &+ 1
                    values[name] = value
                    return value
                }
            }
        }
        return UInt64(truncatingIfNeeded: sum)
    }
}

/// What an update pass returns: every key counted from 0 to `flowRoundsPerPass - 1`.
let flowUpdateChecksum = UInt64(8 * (flowRoundsPerPass - 1) * flowRoundsPerPass / 2)

/// What a pass returns when every key holds what `writePass(0)` left (`flowRoundsPerPass - 1`):
/// the sum of the values read.
let flowReadChecksum = UInt64(flowOperationsPerPass * (flowRoundsPerPass - 1))
/// What `writePass(0)` returns: the sum of the values written.
let flowWriteChecksum = UInt64(8 * (flowRoundsPerPass - 1) * flowRoundsPerPass / 2)
/// What the floor's read pass returns: every name found, every time.
let flowFloorReadChecksum = UInt64(flowOperationsPerPass)
