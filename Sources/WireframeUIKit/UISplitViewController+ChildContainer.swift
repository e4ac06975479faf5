#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every split view controller is a `ChildContainer`: the wireframe's visible screen and visible
/// stack are found through its secondary (detail) column while both columns show, and through
/// its primary column once it is collapsed.
///
/// So `.push` from a wireframe whose root is a split view pushes onto the navigation controller
/// of the detail column on iPad, and of the primary column on iPhone.
extension UISplitViewController: ChildContainer {
    /// The `viewControllers`: the primary controller, then the secondary one when expanded.
    public var childScreens: [any Screen] { viewControllers }

    /// The secondary controller while both columns show, the primary one when collapsed
    /// (`isCollapsed`), or `nil` when there is none.
    public var activeChild: (any Screen)? {
        isCollapsed ? viewControllers.first : viewControllers.last
    }

    /// Shows `screen` as the child at `index` of ``childScreens`` — 0 the primary column, then
    /// the supplementary one (a triple-column split view), then the secondary one —, or, when
    /// `screen` is `nil`, takes the secondary controller of a classic split view away; returns
    /// the controller shown there before. A column-style split view (iOS 14) is changed with
    /// `setViewController(_:for:)`, a classic one by setting `viewControllers`; when `animated`,
    /// inside a cross-dissolve of the split view of 0.3 s, and returns when it ends.
    ///
    /// - Throws: `PresentationError` (nothing changes) with code `cannotChangeChildren` when the
    ///   split view is collapsed or has no such column (or it is one that cannot be emptied),
    ///   `foreignScreen` when `screen` is not a view controller, `alreadyInHierarchy` when it is
    ///   shown elsewhere or holds this split view, and `transitionInProgress` when a transition
    ///   runs in the split view or in the column's controller, or UIKit did not make the change.
    public func showChild(
        _ screen: (any Screen)?,
        at index: Int,
        animated: Bool
    ) async throws(PresentationError)
        -> (any Screen)?
    {
        let places = childPlaces
        guard !isCollapsed, places.indices.contains(index), screen != nil || places[index].mayBeEmptied
        else {
            throw PresentationError(
                .cannotChangeChildren,
                "the split view controller \"\(screenIdentifier)\" shows \(viewControllers.count) column(s)"
                    + (isCollapsed ? ", collapsed" : "") + ": it cannot "
                    + "\(screen == nil ? "empty" : "show a screen in") column \(index)"
            )
        }
        let place = places[index]
        let previous = child(at: place)
        if let screen, screen === previous { return previous }
        let incoming = try checkedChildren(screen.map { [$0] } ?? [], mayStay: false).first
        try await performTransition(
            "change of column \(index)",
            bringingIn: incoming.map { [$0] } ?? [],
            idle: [self] + (previous.map { [$0] } ?? []),
            madeIf: { child(at: place) === incoming },
            shows: { viewControllers },
            start: { completion in
                let change: @MainActor @Sendable () -> Void = { self.show(incoming, at: place) }
                if animated, let view = viewIfLoaded, view.window != nil {
                    view.crossDissolve(change, completion: completion)
                } else {
                    change()
                    completion()
                }
            }
        )
        return previous
    }
}

extension UISplitViewController {
    /// Where a child of a split view goes: a column (column style), or a place in the classic
    /// `viewControllers`.
    fileprivate enum ChildPlace {
        case column(Column)
        case classic(Int)

        /// Whether the place can be left empty: the classic secondary controller only.
        var mayBeEmptied: Bool {
            if case .classic(1) = self { return true }
            return false
        }
    }

    /// The places ``showChild(_:at:animated:)`` indexes, in the order of ``childScreens``
    /// expanded: a classic split view's primary and secondary controllers (the secondary one
    /// may be added), a column-style one's columns.
    fileprivate var childPlaces: [ChildPlace] {
        switch style {
        case .doubleColumn: [.column(.primary), .column(.secondary)]
        case .tripleColumn: [.column(.primary), .column(.supplementary), .column(.secondary)]
        default: (0..<min(viewControllers.count + 1, 2)).map { .classic($0) }
        }
    }

    /// The controller shown at `place`, if any.
    fileprivate func child(at place: ChildPlace) -> UIViewController? {
        switch place {
        case .column(let column): viewController(for: column)
        case .classic(let index): viewControllers.indices.contains(index) ? viewControllers[index] : nil
        }
    }

    /// Shows `controller` at `place` with UIKit's call, or empties it.
    fileprivate func show(_ controller: UIViewController?, at place: ChildPlace) {
        switch place {
        case .column(let column):
            setViewController(controller, for: column)
        case .classic(let index):
            var columns = viewControllers
            if let controller {
                if index < columns.count { columns[index] = controller } else { columns.append(controller) }
            } else if index < columns.count {
                columns.remove(at: index)
            }
            viewControllers = columns
        }
    }
}
#endif
