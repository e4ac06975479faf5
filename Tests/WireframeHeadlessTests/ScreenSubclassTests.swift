import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A screen of a user's own, as a VIPER module's view is: it counts its loads.
private final class ProfileScreen: HeadlessScreen {
    var loads = 0
    var wasOnAStackWhenLoaded = false

    override func screenDidLoad() {
        loads += 1
        wasOnAStackWhenLoaded = enclosingStack != nil
    }
}

@MainActor
@Suite("Subclasses of HeadlessScreen")
struct ScreenSubclassTests {
    @Test("a subclass made with init() is named after its class")
    func namedAfterItsClass() {
        #expect(ProfileScreen().screenIdentifier == "ProfileScreen")
        #expect(HeadlessScreen().screenIdentifier == "HeadlessScreen")
        #expect(ProfileScreen().dump() == "screen \"ProfileScreen\"")
    }

    @Test("screenDidLoad runs once, when the screen is pushed into a window")
    func loadsOnceWhenPushed() async throws {
        let fixture = try await Fixture()
        let profile = ProfileScreen()
        #expect(profile.loads == 0)
        try await fixture.stack.push(profile, animated: false)
        #expect(profile.loads == 1)
        #expect(profile.wasOnAStackWhenLoaded)
        try await fixture.stack.pop(animated: false)
        try await fixture.stack.push(profile, animated: false)
        #expect(profile.loads == 1)
    }

    @Test("screenDidLoad runs after the animation that brings the screen in")
    func loadsAfterTheAnimation() async throws {
        let fixture = try await Fixture()
        let profile = ProfileScreen()
        let push = Task { try await fixture.stack.push(profile, animated: true) }
        try await fixture.clock.waitForSleepers()
        #expect(profile.loads == 0)
        fixture.clock.advance(by: fixture.window.animationDuration)
        try await push.value
        #expect(profile.loads == 1)
    }

    @Test("screens outside a window load when their container comes into one, each once")
    func loadsWithItsContainer() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let first = ProfileScreen()
        let second = ProfileScreen()
        let presented = ProfileScreen()
        let stack = try HeadlessStack(screens: [first, second])
        #expect(first.loads == 0 && second.loads == 0)
        let tabs = try HeadlessTabs(tabs: [stack])
        try await window.setRoot(tabs, animated: false)
        #expect(first.loads == 1 && second.loads == 1)
        try await second.present(presented, animated: false)
        #expect(presented.loads == 1)
        try await tabs.setTabs([stack, HeadlessScreen("other")], animated: false)
        #expect(first.loads == 1 && second.loads == 1 && presented.loads == 1)
    }

    @Test("the root of a window loads when it is set")
    func rootLoads() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let profile = ProfileScreen("root", title: "Root")
        try await window.setRoot(profile, animated: false)
        #expect(profile.loads == 1)
        #expect(!profile.wasOnAStackWhenLoaded)
    }
}
