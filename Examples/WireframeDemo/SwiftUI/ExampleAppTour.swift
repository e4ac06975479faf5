import WireframeKit
import WireframeSwiftUI

// The demo's SwiftUI part, second half: the example app's navigation (Examples/MailSwiftUI's
// Navigation folder, linked here as MailNavigation: its routes and screens, no SwiftUI) on the
// same models. Each tap does what the app's view does — its WireframeLink hands the URL to
// `MailNavigation.navigate(to:)`; "Send" and Back write the bindings SwiftUI's views write — and
// the tour prints the updates the views get, planned for iOS 16, and what they then show.

/// The example app's journey on the SwiftUI models: launch, an outside link refused before
/// signing in, sign in, open a message, reply, send, back, and the outside link again.
@MainActor
struct ExampleAppTour {
    /// The link the app is opened with, before and after signing in.
    static let outsideLink = "mailapp://messages/4"

    let mail = MailNavigation(window: SwiftUIWindow(limits: .iOS16))
    let views: SimulatedViews

    init() throws {
        views = SimulatedViews(showing: mail.window)
        try mail.registerRoutes()
    }

    /// Runs the journey; the lines to print.
    func run() async -> [String] {
        var lines = await step("launch", "the app routes /welcome") { mail.navigate(to: "/welcome") }
        lines += await refusal("outside", "\(Self.outsideLink) before signing in") {
            mail.openOutsideLink(Self.outsideLink)
        }
        lines += await step("tap", "\"Sign in\", a link to /sign-in") { mail.navigate(to: "/sign-in") }
        lines += await step("tap", "\"Continue\", which navigates to /main") { mail.navigate(to: "/main") }
        lines += await step("tap", "\"Message 3\", a link to MailMessageRoute(id: 3)") {
            mail.navigate(to: MailMessageRoute(id: 3))
        }
        lines += await step("tap", "\"Reply\", a link to /compose") { mail.navigate(to: "/compose") }
        lines += await step("tap", "\"Send\": the cover's view calls dismiss (its binding set to nil)") {
            (mail.window.root as? SwiftUIScreen)?.levelModalBinding(.fullScreenCover).wrappedValue = nil
        }
        lines += await step("back", "the user taps Back (the stack's path loses its last screen)") {
            if let stack = mail.window.screen(withIdentifier: "mail") as? SwiftUIStack {
                stack.pathBinding.wrappedValue = Array(stack.pathBinding.wrappedValue.dropLast())
            }
        }
        lines += await step("outside", "\(Self.outsideLink) once signed in") { mail.openOutsideLink(Self.outsideLink) }
        return lines
    }

    /// Does `action`, waits for its navigations and for the views to show them; the lines: what
    /// was done, the updates the views got, what they show.
    private func step(_ label: String, _ what: String, _ action: () -> Void) async -> [String] {
        let updates = await updates(after: action)
        let shown = mail.window.shownTree.outline.split(separator: "\n").map(String.init)
        return [Self.labelled(label, what)]
            + (updates.isEmpty ? ["no update: the views show it already"] : updates).map { Self.indent + $0 }
            + shown.map { Self.indent + $0 }
    }

    /// Does `action`, which the wireframe refuses; the lines: what was done, the updates the views
    /// got (none), and what the app's one handler of failures was told.
    private func refusal(_ label: String, _ what: String, _ action: () -> Void) async -> [String] {
        let updates = await updates(after: action)
        return [
            Self.labelled(label, "\(what): refused, \(updates.count) updates; the app's handler is told"),
            Self.indent + (mail.failure?.message ?? "(nothing)"),
        ]
    }

    /// The updates the views got for what `action` asked, once they show it.
    private func updates(after action: () -> Void) async -> [String] {
        let start = views.updates.count
        action()
        await mail.wireframe.waitForModuleNavigations()
        await mail.window.waitUntilShown()
        return views.updates.dropFirst(start).map(\.description)
    }

    private static let indent = String(repeating: " ", count: 12)

    /// `what` after `label`, in the tour's columns.
    private static func labelled(_ label: String, _ what: String) -> String {
        label + String(repeating: " ", count: 12 - label.count) + what
    }
}
