import WireframeHeadless
import WireframeKit

/// A wireframe on the headless backend with the matcher benchmark's routes, and the URLs of its
/// parameter routes to navigate to.
///
/// - The routes are ``MatcherWorkload``'s, in its shuffled order, each registered with
///   `register(_:option:screen:)`: a screen provider limited to the route, which makes a new
///   `HeadlessScreen` per request, and a route option of `push(animated: false)`.
/// - One observer (closures for `willRoute`, which proceeds, and `didRoute`, which counts) and
///   one option provider (a closure that keeps the option it is given) apply to every route, so
///   a request runs every step of the pipeline.
/// - The window is a `HeadlessWindow` whose root is stack `"main"` holding screen `"home"`;
///   the wireframe is attached to it. Nothing animates.
/// - The URLs are those of the matcher workload that hit a route with path parameters and no
///   `**` (a quarter of them carry a query), in the workload's shuffled order.
/// - With `keepsEveryScreen`, the observer also keeps every screen shown: a planted leak, for
///   the heap measurement's self-test.
@MainActor
struct PipelineWorkload {
    /// Counts the requests the observer was told of (and keeps their screens, for the planted
    /// leak).
    final class Counter {
        var routed = 0
        var keptScreens: [any Screen] = []
    }

    let routeCount: Int
    let wireframe: Wireframe
    /// Held here: the wireframe holds its root weakly.
    let window: HeadlessWindow
    let stack: HeadlessStack
    let urls: [String]
    let counter = Counter()

    /// What `PipelineBenchmark.matchPass` returns for ``urls``: each URL's pattern's segment
    /// count, plus one for its parameters, worked out once while choosing the URLs.
    let expectedMatchChecksum: UInt64

    /// The option every request asks for.
    let option: any RoutingOption = PushOption(animated: false)

    init(routeCount: Int, urlCount: Int, keepsEveryScreen: Bool = false) async throws {
        self.routeCount = routeCount
        let matcherWorkload = MatcherWorkload(routeCount: routeCount, urlCount: urlCount)
        let wireframe = Wireframe()
        for route in matcherWorkload.routes {
            let identifier = route.pattern
            try wireframe.register(route.pattern, option: .push(animated: false)) { _ in
                HeadlessScreen(identifier)
            }
        }
        let counter = counter
        try wireframe.addObserver(
            name: "benchmark observer",
            willRoute: { _ in .proceed },
            didRoute: { result in
                counter.routed += 1
                if keepsEveryScreen { counter.keptScreens.append(result.screen) }
            }
        )
        try wireframe.addOptionProvider(name: "benchmark option provider") { _, current in current }

        window = HeadlessWindow()
        stack = try HeadlessStack("main", screens: [HeadlessScreen("home")])
        try await window.setRoot(stack, animated: false)
        wireframe.attach(root: window)
        self.wireframe = wireframe

        let table = wireframe.routeTable
        var urls: [String] = []
        var expectedMatchChecksum: UInt64 = 0
        for url in matcherWorkload.urls {
            guard let match = try? table.match(url), !match.pattern.parameterNames.isEmpty, !match.pattern.hasRest
            else { continue }
            urls.append(url)
            expectedMatchChecksum &+= UInt64(match.pattern.segments.count) &+ 1
        }
        self.urls = urls
        self.expectedMatchChecksum = expectedMatchChecksum
    }

    /// One push-then-back cycle to `urls[index]`; what a timed cycle does, without the clock.
    func cycle(_ index: Int) async throws {
        try await wireframe.route(to: urls[index], option: option)
        try await wireframe.navigator.back(animated: false)
    }

    /// Routes to every URL once and goes back, checking that each push put the screen of the
    /// matched route on top of stack "main" and each back left only "home"; a description of the
    /// first thing that went wrong, or `nil`.
    func check() async -> String? {
        let before = counter.routed
        for url in urls {
            do {
                let result = try await wireframe.route(to: url, option: option)
                let top = stack.topScreen?.screenIdentifier
                guard stack.screens.count == 2, top == result.request.pattern.text else {
                    let count = stack.screens.count
                    return "after the push of \(url) the stack holds \(count) screens, \(top ?? "none") on top"
                }
                try await wireframe.navigator.back(animated: false)
                guard stack.screens.count == 1 else {
                    return "after going back from \(url) the stack holds \(stack.screens.count) screens"
                }
            } catch {
                return "\(url): \(error)"
            }
        }
        return cyclesDone(urls.count, routedBefore: before)
    }

    /// Whether `count` cycles left the window as they found it: the observer told of `count`
    /// more requests since it had been told of `routedBefore`, and stack "main" holding only
    /// "home". A description of what is wrong, or `nil`.
    func cyclesDone(_ count: Int, routedBefore: Int) -> String? {
        guard counter.routed - routedBefore == count else {
            return "after \(count) cycles the observer was told of \(counter.routed - routedBefore) requests"
        }
        let screens = stack.screens.map(\.screenIdentifier)
        guard screens == ["home"] else {
            return "after \(count) cycles stack main holds \(screens), not [\"home\"]"
        }
        return nil
    }
}
