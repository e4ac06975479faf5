/// What one update of SwiftUI's state may change, on an OS version: the rule the
/// ``UpdatePlanner`` splits every change by.
///
/// Every version takes any number of pushes and pops (a `NavigationStack`'s whole path at once)
/// and tab selections in one update, and one modal change: one sheet or full-screen cover
/// presented, or modals dismissed. A modal is presented from a screen already shown, whose
/// containers do not change in that update, and the next modal waits until it is on screen.
/// The versions differ in dismissals: before iOS 17 one update dismisses one modal level (the
/// top one); from iOS 17 on, one update dismisses a modal with every modal above it.
///
/// <!-- sample SwiftUILimits/SwiftUILimits -->
/// ```swift
/// let plan16 = UpdatePlanner(limits: .iOS16).plan(from: shown, to: target)
/// let plan17 = UpdatePlanner(limits: .iOS17).plan(from: shown, to: target)
/// let running = SwiftUILimits.running  // the limits of the OS the app runs on
/// ```
public struct SwiftUILimits: Hashable, Sendable, CustomStringConvertible {
    /// The OS versions it stands for, for messages: `iOS 16`.
    public let name: String
    /// Whether one update may dismiss several modal levels (the modal and those above it).
    public let dismissesSeveralLevelsAtOnce: Bool

    /// SwiftUI before iOS 17, macOS 14, tvOS 17 and watchOS 10: one modal level dismissed per
    /// update.
    public static let iOS16 = SwiftUILimits(name: "iOS 16", dismissesSeveralLevelsAtOnce: false)

    /// SwiftUI from iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1 on: a modal dismissed
    /// with the modals above it in one update.
    public static let iOS17 = SwiftUILimits(name: "iOS 17", dismissesSeveralLevelsAtOnce: true)

    /// The limits of the OS the code runs on; ``iOS17`` where SwiftUI does not exist (Linux),
    /// so tests that care name the limits they test.
    public static var running: SwiftUILimits {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) { return .iOS17 }
        return .iOS16
    }

    /// The ``name``.
    public var description: String { name }
}
