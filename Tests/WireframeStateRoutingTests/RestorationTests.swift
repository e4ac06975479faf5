import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The state encodes to JSON and, decoded at launch, rebuilds the same hierarchy; a state the
/// app can no longer show falls back to the root.
@MainActor
@Suite("Restoration: JSON round trips rebuild the hierarchy", .timeLimit(.minutes(1)))
struct RestorationTests {
    nonisolated static let routes: [[PathSegment]] = {
        let message42 = (try? messageSegment(42)) ?? "message"
        return [
            ["login"],
            ["onboarding", message42],
            ["mail", "inbox", message42, "attachment"],
            ["mail", "settings", "about"],
            ["mail", "about"],
            ["mail", "inbox", "compose", "recipients"],
        ]
    }()

    @Test("a saved state, restored in a new window, rebuilds the same hierarchy", arguments: routes)
    func roundTrip(route: [PathSegment]) async throws {
        let before = try MailApp()
        try await before.router.apply(.setPath(route))
        let saved = try before.store.navigationState.jsonData()

        let after = try MailApp()
        let outcome = try await after.router.restore(from: saved, fallback: ["mail", "inbox"])
        #expect(outcome == .restored)
        #expect(after.dump() == before.dump())
        #expect(after.store.navigationState.path == route)
    }

    @Test("the data kept per route comes back with the route")
    func routeData() async throws {
        struct Draft: Codable, Equatable { var text: String }
        let before = try MailApp()
        try await before.router.apply(.setPath(["mail", "inbox", "compose"]))
        before.store.dispatch(try .setPathData(encoding: Draft(text: "Hi"), for: ["mail", "inbox", "compose"]))
        let saved = try before.store.navigationState.jsonData()

        let after = try MailApp()
        _ = try await after.router.restore(from: saved, fallback: ["mail", "inbox"])
        #expect(
            try after.store.navigationState.pathData(Draft.self, for: ["mail", "inbox", "compose"])
                == Draft(text: "Hi")
        )
    }

    @Test("a saved segment the app no longer knows: a typed error naming it, and the app falls back to its root")
    func unknownSegment() async throws {
        let saved = try NavigationState(path: ["mail", "inbox", "archive"]).jsonData()
        let app = try MailApp()
        let outcome = try await app.router.restore(from: saved, fallback: ["mail", "inbox"])
        guard case .fellBack(let error) = outcome else {
            Issue.record("restored a route with an unknown segment")
            return
        }
        #expect(error.code == .unknownSegment)
        #expect(error.segment == "archive")
        #expect(error.message == #"no screen is registered for segment "archive" (position 2)"#)
        #expect(app.route == "mail / inbox")
        #expect(try app.find("inbox", as: HeadlessStack.self).screens.screenIdentifiers == ["list"])
    }

    @Test("a state of a newer format falls back too, and an unshowable fallback throws")
    func newerFormat() async throws {
        let app = try MailApp()
        let newer = Data(#"{"format":9,"route":[{"segment":"mail"}]}"#.utf8)
        let outcome = try await app.router.restore(from: newer, fallback: ["login"])
        guard case .fellBack(let error) = outcome else {
            Issue.record("restored a state of a newer format")
            return
        }
        #expect(error.code == .undecodableState)
        #expect(app.route == "login")
        await expectStateError(.unknownSegment) {
            _ = try await app.router.restore(from: newer, fallback: ["nowhere"])
        }
        #expect(app.route == "login")
    }
}
