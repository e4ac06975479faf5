/// Stand-in for SwiftUI's `Binding`: a value a view reads and writes, owned elsewhere. Its
/// closures are `@isolated(any) @Sendable`, as in the iOS 18 SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Binding<Value> {
    @usableFromInline let get: @isolated(any) @Sendable () -> Value
    @usableFromInline let set: @isolated(any) @Sendable (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        self.get = get
        self.set = set
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    // SwiftUI reads and writes a binding synchronously on the main actor, where the face's
    // bindings are made. The simulated runtime awaits the closures on their own actor; the value
    // crosses in a box the compiler does not check, as SwiftUI's own bridging does (the box has
    // the value's layout, so the closures are the same functions).

    /// Stand-in only: the value, as the simulated runtime reads it.
    func standInRead() async -> StandInUnchecked<Value> {
        // Casting to an `@isolated(any)` type needs the runtime of iOS 18 and macOS 15 (the
        // simulated runtime runs on Linux, or on a Mac's tests).
        guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            fatalError("stand-in: the simulated runtime needs iOS 18 or macOS 15")
        }
        let get = unsafeBitCast(get, to: (@isolated(any) @Sendable () -> StandInUnchecked<Value>).self)
        return await get()
    }

    /// Stand-in only: writes `value`, as the simulated runtime does when the user acts.
    func standInWrite(_ value: StandInUnchecked<Value>) async {
        guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            fatalError("stand-in: the simulated runtime needs iOS 18 or macOS 15")
        }
        let set = unsafeBitCast(set, to: (@isolated(any) @Sendable (StandInUnchecked<Value>) -> Void).self)
        await set(value)
    }
}

/// Stand-in only: a value the simulated runtime moves between actors unchecked.
struct StandInUnchecked<Value>: @unchecked Sendable {
    var value: Value
}
