import Foundation
import Testing
import WireframeKit
import WireframeSwiftUI

/// The whole SwiftUI tree — tabs, stacks, sheets — saved as the existing Codable navigation
/// state and rebuilt in a new window; a saved state the app no longer knows falls back.
@MainActor
@Suite("State routing on SwiftUI: save and restore", .timeLimit(.minutes(1)))
struct RestorationOnSwiftUITests {
    @Test(
        "tabs, a stack three deep and two sheets come back the same, in the fewest updates",
        arguments: [
            SwiftUILimits.iOS16, .iOS17,
        ]
    )
    func restoresTheWholeTree(_ limits: SwiftUILimits) async throws {
        let app = try SwiftUIMail(limits: limits)
        try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)
        let saved = try app.store.navigationState.jsonData()

        let relaunched = try SwiftUIMail(limits: limits)
        let views = SimulatedViews(showing: relaunched.window)
        let outcome = try await relaunched.router.restore(from: saved, fallback: ["mail", "inbox"])
        await views.showUpdatesUntilShown(relaunched.window)
        #expect(outcome == .restored)
        #expect(relaunched.window.modelTree.outline == app.window.modelTree.outline)
        #expect(relaunched.window.shownTree.outline == app.window.modelTree.outline)
        // The root with its tabs and pushes, then each sheet.
        #expect(views.updates.count == 3)
    }

    @Test("the saved JSON names segments and their data, never types")
    func savedFormIsTheAppsOwn() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        try await app.router.open("mailapp://inbox/messages/1/reply/attachments", origin: .outsideLink)
        let json = String(decoding: try app.store.navigationState.jsonData(), as: UTF8.self)
        #expect(json.contains(#""format":1"#))
        #expect(json.contains(#"{"segment":"attachments"}"#))
        #expect(!json.contains("SwiftUI") && !json.contains("MessageRef"))
    }

    @Test("a saved segment the app no longer knows falls back")
    func unknownSegmentFallsBack() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        let saved = Data(#"{"format":1,"route":[{"segment":"mail"},{"segment":"archive"}]}"#.utf8)
        let outcome = try await app.router.restore(from: saved, fallback: ["mail", "inbox"])
        guard case .fellBack(let error) = outcome else {
            Issue.record("restored \(outcome)")
            return
        }
        #expect(error.code == .cannotBuild || error.code == .unknownSegment)
        #expect(app.store.navigationState.path == ["mail", "inbox"])
        #expect(app.window.modelTree.outline.hasPrefix(#"tabs "mail" (selected: 0)"#))
    }
}
