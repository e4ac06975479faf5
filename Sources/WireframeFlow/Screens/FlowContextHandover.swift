/// Which flow context a screen is given as it joins a flow: the flow's own, a branch of it, a
/// new one, or one you give.
///
/// "The flow" is the context of the screen the flow goes on from: for
/// `Screen.handFlowContext(to:as:)`, that screen's
/// `Screen.flowContext`; for a wireframe's request, that of the screen the
/// request starts from (the screen on top).
///
/// <!-- sample FlowContextHandover/FlowContextHandover -->
/// ```swift
/// try cart.handFlowContext(to: address, as: .shared)  // the same context
/// try cart.handFlowContext(to: giftOptions, as: .branch)  // reads the flow's, writes its own
/// ```
public struct FlowContextHandover: Sendable, Equatable, CustomStringConvertible {
    private enum Choice: Sendable {
        case shared
        case branch
        case new
        case given(FlowContext)
    }

    private let choice: Choice
    private init(_ choice: Choice) { self.choice = choice }

    /// The flow's context itself, shared by the screens that go on with the flow; a new
    /// context when there is no flow to go on with.
    public static let shared = FlowContextHandover(.shared)

    /// A branch of the flow's context (``FlowContext/branch()``): it reads the flow's values and
    /// keeps its own writes to itself, for a step that may be thrown away. A new context when
    /// there is no flow to branch from.
    ///
    /// A branch holds its parent weakly: the flow's context lives on only while a screen (or
    /// something else) holds it.
    public static let branch = FlowContextHandover(.branch)

    /// A new, empty context: the start of a new flow.
    public static let new = FlowContextHandover(.new)

    /// `context`, whatever the flow.
    public static func context(_ context: FlowContext) -> FlowContextHandover {
        FlowContextHandover(.given(context))
    }

    /// The context a screen joining the flow whose context is `current` is given.
    package func resolve(continuing current: FlowContext?) -> FlowContext {
        switch choice {
        case .shared: current ?? FlowContext()
        case .branch: current?.branch() ?? FlowContext()
        case .new: FlowContext()
        case .given(let context): context
        }
    }

    /// `shared`, `branch`, `new` or `context`.
    public var description: String {
        switch choice {
        case .shared: "shared"
        case .branch: "branch"
        case .new: "new"
        case .given: "context"
        }
    }

    /// Equal when both make the same choice; for ``context(_:)``, when they give the same
    /// context (by identity).
    public static func == (lhs: FlowContextHandover, rhs: FlowContextHandover) -> Bool {
        switch (lhs.choice, rhs.choice) {
        case (.shared, .shared), (.branch, .branch), (.new, .new): true
        case (.given(let left), .given(let right)): left === right
        default: false
        }
    }
}
