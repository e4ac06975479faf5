import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Every plug-in role × every way a plug-in misbehaves: the request fails with the code the
/// documentation gives (or succeeds, where misbehaving is allowed), the hierarchy is unchanged
/// except in the documented cases, and the queue serves the next request.
@MainActor
@Suite("Wireframe: fault injection, every plug-in role × every fault", .timeLimit(.minutes(1)))
struct FaultInjectionTests {
    enum Role: String, CaseIterable, Sendable, CustomStringConvertible {
        case screenProvider = "screen provider"
        case optionProvider = "option provider"
        case observer
        case transition
        case routeGuard = "guard"
        case action
        var description: String { rawValue }
    }

    enum Fault: String, CaseIterable, Sendable, CustomStringConvertible {
        case throwsError = "throws"
        case returnsNothing = "returns nothing"
        case isCancelled = "is cancelled"
        case hangs
        case reenters = "re-enters"
        case changesHierarchyThenThrows = "changes the hierarchy then throws"
        var description: String { rawValue }
    }

    /// What the request does, and whether the hierarchy may have changed.
    struct Outcome {
        let code: WireframeError.Code?
        var hierarchyChanges = false
    }

    /// The documented outcome of `fault` in `role`.
    static func expected(_ role: Role, _ fault: Fault) -> Outcome {
        switch (role, fault) {
        case (_, .hangs): Outcome(code: .timedOut)
        case (_, .isCancelled): Outcome(code: .cancelled)
        case (.observer, .reenters), (.observer, .throwsError): Outcome(code: .rejected)
        // A WireframeError a plug-in throws is passed on as it is: a guard or an action that
        // awaited a request of its own wireframe (not its session's) fails as re-entrant.
        case (_, .reenters): Outcome(code: .reentrantRequest)
        case (.screenProvider, .throwsError): Outcome(code: .screenProviderFailed)
        case (.optionProvider, .throwsError): Outcome(code: .optionProviderFailed)
        case (.transition, .throwsError): Outcome(code: .transitionFailed)
        case (.routeGuard, .throwsError): Outcome(code: .guardCancelled)
        case (.action, .throwsError): Outcome(code: .actionFailed)
        case (.screenProvider, .returnsNothing): Outcome(code: .noScreen)
        // An option provider with no opinion and an observer that proceeds are not faults: the
        // default option is used, and the request goes on. A transition has no "nothing" to
        // return: it places the screen or throws, so it shows the screen itself here.
        // A guard that returns at once lets the request go on; an action returns nothing.
        case (.optionProvider, .returnsNothing), (.observer, .returnsNothing), (.transition, .returnsNothing),
            (.routeGuard, .returnsNothing), (.action, .returnsNothing):
            Outcome(code: nil, hierarchyChanges: true)
        // The wireframe checks transitions, which are meant to change the hierarchy, and names
        // the broken promise. Providers and observers are not meant to touch it at all: one
        // that does is outside the promise, and the request fails with its role's code.
        case (.transition, .changesHierarchyThenThrows): Outcome(code: .hierarchyChanged, hierarchyChanges: true)
        case (.screenProvider, .changesHierarchyThenThrows):
            Outcome(code: .screenProviderFailed, hierarchyChanges: true)
        case (.optionProvider, .changesHierarchyThenThrows):
            Outcome(code: .optionProviderFailed, hierarchyChanges: true)
        case (.observer, .changesHierarchyThenThrows): Outcome(code: .rejected, hierarchyChanges: true)
        case (.routeGuard, .changesHierarchyThenThrows): Outcome(code: .guardCancelled, hierarchyChanges: true)
        case (.action, .changesHierarchyThenThrows): Outcome(code: .actionFailed, hierarchyChanges: true)
        }
    }

    /// Parks a hanging plug-in until the test lets it go.
    @MainActor
    final class Gate {
        private var continuations: [CheckedContinuation<Void, Never>] = []
        var isWaiting: Bool { !continuations.isEmpty }
        func wait() async { await withCheckedContinuation { continuations.append($0) } }
        func open() {
            for continuation in continuations { continuation.resume() }
            continuations = []
        }
    }

    @Test("the request fails as documented and the queue serves the next one", arguments: Role.allCases, Fault.allCases)
    func fault(role: Role, fault: Fault) async throws {
        // The timeout runs on the fixture's manual clock, moved below for the plug-in that
        // hangs: on a real one, a loaded machine could let the next request overrun 150 ms.
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let stack = fixture.stack
        let gate = Gate()
        if fault == .hangs { try wireframe.navigator.setTurnTimeout(.milliseconds(150)) }
        if role != .screenProvider, role != .action {
            try wireframe.register("/target", name: "target screen") { _ in HeadlessScreen("target") }
        }
        // What the faulty plug-in does; its return value, when it returns, is `nil`.
        let misbehave: @MainActor () async throws -> Void = {
            switch fault {
            case .throwsError: throw TestError("broken")
            case .returnsNothing: return
            case .isCancelled: throw CancellationError()
            case .hangs: await gate.wait()
            case .reenters: try await wireframe.route(to: "/compose")
            case .changesHierarchyThenThrows:
                try await stack.push(HeadlessScreen("intruder"), animated: false)
                throw TestError("broken after a change")
            }
        }
        try install(role, fault: fault, misbehave: misbehave, in: wireframe, stack: stack)

        let before = fixture.dump()
        let outcome = Self.expected(role, fault)
        do {
            // In a task of its own: a cancelled plug-in may cancel the task it runs in.
            let target = Task { try await wireframe.route(to: "/target", option: .push) }
            if fault == .hangs {
                try await waitUntil("the plug-in hangs") { gate.isWaiting }
                try await waitUntil("the deadline is watched") { fixture.clock.sleeperCount > 0 }
                fixture.clock.advance(by: .milliseconds(150))
            }
            _ = try await target.value
            #expect(outcome.code == nil, "\(role) \(fault): expected \(outcome.code.map { "\($0)" } ?? "success")")
        } catch let error as WireframeError {
            #expect(error.code == outcome.code, "\(role) \(fault): \(error.message)")
            // Each message names the plug-in at fault (an observer's rejection names it too; a
            // cancelled observer's request stops before its transition, which names no plug-in).
            if !(role == .observer && fault == .isCancelled), fault != .returnsNothing {
                #expect(error.message.contains("\"faulty\""), "\(role) \(fault): \(error.message)")
            }
        } catch {
            Issue.record("\(role) \(fault): not a WireframeError: \(error)")
        }
        if !outcome.hierarchyChanges {
            #expect(fixture.dump() == before, "\(role) \(fault): the hierarchy changed")
        }
        gate.open()
        let next = try await wireframe.route(to: "/compose", option: .push)
        #expect(next.screen.screenIdentifier == "compose", "\(role) \(fault): the queue did not serve the next request")
    }

    /// Adds a plug-in named "faulty" in `role` for `/target` that calls `misbehave`.
    private func install(
        _ role: Role,
        fault: Fault,
        misbehave: @escaping @MainActor () async throws -> Void,
        in wireframe: Wireframe,
        stack: HeadlessStack
    ) throws {
        switch role {
        case .screenProvider:
            try wireframe.register("/target", name: "faulty") { _ in
                try await misbehave()
                return nil
            }
        case .optionProvider:
            try wireframe.addOptionProvider(name: "faulty", patterns: ["/target"]) { _, _ in
                try await misbehave()
                return nil
            }
        case .observer:
            // An observer cannot throw: it rejects with the error, or (cancelled) cancels its task.
            try wireframe.addObserver(name: "faulty", patterns: ["/target"]) { _ in
                do {
                    if fault == .isCancelled {
                        withUnsafeCurrentTask { $0?.cancel() }
                        return .proceed
                    }
                    try await misbehave()
                    return .proceed
                } catch {
                    return .reject(error)
                }
            }
        case .transition:
            try wireframe.addTransition(name: "faulty", for: PushOption.self, patterns: ["/target"]) {
                screen,
                option,
                _ in
                try await misbehave()
                try await stack.push(screen, animated: option.animated)
                return .pushed(onto: stack)
            }
        case .routeGuard:
            try wireframe.addGuard(name: "faulty", patterns: ["/target"]) { _ in
                try await misbehave()
                return .proceed
            }
        case .action:
            try wireframe.registerAction("/target", name: "faulty") { _ in try await misbehave() }
        }
    }
}
