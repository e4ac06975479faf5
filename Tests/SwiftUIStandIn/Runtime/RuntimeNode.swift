/// One view identity in the simulated runtime: where a view is in the hierarchy (its parent, its
/// slot, its type, its explicit `id`), with what SwiftUI keeps for that identity — its state
/// objects, its representable's controller, whether it is on screen — across the values the
/// parent's `body` makes of it.
@MainActor
final class RuntimeNode {
    /// What the node is, once evaluated.
    enum Kind {
        /// A view with a `body`.
        case composite
        case empty
        case text(String)
        case color
        case button(@MainActor () -> Void)
        case modified(StandInModifier)
        case conditional
        case erased
        case list
        /// A navigation stack: its path as last read (the views above the root are its
        /// children after the first).
        case navigationStack(StandInPath, count: Int)
        /// A tab view: its selection binding and the selected tag as last read.
        case tabView(StandInValue?, selected: AnyHashable?)
        /// A representable's view controller.
        case controller(AnyObject)
    }

    /// The identity within the parent: slot and type.
    let key: String
    /// The latest value of the view.
    var view: any View
    var kind: Kind = .composite
    var children: [RuntimeNode] = []
    /// The environment the view was given.
    var environment = EnvironmentValues()
    /// The `StateObject`s' objects, by property name: made once for this identity.
    var stateObjects: [String: AnyObject] = [:]
    /// The change counts of the state objects' `@Published` properties at the last evaluation.
    var observedChanges: [ObjectIdentifier: Int] = [:]
    /// The content a presentation shows, by item, while presented (or being dismissed).
    var presentationItem: (id: AnyHashable, content: () -> any View)?
    /// Whether this presentation is being dismissed: its content stays for the transition,
    /// made from the last item, and goes at the next frame.
    var isDismissing = false
    /// Whether the node's `onAppear` ran and its `onDisappear` has not.
    var isOnScreen = false
    /// Whether this presented view's presentation failed: SwiftUI does not present it until
    /// the item changes.
    var failedToPresent = false
    /// Whether the identity went.
    var isRemoved = false
    /// Whether the view must be evaluated again at the next frame.
    var needsEvaluation = true
    /// Dismantles the representable's controller when the identity goes.
    var dismantle: (() -> Void)?

    init(key: String, view: any View) {
        self.key = key
        self.view = view
    }

    /// Whether one of the state objects changed since the last evaluation.
    var observedObjectChanged: Bool {
        stateObjects.values.contains { observedChanges[ObjectIdentifier($0)] != Self.changeCount(of: $0) }
    }

    /// The sum of the change counts of `object`'s `@Published` properties.
    static func changeCount(of object: AnyObject) -> Int {
        var count = 0
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any StandInPublished { count &+= published.standInChangeCount }
            }
            mirror = current.superclassMirror
        }
        return count
    }

    /// Whether the view shows something: text, a container, a controller, or a view that
    /// holds one (an `EmptyView`, or a view whose content is one, shows nothing).
    var showsSomething: Bool {
        switch kind {
        case .empty: false
        case .text, .color, .button, .navigationStack, .tabView, .controller: true
        case .modified(.presentation): children.first?.showsSomething ?? false
        case .composite, .modified, .conditional, .erased, .list: children.contains { $0.showsSomething }
        }
    }

    /// The modifier this node is, if it is one.
    var modifier: StandInModifier? {
        if case .modified(let modifier) = kind { return modifier }
        return nil
    }

    /// The node's content: its first child (a modified view's content).
    var content: RuntimeNode? { children.first }

    /// This node and every node below it, depth first.
    var subtree: [RuntimeNode] { [self] + children.flatMap(\.subtree) }
}
