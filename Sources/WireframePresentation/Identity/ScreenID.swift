/// A screen's identity: unique among every screen the process has made, never reused.
///
/// Unlike ``Screen/screenIdentifier``, which names a screen for people and may be shared by
/// several screens (two `"message:42"` in two tabs), a `ScreenID` tells screens apart, and it
/// stays valid as a value after its screen is freed (an `ObjectIdentifier` may then be reused).
///
/// <!-- sample ScreenID/ScreenID -->
/// ```swift
/// let id = screen.screenID
/// let isInTheStack = stack.screens.contains { $0.screenID == id }
/// ```
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    /// The number; increases with each screen that asks for its identity.
    public let rawValue: UInt64

    @MainActor private static var last: UInt64 = 0

    /// The next identity.
    @MainActor static func next() -> ScreenID {
        last += 1
        return ScreenID(rawValue: last)
    }

    private init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `#12`.
    public var description: String { "#\(rawValue)" }
}
