/// One update a window published to its views: what they show after it, and what it changed.
///
/// A window's views get one update per step of the plan the window's ``UpdatePlanner`` made:
///
/// <!-- sample ViewUpdate/ViewUpdate -->
/// ```swift
/// let views = SimulatedViews(showing: window)
/// try await wireframe.route(to: "myapp://inbox/messages/3/reply")
/// await window.waitUntilShown()
/// let changes = views.updates.map(\.changes)  // one list of lines per update
/// ```
public struct ViewUpdate: Sendable, CustomStringConvertible {
    /// The update's number in its window, from 1.
    public let number: Int
    /// What the views show once they have the update.
    public let tree: ViewTree
    /// What it changes, one line each (see ``ViewTree/changes(from:)``).
    public let changes: [String]
    /// Whether the views animate it (a change asked with `animated: true`).
    public let isAnimated: Bool
    /// Whether it presents or dismisses a modal: the views tell the window it is on screen only
    /// once SwiftUI has finished that transition.
    public let changesModals: Bool

    /// `update 2: present "reply" as a sheet over "message:3"`, the changes joined with `; `.
    public var description: String {
        "update \(number): " + (changes.isEmpty ? "no change" : changes.joined(separator: "; "))
    }
}
