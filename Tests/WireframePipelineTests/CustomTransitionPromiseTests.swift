import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A custom transition that changes the screens through its context's steps is taken back when it
/// throws, as a built-in one is. One that calls the containers directly cannot be: the wireframe
/// compares the hierarchy before and after a custom transition that throws, and reports the
/// broken promise as `hierarchyChanged`, naming the transition and the screens added and removed;
/// observers hear of such a change, thrown or not, as one its steps do not say.
@MainActor
@Suite("Wireframe: a custom transition that changes the hierarchy and then throws")
struct CustomTransitionPromiseTests {
    @Test("pushing and then throwing is reported as hierarchyChanged, naming what changed")
    func changedThenThrew() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let stack = fixture.stack
        try wireframe.addTransition(name: "half done", for: PushOption.self, patterns: ["/settings"]) { screen, _, _ in
            try await stack.push(screen, animated: false)
            throw TestError("the second step failed")
        }
        let before = fixture.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/settings", option: .push)
        }
        #expect(error?.code == .hierarchyChanged)
        #expect(error?.message.contains("transition \"half done\"") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("added \"settings\"") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("the second step failed") == true)
        #expect(error?.underlyingError is TestError)
        #expect(fixture.dump() != before)
        #expect(try await wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("observers hear a change a custom transition made directly, thrown or not, as one its steps do not say")
    func reported() async throws {
        let directlyThenThrew = try await reports { screen, _, context in
            try await context.visibleStack?.push(screen, animated: false)
            throw TestError("the second step failed")
        }
        #expect(directlyThenThrew == ["0 step(s), unrecorded changes: true"])
        let directly = try await reports { screen, _, context in
            guard let stack = context.visibleStack else { throw TestError("no stack") }
            try await stack.push(screen, animated: false)
            return .pushed(onto: stack)
        }
        #expect(directly == ["0 step(s), unrecorded changes: true"])
        let inSteps = try await reports { screen, _, context in
            guard let stack = context.visibleStack else { throw TestError("no stack") }
            try await context.apply(.push(screen, onto: stack, animated: false))
            return .pushed(onto: stack)
        }
        #expect(inSteps == ["1 step(s), unrecorded changes: false"])
    }

    /// What observers hear of a request to `/settings` shown by the transition `perform`: for
    /// each change reported, its steps and whether it includes changes they do not say.
    private func reports(
        of perform: @escaping @MainActor (any Screen, PushOption, TransitionContext) async throws -> RoutingPlacement
    ) async throws -> [String] {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addTransition(name: "custom", for: PushOption.self, patterns: ["/settings"], perform)
        var heard: [String] = []
        let observation = fixture.wireframe.navigator.observeChanges {
            heard.append("\($0.steps.count) step(s), unrecorded changes: \($0.includesUnrecordedChanges)")
        }
        _ = try? await fixture.wireframe.route(to: "/settings", option: .push)
        observation.cancel()
        return heard
    }

    @Test("pushing through the context's steps and then throwing is taken back: an ordinary transitionFailed")
    func stepsTakenBack() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addTransition(name: "in steps", for: PushOption.self, patterns: ["/settings"]) {
            screen,
            _,
            context in
            guard let stack = context.visibleStack else { throw TestError("no stack") }
            try await context.apply(.push(screen, onto: stack, animated: false))
            throw TestError("the second step failed")
        }
        await expectWireframeError(.transitionFailed, naming: ["transition \"in steps\"", "second step"], in: fixture) {
            try await fixture.wireframe.route(to: "/settings", option: .push)
        }
    }

    @Test("a custom transition that throws before changing anything is an ordinary transitionFailed")
    func threwFirst() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addTransition(name: "careful", for: PushOption.self, patterns: ["/settings"]) { _, _, _ in
            throw TestError("refused")
        }
        await expectWireframeError(.transitionFailed, naming: ["transition \"careful\"", "refused"], in: fixture) {
            try await fixture.wireframe.route(to: "/settings", option: .push)
        }
    }

    @Test("a custom transition that undoes its first step before throwing keeps the promise")
    func undidThenThrew() async throws {
        let fixture = try await WireframeFixture()
        let stack = fixture.stack
        try fixture.wireframe.addTransition(name: "undoes", for: PushOption.self, patterns: ["/settings"]) {
            screen,
            _,
            _ in
            try await stack.push(screen, animated: false)
            _ = try await stack.pop(animated: false)
            throw TestError("undone")
        }
        await expectWireframeError(.transitionFailed, naming: ["transition \"undoes\""], in: fixture) {
            try await fixture.wireframe.route(to: "/settings", option: .push)
        }
    }
}
