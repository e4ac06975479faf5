import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

/// The example app (Examples/MailSwiftUI) on the simulated SwiftUI runtime, as a user goes
/// through it: sign in from a sheet, open a message from the inbox's list, reply in a
/// full-screen cover, send.
@MainActor
@Suite("Examples/MailSwiftUI on the simulated SwiftUI runtime", .timeLimit(.minutes(1)))
struct MailSwiftUITests {
    /// Waits for the navigations the views asked for, then for the views to catch up.
    func settle(_ app: MailSwiftUIApp, _ runtime: ViewRuntime) async {
        await app.mail.wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(app.mail.window, runtime)
    }

    /// The app launched on the runtime, paced by its frames (keep the frames), shown.
    func launch() async -> (MailSwiftUIApp, ViewRuntime, Frames) {
        let frames = Frames()
        let app = MailSwiftUIApp(pacing: frames.pacing)
        let runtime = ViewRuntime(launching: app)
        frames.runtime = runtime
        await settle(app, runtime)
        return (app, runtime, frames)
    }

    @Test("Sign in, open a message, reply, send")
    func userJourney() async throws {
        let (app, runtime, frames) = await launch()
        #expect(runtime.shownTexts == ["Welcome to Mail", "Sign in"])
        runtime.tap("Sign in")
        await settle(app, runtime)
        #expect(runtime.shownTexts == ["Welcome to Mail", "Sign in", "Your account", "Continue"])
        runtime.tap("Continue")
        await settle(app, runtime)
        #expect(runtime.shownTexts.prefix(2) == ["Message 1", "Message 2"])
        #expect(runtime.navigationTitles == ["Inbox"])
        runtime.tap("Message 3")
        await settle(app, runtime)
        #expect(runtime.shownTexts == ["The text of Message 3", "Reply"])
        #expect(runtime.navigationTitles == ["Message 3"])
        runtime.tap("Reply")
        await settle(app, runtime)
        #expect(runtime.shownTexts.suffix(2) == ["To:", "Send"])
        runtime.tap("Send")
        await settle(app, runtime)
        #expect(runtime.shownTexts == ["The text of Message 3", "Reply"])
        await runtime.goBack()
        await settle(app, runtime)
        #expect(runtime.navigationTitles == ["Inbox"])
        #expect(app.mail.wireframe.lastModuleError == nil)
        #expect(runtime.problems == [])
        withExtendedLifetime(frames) {}
    }

    @Test("A link the app is opened with shows the message")
    func outsideLink() async throws {
        let (app, runtime, frames) = await launch()
        runtime.openURL("mailapp://messages/4")
        await settle(app, runtime)
        // Before signing in, the welcome screen has no stack: the message is refused, said so.
        #expect(app.mail.wireframe.lastModuleError != nil)
        runtime.tap("Sign in")
        await settle(app, runtime)
        runtime.tap("Continue")
        await settle(app, runtime)
        runtime.openURL("mailapp://messages/4")
        await settle(app, runtime)
        #expect(runtime.shownTexts == ["The text of Message 4", "Reply"])
        withExtendedLifetime(frames) {}
    }
}
