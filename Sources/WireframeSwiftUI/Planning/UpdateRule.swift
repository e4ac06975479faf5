/// The rule each update published to SwiftUI keeps, for given ``SwiftUILimits``: what
/// ``UpdatePlanner`` plans by, and what its tests check every update of a plan against.
///
/// <!-- sample UpdateRule/UpdateRule -->
/// ```swift
/// let rule = UpdateRule(limits: .iOS16)
/// let problem = rule.violation(from: shown, to: next)  // nil: SwiftUI accepts it in one update
/// ```
public struct UpdateRule: Sendable {
    /// The limits of the OS version the rule is for.
    public let limits: SwiftUILimits

    /// The rule of `limits`.
    public init(limits: SwiftUILimits) {
        self.limits = limits
    }

    /// Why SwiftUI on this OS version would not show `after` in one update from `before`, or
    /// `nil` when it would:
    ///
    /// - both must be trees SwiftUI can show (no screen twice, each modal presented from its
    ///   level below, a selected tab in range);
    /// - one modal change at most: one modal presented, or modals dismissed from the top (one
    ///   level before iOS 17), never both;
    /// - the screen that presents or dismisses is shown before and after, and none of its
    ///   containers changes in that update.
    public func violation(from before: ViewTree, to after: ViewTree) -> String? {
        if let problem = before.invalidity { return "the tree before is not valid: \(problem)" }
        if let problem = after.invalidity { return "the tree after is not valid: \(problem)" }
        let kept = ViewTree.commonModalLevels(before, after)
        let dismissed = before.modals.count - kept
        let presented = after.modals.count - kept
        if dismissed > 0, presented > 0 {
            return "it dismisses \(before.modals[kept].content.quotedName) and presents "
                + "\(after.modals[kept].content.quotedName) in one update"
        }
        if presented > 1 {
            return "it presents \(presented) modals in one update; SwiftUI presents one at a time"
        }
        if dismissed > 1, !limits.dismissesSeveralLevelsAtOnce {
            return "it dismisses \(dismissed) modal levels in one update; before iOS 17 SwiftUI dismisses one at a time"
        }
        let presenter: ViewTree.NodeID
        if presented == 1 {
            presenter = after.modals[kept].presenter
        } else if dismissed > 0 {
            presenter = before.modals[kept].presenter
        } else {
            return nil
        }
        return Self.instability(of: presenter, level: kept, before, after)
    }

    /// Why the screen `presenter`, of level `level`, is not steady from `before` to `after`:
    /// absent from either, or one of its containers (in either tree) changed.
    private static func instability(
        of presenter: ViewTree.NodeID,
        level: Int,
        _ before: ViewTree,
        _ after: ViewTree
    ) -> String? {
        let old = ViewTree.Index(before)
        let new = ViewTree.Index(after)
        guard let entry = old[presenter], entry.level == level, new[presenter]?.level == level else {
            return "the presenting screen \(presenter) is not shown both before and after the update"
        }
        if level == 0, before.root?.id != after.root?.id {
            return "the window's root changes in the update that presents or dismisses over \(entry.node.quotedName)"
        }
        let oldStates = before.levels[level].containerStates
        let newStates = after.levels[level].containerStates
        for container in Set(old.ancestors(of: presenter) + new.ancestors(of: presenter))
        where oldStates[container] != newStates[container] {
            let name = (old[container] ?? new[container])?.node.quotedName ?? "\(container)"
            return "\(name), a container of the presenting screen \(entry.node.quotedName), changes in the "
                + "update that presents or dismisses over it"
        }
        return nil
    }
}
