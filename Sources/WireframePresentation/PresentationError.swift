/// A transition that breaks one of UIKit's rules of the screen hierarchy.
///
/// Thrown by the containers (headless and UIKit alike) and passed on by the wireframe as the
/// `WireframeError.underlyingError`. The hierarchy is unchanged when it is thrown.
public struct PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of rule was broken; compare with the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        public var description: String { name }

        /// A stack was pushed onto a stack (UIKit refuses nested navigation controllers).
        public static let stackInsideStack = Code("stackInsideStack")
        /// The screen to show is already somewhere in the hierarchy.
        public static let alreadyInHierarchy = Code("alreadyInHierarchy")
        /// The screen asked to present already presents another one.
        public static let alreadyPresenting = Code("alreadyPresenting")
        /// A transition was asked of a container while another of its transitions was running.
        public static let transitionInProgress = Code("transitionInProgress")
        /// The screen to act on is not in the hierarchy (for example, not in a window).
        public static let notInHierarchy = Code("notInHierarchy")
        /// `dismissPresented` was asked of a screen that presents nothing.
        public static let nothingPresented = Code("nothingPresented")
        /// `pop(to:)` named a screen that is not on the stack.
        public static let notOnStack = Code("notOnStack")
        /// A tab index outside the tabs.
        public static let tabOutOfRange = Code("tabOutOfRange")
        /// An empty list where at least one screen is needed.
        public static let empty = Code("empty")
        /// The user cannot go back: the stack holds only its root screen (a simulated back swipe
        /// of a headless stack; `pop` itself returns `nil` instead, as UIKit does).
        public static let nothingToPop = Code("nothingToPop")
        /// The screen belongs to another presentation backend than the container asked to show
        /// it (for example a hand-written `Screen` pushed on a headless stack).
        public static let foreignScreen = Code("foreignScreen")
        /// A popover is presented with nothing to point at (UIKit raises an exception on iPad).
        public static let missingAnchor = Code("missingAnchor")
        /// A child container was asked to change its children in a way it cannot: it does not
        /// implement `ChildContainer.showChild(_:at:animated:)`, or has no such place for a child.
        public static let cannotChangeChildren = Code("cannotChangeChildren")
    }

    /// The kind of rule broken.
    public let code: Code
    /// A sentence naming the screens at fault.
    public let message: String

    /// Creates an error; `message` should name the screens at fault.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
