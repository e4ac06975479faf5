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
@MainActor
struct PipelineWorkload {
    /// Counts the requests the observer was told of.
    final class Counter {
        var routed = 0
    }

    let routeCount: Int
    let wireframe: Wireframe
    /// Held here: the wireframe holds its root weakly.
    let window: HeadlessWindow
    let stack: HeadlessStack
    let urls: [String]
    let counter = Counter()

    /// The option every request asks for.
    let option: any RoutingOption = PushOption(animated: false)

    init(routeCount: Int, urlCount: Int) async throws {
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
            didRoute: { _ in counter.routed += 1 }
        )
        try wireframe.addOptionProvider(name: "benchmark option provider") { _, current in current }

        window = HeadlessWindow()
        stack = try HeadlessStack("main", screens: [HeadlessScreen("home")])
        try await window.setRoot(stack, animated: false)
        wireframe.attach(root: window)
        self.wireframe = wireframe

        let table = wireframe.routeTable
        urls = matcherWorkload.urls.filter { url in
            guard let match = try? table.match(url) else { return false }
            return !match.pattern.parameterNames.isEmpty && !match.pattern.hasRest
        }
    }

    /// One push-then-back cycle to `urls[index]`; what a timed cycle does, without the clock.
    func cycle(_ index: Int) async throws(WireframeError) {
        try await wireframe.route(to: urls[index], option: option)
        try await wireframe.back(animated: false)
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
                try await wireframe.back(animated: false)
                guard stack.screens.count == 1 else {
                    return "after going back from \(url) the stack holds \(stack.screens.count) screens"
                }
            } catch {
                return "\(url): \(error)"
            }
        }
        guard counter.routed - before == urls.count else {
            return "the observer was told of \(counter.routed - before) requests, not \(urls.count)"
        }
        return nil
    }
}
