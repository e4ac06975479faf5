import Testing
import WireframeKit
import WireframeSwiftUI

/// The example app's navigation (Examples/MailSwiftUI/Navigation, linked here as
/// MailNavigation) on the SwiftUI models over the shared tree: everything the demo's SwiftUI
/// tour shows of it — each step's updates, planned for iOS 16, what the views then show, and
/// the failure the app's handler is told — asserted here.
@MainActor
@Suite("Examples/MailSwiftUI's navigation on the models: the demo's tour", .timeLimit(.minutes(1)))
struct ExampleAppNavigationTests {
    let mail = MailNavigation(window: SwiftUIWindow(limits: .iOS16))
    let views: SimulatedViews

    init() throws {
        views = SimulatedViews(showing: mail.window)
        try mail.registerRoutes()
    }

    /// Does `action`, waits for its navigations and for the views; the updates they got.
    func updates(after action: () -> Void) async -> [String] {
        let start = views.updates.count
        action()
        await mail.wireframe.waitForModuleNavigations()
        await mail.window.waitUntilShown()
        return views.updates.dropFirst(start).map(\.description)
    }

    /// The main tabs, the inbox's stack holding `pushed` over the inbox.
    static func mainTabs(pushed: String? = nil) -> String {
        let stack = pushed.map { ["│  ├─ screen \"inbox\"", "│  └─ screen \"\($0)\""] } ?? ["│  └─ screen \"inbox\""]
        return (["tabs \"main\" (selected: 0)", "├─ [0] stack \"mail\""] + stack + ["└─ [1] screen \"settings\""])
            .joined(separator: "\n")
    }

    @Test("launch, a refused outside link, sign in, a message, reply, send, back, the link again")
    func tour() async throws {
        #expect(await updates { mail.navigate(to: "/welcome") } == [#"update 1: set the root to "welcome""#])
        #expect(mail.window.shownTree.outline == #"screen "welcome""#)

        #expect(await updates { mail.openOutsideLink("mailapp://messages/4") } == [])
        #expect(
            mail.failure?.message
                == #"module "SwiftUI": route to "mailapp://messages/4": no stack to push "message:4" on: the visible screen "welcome" is not on a stack"#
        )
        #expect(mail.window.shownTree.outline == #"screen "welcome""#)

        #expect(
            await updates { mail.navigate(to: "/sign-in") } == [
                #"update 2: present "sign-in-stack" as a sheet over "welcome""#
            ]
        )
        #expect(
            mail.window.shownTree.outline
                == """
                screen "welcome"
                sheet over "welcome"
                └─ stack "sign-in-stack"
                   └─ screen "sign-in"
                """
        )

        #expect(
            await updates { mail.navigate(to: "/main") } == [
                #"update 3: dismiss the sheet "sign-in-stack""#, #"update 4: set the root to "main""#,
            ]
        )
        #expect(mail.window.shownTree.outline == Self.mainTabs())

        #expect(
            await updates { mail.navigate(to: MailMessageRoute(id: 3)) } == [
                #"update 5: set the screens of "mail" to ["inbox", "message:3"]"#
            ]
        )
        #expect(mail.window.shownTree.outline == Self.mainTabs(pushed: "message:3"))

        #expect(
            await updates { mail.navigate(to: "/compose") } == [
                #"update 6: present "compose-stack" as a full-screen cover over "message:3""#
            ]
        )
        #expect(
            mail.window.shownTree.outline
                == Self.mainTabs(pushed: "message:3") + "\n"
                    + """
                    full-screen cover over "message:3"
                    └─ stack "compose-stack"
                       └─ screen "compose"
                    """
        )

        // "Send": the cover's view calls dismiss, which writes nil to the level's cover item.
        let root = try #require(mail.window.root as? SwiftUIScreen)
        #expect(await updates { root.levelModalBinding(.fullScreenCover).wrappedValue = nil } == [])
        #expect(mail.window.shownTree.outline == Self.mainTabs(pushed: "message:3"))

        // Back: the stack's path loses its last screen.
        let stack = try #require(mail.window.screen(withIdentifier: "mail") as? SwiftUIStack)
        #expect(
            await updates { stack.pathBinding.wrappedValue = Array(stack.pathBinding.wrappedValue.dropLast()) } == []
        )
        #expect(mail.window.shownTree.outline == Self.mainTabs())

        #expect(
            await updates { mail.openOutsideLink("mailapp://messages/4") } == [
                #"update 7: set the screens of "mail" to ["inbox", "message:4"]"#
            ]
        )
        #expect(mail.window.shownTree.outline == Self.mainTabs(pushed: "message:4"))
        #expect(mail.window.shownTree == mail.window.modelTree)
    }
}
