import WireframeSwiftUI
import WireframeTestSupport

/// Random pairs of trees for the planner's properties: a tree of tabs, stacks, screens and up
/// to three modal levels, and a second one made from it by random edits — pushes, pops, tab
/// selections, screens moved between containers, modals dismissed and presented, the root
/// replaced — so that the pair shares screens as a window's before and after do.
///
/// Node kinds are fixed by identity (1–3 tabs, 4–9 stacks, 10 on screens), as a screen is one
/// object.
struct RandomTrees {
    private var random: SeededGenerator
    private var nextScreen: UInt64 = 10

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A valid pair of trees.
    mutating func pair() -> (ViewTree, ViewTree) {
        while true {
            nextScreen = 10
            let start = tree()
            var target = start
            if random.below(6) == 0 {
                target = tree()
            } else {
                for _ in 0..<(1 + random.below(4)) { target = edit(target) }
            }
            if start.invalidity == nil, target.invalidity == nil { return (start, target) }
        }
    }

    private mutating func screen() -> ViewTree.Node {
        nextScreen += 1
        return ViewTree.Node(ViewTree.NodeID(nextScreen), "s\(nextScreen)")
    }

    private mutating func stack(_ id: UInt64) -> ViewTree.Node {
        ViewTree.Node(ViewTree.NodeID(id), "stack\(id)", stack: (0..<(1 + random.below(3))).map { _ in screen() })
    }

    private mutating func content(stacks: inout [UInt64], tabs: inout [UInt64]) -> ViewTree.Node {
        switch random.below(4) {
        case 0 where !tabs.isEmpty:
            let id = tabs.removeLast()
            var children: [ViewTree.Node] = []
            for _ in 0..<(1 + random.below(3)) {
                if !stacks.isEmpty, random.below(2) == 0 {
                    children.append(stack(stacks.removeLast()))
                } else {
                    children.append(screen())
                }
            }
            return ViewTree.Node(
                ViewTree.NodeID(id),
                "tabs\(id)",
                tabs: children,
                selected: random.below(children.count)
            )
        case 1 where !stacks.isEmpty, 2 where !stacks.isEmpty:
            return stack(stacks.removeLast())
        default:
            return screen()
        }
    }

    private mutating func tree() -> ViewTree {
        var stacks: [UInt64] = [4, 5, 6, 7, 8, 9].shuffled(using: &random)
        var tabs: [UInt64] = [1, 2, 3].shuffled(using: &random)
        var tree = ViewTree(root: content(stacks: &stacks, tabs: &tabs))
        for _ in 0..<random.below(4) {
            tree.modals.append(modal(over: tree, stacks: &stacks, tabs: &tabs))
        }
        return tree
    }

    private mutating func modal(over tree: ViewTree, stacks: inout [UInt64], tabs: inout [UInt64]) -> ViewTree.Modal {
        let level = tree.levels.last.map(Self.nodes) ?? []
        let presenter = level[random.below(level.count)].id
        let style: ViewTree.ModalStyle = random.below(3) == 0 ? .fullScreenCover : .sheet
        return ViewTree.Modal(presenter: presenter, style: style, content: content(stacks: &stacks, tabs: &tabs))
    }

    /// Every node of a level, the content first.
    static func nodes(_ content: ViewTree.Node) -> [ViewTree.Node] {
        var result: [ViewTree.Node] = []
        var pending = [content]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private mutating func edit(_ tree: ViewTree) -> ViewTree {
        var tree = tree
        let used = Set(tree.levels.flatMap(Self.nodes).map(\.id.rawValue))
        var stacks = [4, 5, 6, 7, 8, 9].filter { !used.contains($0) }
        var tabs = [1, 2, 3].filter { !used.contains($0) }
        switch random.below(7) {
        case 0 where !tree.modals.isEmpty:
            tree.modals.removeLast(1 + random.below(tree.modals.count))
        case 1 where tree.modals.count < 3:
            tree.modals.append(modal(over: tree, stacks: &stacks, tabs: &tabs))
        case 2:
            tree.modals = []
            tree.root = content(stacks: &stacks, tabs: &tabs)
        default:
            tree = editContainer(tree)
        }
        return tree
    }

    /// Pushes, pops or replaces screens of a stack, selects another tab or moves a screen
    /// between two containers of the kept levels.
    private mutating func editContainer(_ tree: ViewTree) -> ViewTree {
        let presenters = Set(tree.modals.map(\.presenter))
        let containers = tree.levels.flatMap(Self.nodes).filter(\.isContainer)
        guard !containers.isEmpty else { return tree }
        let container = containers[random.below(containers.count)]
        var kind = container.kind
        switch container.kind {
        case .stack(var screens):
            switch random.below(4) {
            case 0: screens.append(screen())
            case 1 where screens.count > 1 && !presenters.contains(screens[screens.count - 1].id): screens.removeLast()
            case 2:
                let kept = screens.prefix(1 + random.below(screens.count))
                screens = Array(kept) + (0..<random.below(3)).map { _ in screen() }
            default:
                // Move a leaf screen of another stack onto this one.
                let others = containers.filter { $0.id != container.id }
                guard let other = others.first, case .stack(var theirs) = other.kind, theirs.count > 1,
                    let moved = theirs.last, !presenters.contains(moved.id)
                else { break }
                theirs.removeLast()
                screens.append(moved)
                var moving = tree.replacingKind(of: other.id, with: .stack(theirs))
                moving = moving.replacingKind(of: container.id, with: .stack(screens))
                return moving
            }
            kind = .stack(screens)
        case .tabs(let children, _):
            kind = .tabs(children, selected: random.below(children.count))
        case .screen, .embedded:
            break
        }
        return tree.replacingKind(of: container.id, with: kind)
    }
}

extension SeededGenerator {
    /// A number from 0 to `bound - 1` (0 when `bound` is not positive).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
