/// Why a value could not be read from a ``FlowContext``, a context could not be attached to a
/// screen, or a screen's next step could not be asked for.
///
/// Thrown by ``FlowContext/value(for:)`` and ``FlowContext/value(named:as:)`` (the context is
/// unchanged), by ``FlowContext/attach(to:)`` and
/// `Screen.handFlowContext(to:as:)` (nothing is attached), and by
/// `Screen.requestNextStep()`. Compare ``code`` with the static members
/// of ``Code``; ``message`` names the key or the screen.
public struct FlowContextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; compare with the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        public var description: String { name }

        /// No context of the chain holds a value for the key, and the key has no default.
        public static let missingValue = Code("missingValue")
        /// The value stored under the name is of another type than the one asked for.
        public static let typeMismatch = Code("typeMismatch")
        /// The context does not hold a value for the key, and its chain of parents ends at a
        /// parent that has been freed, whose values went with it.
        public static let parentFreed = Code("parentFreed")
        /// The screen already has another context of its own; detach it first
        /// (`Screen.detachFlowContext()`) to attach another.
        public static let alreadyAttached = Code("alreadyAttached")
        /// The screen that asked for its next step reaches no context, or its context has no
        /// ``FlowContext/flow``.
        public static let noFlow = Code("noFlow")
    }

    /// What went wrong.
    public let code: Code
    /// A sentence naming the key or the screen at fault (and, for ``Code/typeMismatch``, both
    /// types).
    public let message: String

    /// Creates an error; `message` should name the key or the screen at fault.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
