import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A seeded, randomised run of every way of navigating against a model of the screens: URLs
/// (with prerequisites, guards and faulty plug-ins), navigation actions, VIPER module routers,
/// turns of the app's own (with steps of the app's own and a split view's child-container
/// step), and what the user does, over windows whose root is a stack, tabs or a split view.
/// After each request the window shows what the model says: the request's change when it
/// succeeded, and exactly what it showed before when it failed (whole or nothing). A state
/// router follows the window all along: its state is what the screens show, read off them, with
/// the segments derived from the routes and modules that showed them.
///
/// The seed is fixed (``defaultSeed``) and printed; `WIREFRAME_MODEL_SEED=<n>` replays another,
/// `WIREFRAME_MODEL_SEED=random` draws one from the clock; `WIREFRAME_MODEL_STEPS=<n>` sets how
/// many requests each window gets (default 150). Every failure names the seed and the request.
@MainActor
@Suite("Every front-end against a model of the screens", .timeLimit(.minutes(5)))
struct FrontEndModelTests {
    /// The seed of this run, printed once: ``defaultSeed`` unless `WIREFRAME_MODEL_SEED` names
    /// one, or says `random` (then drawn from the clock). A seed drawn on every run made a
    /// failure in CI one that nobody could replay.
    static let seed: UInt64 = {
        let asked = ProcessInfo.processInfo.environment["WIREFRAME_MODEL_SEED"]
        let seed =
            asked == "random"
            ? UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000 : asked.flatMap(UInt64.init) ?? defaultSeed
        print(
            "model tests: seed \(seed); WIREFRAME_MODEL_SEED=\(seed) replays it, WIREFRAME_MODEL_SEED=random draws one"
        )
        return seed
    }()

    /// The seed of a run that names none, CI's among them.
    static let defaultSeed: UInt64 = 20_261_207

    static var steps: Int {
        ProcessInfo.processInfo.environment["WIREFRAME_MODEL_STEPS"].flatMap(Int.init) ?? 150
    }

    enum RootKind: CaseIterable { case stack, tabs, split }

    /// A push that applies its step through the context, then throws: a transition fault.
    struct FaultyPush: RoutingOption { var animated = false }
    struct Fault: Error, CustomStringConvertible { var description: String { "injected fault" } }

    /// A window of `kind`, a wireframe over it with every route the run uses, and a state
    /// router following it (its containers carry segments; what the front-ends push, derived ones).
    static func makeApp(_ kind: RootKind) async throws -> (HeadlessWindow, Wireframe, ShownModel, StateRouter) {
        let window = HeadlessWindow(animationDuration: .zero)
        let model: ShownModel
        let root: any Screen
        switch kind {
        case .stack:
            let stack = try HeadlessStack("main", screens: [HeadlessScreen("home")])
            stack.pathSegment = "main"
            root = stack
            model = ShownModel(root: .stack(["home"]))
        case .tabs:
            let stacks = [
                try HeadlessStack("a", screens: [HeadlessScreen("a0")]),
                try HeadlessStack("b", screens: [HeadlessScreen("b0")]),
            ]
            stacks[0].pathSegment = "a"
            stacks[1].pathSegment = "b"
            let tabs = try HeadlessTabs("tabs", tabs: stacks)
            tabs.pathSegment = "main"
            root = tabs
            model = ShownModel(root: .tabs([["a0"], ["b0"]], selected: 0))
        case .split:
            let split = try HeadlessSplit(
                "split",
                primary: try HeadlessStack("list", screens: [HeadlessScreen("p0")]),
                secondary: try HeadlessStack("detail", screens: [HeadlessScreen("d0")])
            )
            split.pathSegment = "main"
            root = split
            model = ShownModel(root: .split(primary: ["p0"], detail: ["d0"], collapsed: false))
        }
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        func number(_ request: RoutingRequest) throws -> Int { try request.parameters.value("n", as: Int.self) }
        let push = PushOption(animated: false)
        try wireframe.register("/item/:n<int>", option: push) { HeadlessScreen("item:\(try number($0))") }
        try wireframe.register("/broken/:n<int>", option: push) { _ in throw Fault() }
        try wireframe.register("/sheet/:n<int>", option: .present(inStack: true, animated: false)) {
            HeadlessScreen("sheet:\(try number($0))")
        }
        try wireframe.register("/anchor", option: push) { _ in HeadlessScreen("anchor") }
        try wireframe.register("/deep/:n<int>", option: push) { HeadlessScreen("deep:\(try number($0))") }
        try wireframe.register("/deepbroken/:n<int>", option: push) { _ in throw Fault() }
        for pattern in ["/deep/:n<int>", "/deepbroken/:n<int>"] {
            try wireframe.setPrerequisites([.route("/anchor", option: push)], forRoute: pattern)
        }
        try wireframe.register("/faulty/:n<int>", option: FaultyPush()) { HeadlessScreen("faulty:\(try number($0))") }
        try wireframe.addTransition(name: "faulty", for: FaultyPush.self) { screen, _, context in
            guard let stack = context.visibleStack else { throw Fault() }
            try await context.apply(.push(screen, onto: stack, animated: false))
            throw Fault()
        }
        try wireframe.register("/card", option: push, module: CardBuilder.self)
        try wireframe.register("/guarded/:n<int>", option: push) { HeadlessScreen("guarded:\(try number($0))") }
        try wireframe.addGuard(name: "sign-in", patterns: ["/guarded/:n<int>"]) { session in
            try await session.route(to: "/sheet/999")
            if try number(session.request) % 2 == 0 { session.resume() } else { session.cancel("odd") }
            return await session.suspend()
        }
        let router = StateRouter(
            store: BasicNavigationStore(),
            window: window,
            screens: SegmentScreens(),
            wireframe: wireframe
        )
        // In a turn, so that the router, made before, follows it from the start.
        try await wireframe.inTurn(named: "root") { turn in
            try await turn.apply(.setRoot(root, of: window, animated: false))
        }
        return (window, wireframe, model, router)
    }

    /// One request of the run, and what the model says it does: the model after it, or `nil`
    /// when it must fail and change nothing.
    struct Request: CustomStringConvertible {
        let description: String
        let expected: ShownModel?
        let run: @MainActor () async throws -> Void
    }

    /// A request chosen at random for what `window` shows now, as `model` says it shows.
    static func request(
        _ generator: inout SeededGenerator,
        model: ShownModel,
        window: HeadlessWindow,
        wireframe: Wireframe
    ) -> Request {
        var next = model
        let n = Int.random(in: 0..<1_000, using: &generator)
        let topCard = window.topmostScreen as? CardView
        let router = ((topCard?.presenter as? CardPresenter)?.router) as? CardRouter
        switch Int.random(in: 0..<19, using: &generator) {
        case 0:
            next.visibleStack.append("item:\(n)")
            return Request(description: "route /item/\(n)", expected: next) {
                try await wireframe.route(to: "/item/\(n)")
            }
        case 1:
            return Request(description: "route /broken/\(n)", expected: nil) {
                try await wireframe.route(to: "/broken/\(n)")
            }
        case 2:
            next.modals.append(["sheet:\(n)"])
            return Request(description: "route /sheet/\(n)", expected: next) {
                try await wireframe.route(to: "/sheet/\(n)")
            }
        case 3:
            // The anchor prerequisite: pushed when it is not on the visible path; when it is, the
            // modals over the topmost one are dismissed first.
            if let layer = model.layers.lastIndex(where: { $0.contains("anchor") }) {
                next.modals = Array(model.modals.prefix(layer))
            } else {
                next.visibleStack.append("anchor")
            }
            next.visibleStack.append("deep:\(n)")
            return Request(description: "route /deep/\(n)", expected: next) {
                try await wireframe.route(to: "/deep/\(n)")
            }
        case 4:
            return Request(description: "route /deepbroken/\(n)", expected: nil) {
                try await wireframe.route(to: "/deepbroken/\(n)")
            }
        case 5:
            return Request(description: "route /faulty/\(n)", expected: nil) {
                try await wireframe.route(to: "/faulty/\(n)")
            }
        case 6:
            next.visibleStack.append("CardView")
            return Request(description: "route /card", expected: next) { try await wireframe.route(to: "/card") }
        case 7:
            guard let router else { return Self.back(model, wireframe) }
            next.visibleStack.append("CardView")
            return Request(description: "card router push", expected: next) {
                try await router.push(CardBuilder.build(), animated: false)
            }
        case 8:
            guard let router else { return Self.back(model, wireframe) }
            next.modals.append(["CardView"])
            return Request(description: "card router present in a stack", expected: next) {
                try await router.present(CardBuilder.build(), inStack: true, animated: false)
            }
        case 9:
            let stack = window.topmostScreen?.enclosingStack
            let cards = (stack?.screens ?? []).dropLast().compactMap { $0 as? CardView }
            guard let card = cards.randomElement(using: &generator),
                let cardRouter = (card.presenter as? CardPresenter)?.router as? CardRouter,
                let index = stack?.screens.firstIndex(where: { $0 === card })
            else { return Self.back(model, wireframe) }
            next.visibleStack = Array(model.visibleStack.prefix(index + 1))
            return Request(description: "card router close flow", expected: next) {
                try await cardRouter.closeFlow(animated: false)
            }
        case 10:
            return Self.back(model, wireframe)
        case 11:
            if next.modals.isEmpty {
                return Request(description: "dismissModal", expected: nil) {
                    try await wireframe.navigator.dismissModal(animated: false)
                }
            }
            next.modals.removeLast()
            return Request(description: "dismissModal", expected: next) {
                try await wireframe.navigator.dismissModal(animated: false)
            }
        case 12:
            let stack = window.topmostScreen?.enclosingStack as? HeadlessStack
            guard let stack, model.visibleStack.count > 1 else {
                return Request(description: "user back swipe on a root", expected: nil) {
                    try await stack?.simulateBackSwipe(animated: false)
                    if stack == nil { throw Fault() }
                }
            }
            next.visibleStack.removeLast()
            return Request(description: "user back swipe", expected: next) {
                try await stack.simulateBackSwipe(animated: false)
            }
        case 13:
            guard let top = window.topmostScreen as? HeadlessScreen, !model.modals.isEmpty else {
                return Self.back(model, wireframe)
            }
            next.modals.removeLast()
            return Request(description: "user swipe down", expected: next) {
                try await top.simulateSwipeDown(animated: false)
            }
        case 14:
            guard case .tabs(var stacks, let selected) = model.root, model.modals.isEmpty,
                let tabs = window.root as? HeadlessTabs
            else { return Self.back(model, wireframe) }
            let index = Int.random(in: 0..<stacks.count, using: &generator)
            if index == selected { stacks[index] = Array(stacks[index].prefix(1)) }
            next.root = .tabs(stacks, selected: index)
            return Request(description: "user tab tap \(index)", expected: next) {
                try await tabs.simulateTabTap(index, animated: false)
            }
        case 15:
            let fails = Bool.random(using: &generator)
            if !fails { next.visibleStack.append("raw:\(n)") }
            return Request(
                description: "inTurn push raw:\(n)\(fails ? " then throw" : "")",
                expected: fails ? nil : next
            ) {
                try await wireframe.inTurn(named: "raw") { turn in
                    guard let stack = turn.shown.visibleStack else { throw Fault() }
                    try await turn.apply(.push(HeadlessScreen("raw:\(n)"), onto: stack, animated: false))
                    if fails { throw Fault() }
                }
            }
        case 16:
            guard case .split(let primary, let detail, let collapsed) = model.root,
                let split = window.root as? HeadlessSplit,
                model.modals.isEmpty
            else { return Self.back(model, wireframe) }
            next.root = .split(primary: primary, detail: detail, collapsed: !collapsed)
            return Request(description: "split collapses: \(!collapsed)", expected: next) {
                split.setCollapsed(!collapsed)
            }
        case 17:
            return appStep(n, fails: Bool.random(using: &generator), model: model, window: window, wireframe: wireframe)
        default:
            if n % 2 == 0 { next.visibleStack.append("guarded:\(n)") }
            return Request(description: "route /guarded/\(n)", expected: n % 2 == 0 ? next : nil) {
                try await wireframe.route(to: "/guarded/\(n)")
            }
        }
    }

    /// A turn of the app's own made of steps of its own: a split view shows a new detail column
    /// (the ready-made child-container step), any other window gets a screen pushed by a step
    /// whose run pushes on the stack itself and returns the pop; then, maybe, the turn throws.
    static func appStep(
        _ n: Int,
        fails: Bool,
        model: ShownModel,
        window: HeadlessWindow,
        wireframe: Wireframe
    ) -> Request {
        var next = model
        let step: NavigationStep
        let described: String
        if case .split(let primary, _, let collapsed) = model.root, model.modals.isEmpty,
            let split = window.root as? HeadlessSplit,
            let detail = try? HeadlessStack("detail", screens: [HeadlessScreen("d:\(n)")])
        {
            next.root = .split(primary: primary, detail: ["d:\(n)"], collapsed: collapsed)
            step = .reversible(.showChild(detail, at: 1, of: split, animated: false))
            described = "detail column d:\(n)"
        } else {
            guard let stack = window.topmostScreen?.enclosingStack else { return back(model, wireframe) }
            next.visibleStack.append("own:\(n)")
            step = .reversible(
                ReversibleStep("push own:\(n)") {
                    try await stack.push(HeadlessScreen("own:\(n)"), animated: false)
                    return { _ = try await stack.pop(animated: false) }
                }
            )
            described = "own step push own:\(n)"
        }
        return Request(description: "inTurn \(described)\(fails ? " then throw" : "")", expected: fails ? nil : next) {
            try await wireframe.inTurn(named: "own") { turn in
                try await turn.apply(step)
                if fails { throw Fault() }
            }
        }
    }

    static func back(_ model: ShownModel, _ wireframe: Wireframe) -> Request {
        var next = model
        if model.visibleStack.count > 1 {
            next.visibleStack.removeLast()
        } else if !model.modals.isEmpty {
            next.modals.removeLast()
        } else {
            return Request(description: "back", expected: nil) { try await wireframe.navigator.back(animated: false) }
        }
        return Request(description: "back", expected: next) { try await wireframe.navigator.back(animated: false) }
    }

    @Test("a run's seed is the same each time it is read, so that a failure names the seed that ran")
    func seedIsFixedForTheRun() async throws {
        let first = Self.seed
        try await Task.sleep(for: .milliseconds(5))
        #expect(Self.seed == first)
        if ProcessInfo.processInfo.environment["WIREFRAME_MODEL_SEED"] == nil {
            #expect(first == Self.defaultSeed)
        }
    }

    @Test(
        "the screens are what the model says after every request, for every kind of root",
        arguments: RootKind.allCases
    )
    func againstTheModel(kind: RootKind) async throws {
        let seed = Self.seed
        var generator = SeededGenerator(seed: seed &+ UInt64(RootKind.allCases.firstIndex(of: kind) ?? 0))
        let (window, wireframe, start, router) = try await Self.makeApp(kind)
        var model = start
        var stateFollows = true
        for step in 0..<Self.steps {
            let request = Self.request(&generator, model: model, window: window, wireframe: wireframe)
            var failure: (any Error)?
            do {
                try await request.run()
            } catch {
                failure = error
            }
            let shown = ShownModel.observe(window)
            let context = "seed \(seed), \(kind) root, request \(step): \(request)"
            if let expected = request.expected {
                #expect(failure == nil, "\(context) failed: \(String(describing: failure))")
                #expect(shown == expected, "\(context): shows \(String(describing: shown)), the model says \(expected)")
                if let shown { model = shown }
            } else {
                #expect(failure != nil, "\(context) should have failed")
                #expect(
                    shown == model,
                    "\(context) failed but changed the screens: \(String(describing: shown)), was \(model)"
                )
            }
            // A split view's collapse is a change of size class, which no front-end makes and the
            // navigator does not report: from the first one on, the state may say the other column.
            if request.description.hasPrefix("split collapses") { stateFollows = false }
            let onScreens = try router.pathOnScreens()
            #expect(
                !stateFollows || router.store.navigationState.path == onScreens,
                "\(context): the state says \(router.store.navigationState.path), the screens \(onScreens)"
            )
            if shown == nil || (request.expected.map { $0 != shown } ?? (shown != model)) { break }
        }
    }
}
