import Testing
import WireframeKit
import WireframeSwiftUI

/// NavigatorUI #19 (multi-step deep links fail on iOS 16/17) and swift-navigation PR #241 (a
/// multi-step deep link animates in several steps): a deep link of a tab, three pushes, a
/// sheet and a sheet over it is one request — one turn of the navigator, one change its
/// observers hear — and reaches SwiftUI in the fewest updates each OS version accepts, the three
/// pushes in one of them.
@MainActor
@Suite("Peer complaints: multi-step deep links", .timeLimit(.minutes(1)))
struct MultiStepDeepLinkTests {
    @Test(
        "one request, one change, three updates, on the iOS 16 and the iOS 17 plan",
        arguments: [
            SwiftUILimits.iOS16, .iOS17,
        ]
    )
    func oneRequest(_ limits: SwiftUILimits) async throws {
        let app = try SwiftUIMail(limits: limits)
        try await app.router.apply(.setPath(["mail", "settings"]))
        var changes: [NavigationChange.Source] = []
        let observation = app.wireframe.navigator.observeChanges { changes.append($0.source) }
        let views = SimulatedViews(showing: app.window)

        try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)
        await views.showUpdatesUntilShown(app.window)

        #expect(changes == [.wireframe])
        #expect(
            views.changes == [
                [
                    #"select tab 0 of "mail""#,
                    #"set the screens of "inbox" to ["list", "message:1", "message:2", "message:3"]"#,
                ],
                [#"present "reply" as a sheet over "message:3""#],
                [#"present "attachments" as a sheet over "reply""#],
            ]
        )
        let rule = UpdateRule(limits: limits)
        for (before, after) in zip([views.updates[0].tree] + views.updates.map(\.tree), views.updates.map(\.tree))
            .dropFirst()
        {
            #expect(rule.violation(from: before, to: after) == nil)
        }
        observation.cancel()
    }

    @Test("back to the inbox's root from under two sheets: three updates on iOS 16, two on iOS 17")
    func dismissAndPopToRoot() async throws {
        for (limits, count) in [(SwiftUILimits.iOS16, 3), (.iOS17, 2)] {
            let app = try SwiftUIMail(limits: limits)
            try await app.router.open("mailapp://inbox/messages/3/reply/attachments", origin: .outsideLink)
            let views = SimulatedViews(showing: app.window)
            try await app.router.apply(.setPath(["mail", "inbox"]))
            await views.showUpdatesUntilShown(app.window)
            #expect(views.updates.count == count, "\(limits)")
            #expect(app.window.shownTree.outline == app.window.modelTree.outline)
        }
    }
}
