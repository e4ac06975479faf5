import Foundation
import Logging
import Testing
import WireframeHeadless
import WireframeKit

// Holds a sample of the `///` comments of URLRouting+UnawaitedNavigations.swift (the documentation
// tests check that it stays the same): the first test's tap and wait.

/// A module written as a ViperBase app writes it (the Contact module: synchronous contracts,
/// button handlers that call the presenter) navigates without `async`: each navigation is asked
/// in the wireframe's order at once, and its failure goes to the wireframe's `onModuleError`.
@MainActor
@Suite("Navigating from synchronous code", .timeLimit(.minutes(1)))
struct SynchronousNavigationTests {
    let clock = ManualClock()
    let window: HeadlessWindow
    let wireframe = Wireframe(
        containerFactory: HeadlessContainerFactory(),
        logger: Logger(label: "modules-tests") { _ in SwiftLogNoOpLogHandler() }
    )

    init() {
        window = HeadlessWindow(clock: clock, animationDuration: .zero)
    }

    /// Attaches a Contact module (contact 1) as the window's root, on a stack or not.
    func attachContact(inStack: Bool = true) async throws -> ContactView {
        let module = try ContactBuilder.build(input: 1)
        try await module.attach(to: window, inStack: inStack, wireframe: wireframe)
        return module.view
    }

    @Test("a button handler pushes the next module, with no async and no Task")
    func buttonHandlerPushes() async throws {
        let contact = try await attachContact()

        // sample URLRouting+UnawaitedNavigations/waitForModuleNavigations
        contact.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()
        // sample end

        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "ContactView" (Contact 1)
                   └─ screen "ContactView" (Contact 2)
                """
        )
    }

    @Test("a failure goes to the wireframe's handler, naming the module; the hierarchy is unchanged")
    func failureGoesToTheHandler() async throws {
        let contact = try await attachContact(inStack: false)
        var failures: [ModuleError] = []
        wireframe.onModuleError = { failures.append($0) }
        let before = window.dump()

        contact.friendTapped(id: 2)
        contact.closeTapped()
        await wireframe.waitForModuleNavigations()

        #expect(failures.map(\.code) == [.noStack, .notPresented])
        #expect(
            failures.first?.message
                == "module \"Contact\": cannot push \"Contact\": its view \"ContactView\" is on no stack"
        )
        #expect(failures.allSatisfy { $0.module == "Contact" })
        #expect(wireframe.lastModuleError == failures.last)
        #expect(window.dump() == before)
    }

    @Test("with no handler, a failure is logged as a warning and kept as the last error")
    func failureWithNoHandler() async throws {
        let recorder = LogRecorder()
        let wireframe = Wireframe(
            containerFactory: HeadlessContainerFactory(),
            logger: Logger(label: "modules-tests") { _ in recorder.handler }
        )
        let module = try ContactBuilder.build(input: 1)
        try await module.attach(to: window, wireframe: wireframe)

        module.view.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()

        #expect(wireframe.lastModuleError?.code == .noStack)
        let warnings = recorder.messages(at: .warning)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("module \"Contact\": cannot push \"Contact\"") == true, "\(warnings)")
    }

    @Test("a module that cannot be built is a failure of the navigation that asked for it")
    func buildFailureGoesToTheHandler() async throws {
        let contact = try await attachContact()
        var failures: [ModuleError] = []
        wireframe.onModuleError = { failures.append($0) }
        let router = try #require((contact.presenter as? ContactPresenter)?.router as? ContactRouter)

        router.withoutWaiting.push(try ContactBuilder.build(input: 2, viewSource: .factory { throw Refusal() }))
        await wireframe.waitForModuleNavigations()

        #expect(failures.map(\.code) == [.viewUnavailable])
        #expect(window.allScreens.count == 2)
    }

    @Test("navigations asked without waiting keep their place among those that are awaited")
    func keepsTheWireframesOrder() async throws {
        // No deadline on the wall clock: on a loaded machine the first push could time out while
        // its animation waits for the manual clock, and the test would measure the load.
        try wireframe.navigator.setTurnTimeout(nil)
        let window = HeadlessWindow(clock: clock, animationDuration: .milliseconds(300))
        let module = try ContactBuilder.build(input: 1)
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(module.presenter.router as? ContactRouter)

        let first = Task { try await router.push(ContactBuilder.build(input: 2)) }
        try await clock.waitForSleepers()
        module.view.friendTapped(id: 3)  // asked while the first push runs
        let last = Task { try await router.push(ContactBuilder.build(input: 4)) }
        for _ in 0..<100 { await Task.yield() }
        #expect(wireframe.navigator.waitingTurnCount == 2)

        for _ in 0..<3 {
            try await clock.waitForSleepers()
            clock.advance(by: .milliseconds(300))
        }
        try await first.value
        try await last.value
        await wireframe.waitForModuleNavigations()
        #expect(window.allScreens.compactMap(\.title) == ["Contact 1", "Contact 2", "Contact 3", "Contact 4"])
    }

    @Test("asked from inside a turn (a view that navigates as it loads), it runs once that turn is over")
    func askedInsideATurn() async throws {
        let contact = try await attachContact()
        var failures: [ModuleError] = []
        wireframe.onModuleError = { failures.append($0) }

        try await wireframe.inTurn(named: "load the contact") { _ in
            contact.friendTapped(id: 2)
        }
        await wireframe.waitForModuleNavigations()

        #expect(failures.isEmpty, "\(failures)")
        #expect(window.topmostScreen?.title == "Contact 2")
    }

    @Test("dismiss, and a plain screen presented, without async")
    func presentAndDismiss() async throws {
        let contact = try await attachContact()
        contact.privacyPolicyTapped()
        await wireframe.waitForModuleNavigations()
        #expect(
            window.dump() == """
                window
                └─ stack
                   └─ screen "ContactView" (Contact 1)
                      └─ presents stack
                         └─ screen "privacy-policy"
                """
        )
        let router = try #require((contact.presenter as? ContactPresenter)?.router as? ContactRouter)
        router.withoutWaiting.closeFlow()
        await wireframe.waitForModuleNavigations()
        #expect(window.allScreens.count == 2)
    }

    @Test("a router kept past its view reports viewGone instead of navigating")
    func viewGone() async throws {
        let contact = try await attachContact()
        var failures: [ModuleError] = []
        wireframe.onModuleError = { failures.append($0) }
        contact.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()
        let kept = try #require(((window.topmostScreen as? ContactView)?.presenter as? ContactPresenter)?.router)
        _ = try await wireframe.navigator.back(animated: false)

        kept.showFriend(id: 3)
        await wireframe.waitForModuleNavigations()

        #expect(failures.map(\.code) == [.viewGone])
        #expect(window.allScreens.count == 2)
    }
}

/// What a view factory throws in the tests.
struct Refusal: Error {}

/// Keeps the messages logged to it, with their levels.
final class LogRecorder: @unchecked Sendable {
    // Read and written under `lock` only.
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, message: String)] = []

    /// A handler logging into this recorder.
    var handler: any LogHandler { Handler(recorder: self) }

    /// The messages logged at `level`.
    func messages(at level: Logger.Level) -> [String] {
        lock.withLock { entries.filter { $0.level == level }.map(\.message) }
    }

    private func append(_ level: Logger.Level, _ message: String) {
        lock.withLock { entries.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(event.level, event.message.description)
        }
    }
}
