import WireframeKit
import WireframeSwiftUI

// The demo's SwiftUI part: a deep link that arrives at cold start builds tabs, a stack three deep
// and two sheets in one request; the user swipes both sheets down and goes back, through the
// bindings SwiftUI's views write, and the state follows each at once; a change planned for each
// OS version; the state saved and restored in a new window. Each step prints the updates the
// views get: the planner's, the fewest the OS version accepts.

extension SwiftUIMail {
    /// Runs the tour on iOS 16's rules; the lines to print.
    static func tour() async throws -> [String] {
        let app = try SwiftUIMail(limits: .iOS16)
        var lines = try await app.coldStart()
        lines += app.userActions()
        await app.window.waitUntilShown()
        lines += indented(app.window.shownTree.outline)
        lines += try await plansForEachVersion()
        lines += try await app.saveAndRestore()
        return lines
    }

    /// The link arrives before the window has a root and is held; once the window is attached
    /// it runs as one request.
    private func coldStart() async throws -> [String] {
        let request = Task { try await router.open(Self.link, origin: .outsideLink) }
        for _ in 0..<100 where wireframe.navigator.waitingTurnCount == 0 { await Task.yield() }
        var lines = [
            "cold start  \(Self.link) arrives before the window has a root:",
            "            \(wireframe.navigator.waitingTurnCount) request held; the window shows \(window.shownTree.outline)",
        ]
        wireframe.attach(root: window)
        _ = try await request.value
        await window.waitUntilShown()
        lines.append("launch      the window is attached and the link runs, one request; the state is")
        lines.append("            \(store.navigationState)")
        lines.append("updates     the views get \(views.updates.count), each once SwiftUI shows the one before:")
        lines += Self.indented(updates(after: 0).joined(separator: "\n"))
        lines += Self.indented(window.shownTree.outline)
        return lines
    }

    /// The user swipes both sheets down and taps Back on the inbox; the state after each, read
    /// before the binding's write returns.
    private func userActions() -> [String] {
        var lines: [String] = []
        for (presenter, sheet) in [("reply", "attachments"), ("message:3", "reply")] {
            screen(presenter)?.modalBinding(.sheet).wrappedValue = nil
            lines.append("swipe down  the user swipes \"\(sheet)\" down (its binding set to nil); the state is")
            lines.append("            \(store.navigationState)")
        }
        if let inbox = screen("inbox", as: SwiftUIStack.self) {
            let path = inbox.pathBinding
            path.wrappedValue = Array(path.wrappedValue.dropLast())
        }
        lines.append("back        the user taps Back (the inbox's path loses its last screen); the state is")
        lines.append("            \(store.navigationState)")
        return lines
    }

    /// Back to the inbox's root from under both sheets, on each version's rules.
    private static func plansForEachVersion() async throws -> [String] {
        var lines = [
            "plans       back to the inbox's root from under both sheets, in a window on each version's rules:"
        ]
        for limits in [SwiftUILimits.iOS16, .iOS17] {
            let other = try await showingLink(limits: limits)
            let start = other.views.updates.count
            try await other.router.apply(.setPath(["mail", "inbox"]))
            await other.window.waitUntilShown()
            lines.append("            \(limits.name):")
            lines += indented(other.updates(after: start).joined(separator: "\n"), by: 2)
        }
        return lines
    }

    /// The link again, the state saved as JSON, and restored in a new window as at the next launch.
    private func saveAndRestore() async throws -> [String] {
        try await router.open(Self.link, origin: .outsideLink)
        await window.waitUntilShown()
        let saved = try store.navigationState.jsonData()
        let relaunched = try SwiftUIMail(limits: .iOS16)
        relaunched.wireframe.attach(root: relaunched.window)
        let outcome = try await relaunched.router.restore(from: saved, fallback: ["mail", "inbox"])
        await relaunched.window.waitUntilShown()
        let same =
            relaunched.window.shownTree.outline == window.shownTree.outline ? "the same screens" : "other screens"
        let count = relaunched.views.updates.count
        return [
            "saved       the link opened again, then \(String(decoding: saved, as: UTF8.self))",
            "restored    a new window, from the saved JSON: \(outcome), \(same), in \(count) updates",
        ] + Self.indented(relaunched.window.shownTree.outline)
    }

    /// `text`'s lines under the tour's labels, `by` more spaces in.
    private static func indented(_ text: String, by extra: Int = 0) -> [String] {
        let indent = String(repeating: " ", count: 12 + extra)
        return text.split(separator: "\n").map { indent + $0 }
    }
}
