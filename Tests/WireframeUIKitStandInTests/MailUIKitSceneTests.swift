import Foundation
import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport

/// The mail app's UIKit face (Examples/MailUIKit, compiled into this target through the link
/// MailUIKit): its scene delegate as UIKit drives it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MailUIKitSceneTests {
    /// Connects a new scene of `session` with `options` to a new delegate, as UIKit does, and
    /// waits until what it started is done.
    private func connect(
        _ session: UISceneSession = UISceneSession(),
        _ options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
    ) async throws -> (MailSceneDelegate, UIWindowScene) {
        let delegate = MailSceneDelegate()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        delegate.scene(scene, willConnectTo: session, options: options)
        try await settle(delegate)
        return (delegate, scene)
    }

    /// Waits until the delegate's work is done, ending the window's animations meanwhile.
    private func settle(_ delegate: MailSceneDelegate) async throws {
        let window = try #require(delegate.window)
        try await endingAnimations(in: window) { await delegate.pending?.value }
        if let error = delegate.lastError { Issue.record("the scene failed: \(error)") }
    }

    /// The navigation controller of the inbox tab of the delegate's window.
    private func inboxStack(of delegate: MailSceneDelegate) -> UINavigationController? {
        let tabs = delegate.window?.rootViewController as? UITabBarController
        return tabs?.viewControllers?.first as? UINavigationController
    }

    private func path(_ delegate: MailSceneDelegate) -> [PathSegment] {
        delegate.mail?.store.navigationState.path ?? []
    }

    @Test func aFreshSceneShowsTheInboxInItsOwnWindow() async throws {
        let (delegate, _) = try await connect()
        #expect(path(delegate) == ["mail", "inbox"])
        let tabs = try #require(delegate.window?.rootViewController as? UITabBarController)
        #expect(tabs.restorationIdentifier == "mail" && delegate.window?.isKeyWindow == true)
    }

    @Test func aColdStartByALinkShowsTheLinkedMessage() async throws {
        let link = UIOpenURLContext(url: try #require(URL(string: "mailapp://messages/42")))
        let (delegate, _) = try await connect(UISceneSession(), UIScene.ConnectionOptions(urlContexts: [link]))
        #expect(path(delegate) == ["mail", "inbox", try MailScreens.message(42)])
    }

    @Test func aColdStartByAUniversalLinkShowsTheLinkedMessage() async throws {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://mail.example.com/messages/7")
        let (delegate, _) = try await connect(UISceneSession(), UIScene.ConnectionOptions(userActivities: [activity]))
        #expect(path(delegate) == ["mail", "inbox", try MailScreens.message(7)])
    }

    @Test func warmLinksAreOpenedInOrder() async throws {
        let (delegate, scene) = try await connect()
        let link = UIOpenURLContext(url: try #require(URL(string: "mailapp://messages/3")))
        delegate.scene(scene, openURLContexts: [link])
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://mail.example.com/messages/5")
        delegate.scene(scene, continue: activity)
        try await settle(delegate)
        #expect(path(delegate) == ["mail", "inbox", try MailScreens.message(5)])
    }

    @Test func aLinkNotOpenToOutsideLinksIsRefused() async throws {
        let (delegate, scene) = try await connect()
        let link = UIOpenURLContext(url: try #require(URL(string: "mailapp://compose")))
        delegate.scene(scene, openURLContexts: [link])
        let window = try #require(delegate.window)
        try await endingAnimations(in: window) { await delegate.pending?.value }
        #expect(delegate.lastError != nil)
        #expect(path(delegate) == ["mail", "inbox"])
    }

    @Test func theSavedStateIsRestoredWhenTheSceneConnectsAgain() async throws {
        let (first, scene) = try await connect()
        let link = UIOpenURLContext(url: try #require(URL(string: "mailapp://messages/9")))
        first.scene(scene, openURLContexts: [link])
        try await settle(first)
        let saved = try #require(first.stateRestorationActivity(for: scene))
        let (second, _) = try await connect(UISceneSession(restoring: saved))
        #expect(path(second) == ["mail", "inbox", try MailScreens.message(9)])
        let inbox = try #require(inboxStack(of: second))
        #expect(inbox.viewControllers.map(\.restorationIdentifier) == ["inbox", "message:9"])
    }

    @Test func twoScenesEachKeepTheirOwnWindowAndState() async throws {
        let (first, _) = try await connect()
        let link = UIOpenURLContext(url: try #require(URL(string: "mailapp://messages/1")))
        let (second, _) = try await connect(UISceneSession(), UIScene.ConnectionOptions(urlContexts: [link]))
        #expect(first.window !== second.window)
        let inbox = try #require(inboxStack(of: second))
        inbox.standInSimulateBackSwipe()
        second.window?.standInFinishAnimations()
        #expect(path(second) == ["mail", "inbox"])
        #expect(path(first) == ["mail", "inbox"])
        #expect(first.window?.rootViewController !== second.window?.rootViewController)
    }
}
