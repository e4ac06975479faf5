#if canImport(UIKitStandIn)
import UIKitStandIn
#endif

// How the simulated runtime evaluates views: bodies, identities, state objects, the primitives.
extension ViewRuntime {
    /// Evaluates `node` when forced (its parent was) or when its state changed; else looks for
    /// changed views below it.
    func evaluate(_ node: RuntimeNode, force: Bool, insideStack: Bool) async {
        if node.isDismissing {
            remove(node)
            return
        }
        guard force || node.needsEvaluation || node.observedObjectChanged else {
            for (index, child) in node.children.enumerated() {
                await evaluate(child, force: false, insideStack: node.childIsInsideStack(index, insideStack))
            }
            node.children.removeAll(where: \.isRemoved)
            return
        }
        node.needsEvaluation = false
        let view = node.view
        if let primitive = view as? any StandInPrimitiveView {
            await evaluatePrimitive(node, primitive.standInContent, insideStack: insideStack)
            return
        }
        #if canImport(UIKitStandIn)
        if let representable = view as? any UIViewControllerRepresentable {
            evaluateRepresentable(node, representable)
            return
        }
        #endif
        installStateObjects(node)
        node.kind = .composite
        let body = view.body
        let children = reconcile(node, [("body", body)])
        for child in children { await evaluate(child, force: true, insideStack: insideStack) }
    }

    private func installStateObjects(_ node: RuntimeNode) {
        for child in Mirror(reflecting: node.view).children {
            (child.value as? any StandInEnvironmentReading)?.install(node.environment)
        }
        for child in Mirror(reflecting: node.view).children {
            guard let label = child.label, let stateObject = child.value as? any StandInInstallable else { continue }
            let object = stateObject.install(kept: node.stateObjects[label])
            node.stateObjects[label] = object
        }
        for object in node.stateObjects.values {
            node.observedChanges[ObjectIdentifier(object)] = RuntimeNode.changeCount(of: object)
        }
    }

    private func evaluatePrimitive(_ node: RuntimeNode, _ content: StandInContent, insideStack: Bool) async {
        switch content {
        case .empty:
            node.kind = .empty
            _ = reconcile(node, [])
        case .text(let text):
            node.kind = .text(text)
            _ = reconcile(node, [])
        case .color:
            node.kind = .color
            _ = reconcile(node, [])
        case .button(let action, let label):
            node.kind = .button(action)
            await evaluateAll(reconcile(node, [("label", label)]), insideStack: insideStack)
        case .erased(let view):
            node.kind = .erased
            await evaluateAll(reconcile(node, [("erased", view)]), insideStack: insideStack)
        case .conditional(let isFirst, let view):
            node.kind = .conditional
            await evaluateAll(reconcile(node, [(isFirst ? "if" : "else", view)]), insideStack: insideStack)
        case .list(let elements):
            node.kind = .list
            if Set(elements.map(\.id)).count != elements.count {
                report("ForEach: the ID of an element occurs more than once; the views of those elements are undefined")
            }
            await evaluateAll(reconcile(node, elements.map { ("\($0.id)", $0.view) }), insideStack: insideStack)
        case .modified(let view, let modifier):
            await evaluateModified(node, view, modifier, insideStack: insideStack)
        case .navigationStack(let path, let root):
            await evaluateStack(node, path, root, insideStack: insideStack)
        case .tabView(let selection, let content):
            node.kind = .tabView(selection, selected: await selection?.read())
            await evaluateAll(reconcile(node, [("tabs", content)]), insideStack: insideStack)
        }
    }

    private func evaluateAll(_ nodes: [RuntimeNode], insideStack: Bool) async {
        for child in nodes { await evaluate(child, force: true, insideStack: insideStack) }
    }

    private func evaluateModified(
        _ node: RuntimeNode,
        _ view: any View,
        _ modifier: StandInModifier,
        insideStack: Bool
    ) async {
        node.kind = .modified(modifier)
        guard case .presentation(let presentation) = modifier else {
            let slot: String
            if case .id(let id) = modifier { slot = "id:\(id)" } else { slot = "content" }
            await evaluateAll(reconcile(node, [(slot, view)]), insideStack: insideStack)
            return
        }
        let last = node.presentationItem
        let item = await presentation.read()
        node.presentationItem = item
        let presentedPrefix = item.map { "presented:\($0.id)|" }
        let leaving = node.children.dropFirst().filter { child in
            !child.isDismissing && !(presentedPrefix.map { child.key.hasPrefix($0) } ?? false)
        }
        var made: [(String, any View)] = [("content", view)]
        if let item { made.append(("presented:\(item.id)", item.content())) }
        let children = reconcile(node, made, keeping: Array(leaving))
        // The presented view's `dismiss` writes `nil` to the item, as SwiftUI's does.
        for child in children.dropFirst() {
            child.environment.dismiss = DismissAction { Task { await presentation.dismiss() } }
        }
        for (index, child) in children.enumerated() {
            child.isDismissing = false
            await evaluate(child, force: true, insideStack: index == 0 && insideStack)
        }
        // A presentation being dismissed stays for its transition, its content made from the
        // last item (SwiftUI keeps the item it presented last).
        for child in leaving {
            if let last { child.view = last.content() }
            await evaluate(child, force: true, insideStack: false)
            child.isDismissing = true
        }
    }

    private func evaluateStack(_ node: RuntimeNode, _ path: StandInPath, _ root: any View, insideStack: Bool) async {
        if insideStack {
            report(
                "NavigationStack inside another NavigationStack: SwiftUI does not support it (the inner stack's "
                    + "path and destinations are ignored)"
            )
        }
        let elements = await path.read()
        node.kind = .navigationStack(path, count: elements.count)
        await evaluateAll(
            reconcile(node, [("root", root)], keeping: Array(node.children.dropFirst())),
            insideStack: true
        )
        var made: [(String, any View)] = [("root", root)]
        for (index, element) in elements.enumerated() {
            let slot = "path:\(index):\(element)"
            let destination = node.subtree.lazy.compactMap { candidate -> (any View)? in
                guard case .modified(.navigationDestination(let type, let make)) = candidate.kind,
                    type == Swift.type(of: element.base)
                else { return nil }
                return make(element)
            }.first
            guard let destination else {
                report(
                    "NavigationStack: no navigationDestination for \(Swift.type(of: element.base)); \(element) shows nothing"
                )
                made.append((slot, EmptyView()))
                continue
            }
            made.append((slot, destination))
        }
        await evaluateAll(Array(reconcile(node, made).dropFirst()), insideStack: true)
    }

    #if canImport(UIKitStandIn)
    private func evaluateRepresentable<R: UIViewControllerRepresentable>(_ node: RuntimeNode, _ representable: R) {
        let context = R.Context()
        if case .controller(let made) = node.kind, let controller = made as? R.UIViewControllerType {
            representable.updateUIViewController(controller, context: context)
            return
        }
        let controller = representable.makeUIViewController(context: context)
        let id = ObjectIdentifier(controller)
        if Self.heldControllers.contains(id) || controller.parent != nil {
            report(
                "UIViewControllerHierarchyInconsistency: makeUIViewController returned a view controller another view "
                    + "already holds"
            )
        }
        Self.heldControllers.insert(id)
        node.kind = .controller(controller)
        node.dismantle = { Self.heldControllers.remove(id) }
        representable.updateUIViewController(controller, context: context)
    }
    #endif

    /// Gives `node` the children `made` (slot, view) followed by `keeping`: the nodes of the
    /// same identity (slot and type) are kept, the others go; returns the children made.
    @discardableResult
    func reconcile(_ node: RuntimeNode, _ made: [(String, any View)], keeping: [RuntimeNode] = []) -> [RuntimeNode] {
        var old: [String: RuntimeNode] = [:]
        for child in node.children where old[child.key] == nil { old[child.key] = child }
        var children: [RuntimeNode] = []
        for (slot, view) in made {
            let key = "\(slot)|\(String(reflecting: type(of: view)))"
            let child = old.removeValue(forKey: key) ?? RuntimeNode(key: key, view: view)
            child.view = view
            child.environment = node.environment
            if case .modified(.environment(let set)) = node.kind { set(&child.environment) }
            children.append(child)
        }
        let kept = keeping.filter { keptNode in !children.contains { $0 === keptNode } }
        for child in node.children
        where !children.contains(where: { $0 === child }) && !kept.contains(where: { $0 === child }) {
            remove(child)
        }
        node.children = children + kept
        return children
    }

    /// The identity `node` is goes: its state, its controller, and it leaves the screen.
    func remove(_ node: RuntimeNode) {
        for child in node.children { remove(child) }
        node.children = []
        node.isRemoved = true
        node.dismantle?()
        node.dismantle = nil
        if node.isOnScreen, case .modified(.onDisappear(let action)) = node.kind { action() }
        node.isOnScreen = false
        node.isDismissing = false
        node.stateObjects = [:]
    }
}

extension RuntimeNode {
    /// Whether the node is a navigation stack.
    var isStack: Bool {
        if case .navigationStack = kind { return true }
        return false
    }

    /// Whether the child at `index` is inside a navigation stack, when this node is where
    /// `insideStack` says: a stack's children are; a presented view is not.
    func childIsInsideStack(_ index: Int, _ insideStack: Bool) -> Bool {
        switch kind {
        case .navigationStack: true
        case .modified(.presentation): index == 0 && insideStack
        default: insideStack
        }
    }
}
