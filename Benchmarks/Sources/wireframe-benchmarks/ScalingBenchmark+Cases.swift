import Foundation
import WireframeHeadless
import WireframeKit

// The operations whose growth ScalingBenchmark checks. Each case's set-up builds the work outside
// the timing; the timed part does the operation and checks that it did it.
extension ScalingBenchmark {
    static let cases: [Case] = [
        deepStack, modalChain, redirectChain, longURL, manyRoutes, nestedRestore, wideRestore, longRestore,
        pushedRoute, routerPushes, cancelWaiting, requestsThroughQueue,
    ]
    /// Pushes `size` screens onto a stack in a window, reading the stack's screens after each
    /// push as a test would.
    static let deepStack = Case(name: "push onto a deep stack", unit: "pushes", baseSize: 4_000, quickBaseSize: 1_000) {
        size in
        let window = HeadlessWindow()
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("root")])
        try await window.setRoot(stack, animated: false)
        let screens = (0..<size).map { HeadlessScreen("s\($0)") }
        return {
            for screen in screens {
                try await stack.push(screen, animated: false)
                if stack.screens.last !== screen { return "the pushed screen is not on top" }
            }
            return stack.screens.count == size + 1 && window.root === stack ? nil : "the stack lost screens"
        }
    }

    /// Dismisses a chain of `size` modals, each presented by the one before, from its root.
    static let modalChain = Case(name: "dismiss a modal chain", unit: "modals", baseSize: 1_000, quickBaseSize: 200) {
        size in
        let window = HeadlessWindow()
        let root = HeadlessScreen("root")
        try await window.setRoot(root, animated: false)
        var top = root
        for index in 0..<size {
            let modal = HeadlessScreen("m\(index)")
            try await top.present(modal, animated: false)
            top = modal
        }
        let last = top
        return {
            try await root.dismissPresented(animated: false)
            return root.presentedScreen == nil && last.presentingScreen == nil ? nil : "the chain is still shown"
        }
    }

    /// Routes to a URL that an observer redirects `size` times, one hop at a time.
    static let redirectChain = Case(name: "follow a redirect chain", unit: "hops", baseSize: 2_000, quickBaseSize: 500)
    {
        size in
        let window = HeadlessWindow()
        try await window.setRoot(HeadlessStack("main", screens: [HeadlessScreen("root")]), animated: false)
        let wireframe = Wireframe()
        try wireframe.setMaximumRedirects(size)
        try wireframe.register("/hop/:n<int>", option: .push(animated: false)) { _ in HeadlessScreen("end") }
        try wireframe.addObserver(name: "chain") { request in
            let n = (try? request.parameters.value("n", as: Int.self)) ?? 0
            return n < size ? .redirect(to: "/hop/\(n + 1)") : .proceed
        }
        wireframe.attach(root: window)
        return {
            let result = try await wireframe.route(to: "/hop/0")
            return result.redirects.count == size && window.root != nil ? nil : "the chain was not followed to its end"
        }
    }

    /// Matches 200 URLs of `size` segments against a table whose deepest pattern is as deep as
    /// the limit allows, and a `**` route that takes them: the search follows the deep pattern
    /// to its end (or the URL's), then backtracks to `**`.
    static let longURL = Case(name: "match a long URL", unit: "segments", baseSize: 256, quickBaseSize: 256) { size in
        var routes = RouteTable()
        try routes.register(String(repeating: "/s", count: RouteLimits.standard.patternSegments))
        try routes.register("/s/**")
        let url = String(repeating: "/s", count: size - 1) + "/t"
        return {
            for _ in 0..<200 {
                guard try routes.match(url)?.rest?.count == size - 1 else { return "the URL did not match `/s/**`" }
            }
            return nil
        }
    }

    /// Registers `size` routes in a table, then matches a URL of each.
    static let manyRoutes = Case(
        name: "register and match many routes",
        unit: "routes",
        baseSize: 10_000,
        quickBaseSize: 2_000
    ) {
        size in
        let patterns = (0..<size).map { "/section\($0 % 97)/item\($0)/:id<int>" }
        let urls = (0..<size).map { "/section\($0 % 97)/item\($0)/\($0)" }
        return {
            var routes = RouteTable()
            for pattern in patterns { try routes.register(pattern) }
            for (index, url) in urls.enumerated() where try routes.match(url)?.pattern.text != patterns[index] {
                return "\(url) did not match its route"
            }
            return nil
        }
    }

    /// Restores, 50 times, a saved state whose one segment's data is nested `size` deep, arrays
    /// and objects in turn (`{"k":[{"k":[…7…]}]}`); 4× the base size is 400, within the 512
    /// levels that saved state may nest. Each level used to cost five failed decodes, each
    /// dearer the deeper it sat.
    static let nestedRestore = Case(
        name: "restore a state nested n deep",
        unit: "levels",
        baseSize: 100,
        quickBaseSize: 100
    ) { size in
        var opening = ""
        var closing = ""
        for level in 0..<size {
            opening += level.isMultiple(of: 2) ? #"{"k":"# : "["
            closing = (level.isMultiple(of: 2) ? "}" : "]") + closing
        }
        let data = opening + "7" + closing
        let saved = Data((#"{"format":1,"route":[{"segment":"deep","data":"# + data + "}]}").utf8)
        return {
            var restored = NavigationState()
            for _ in 0..<50 { restored = try NavigationState(jsonData: saved) }
            return restored.path.first?.data.json == data ? nil : "the restored data is not the saved data"
        }
    }

    /// Reads a saved state whose one segment's data is an array of `size` numbers. Each number
    /// appended used to copy the array read so far: 80 000 numbers took a minute.
    static let wideRestore = Case(
        name: "restore a state n wide",
        unit: "numbers",
        baseSize: 20_000,
        quickBaseSize: 5_000
    ) { size in
        let numbers = (0..<size).map(String.init).joined(separator: ",")
        let saved = Data((#"{"format":1,"route":[{"segment":"wide","data":["# + numbers + "]}]}").utf8)
        let expected = try SegmentData(Array(0..<size))
        return {
            let restored = try NavigationState(jsonData: saved)
            return restored.path.first?.data == expected ? nil : "the restored data is not the saved data"
        }
    }

    /// Reads a saved state whose route has `size` segments, as wide as a route gets: its array
    /// was read the same way, 40 000 segments in 17 s.
    static let longRestore = Case(
        name: "restore a route n segments long",
        unit: "segments",
        baseSize: 10_000,
        quickBaseSize: 2_500
    ) { size in
        let segments = (0..<size).map { #"{"segment":"s"# + String($0) + #""}"# }.joined(separator: ",")
        let saved = Data((#"{"format":1,"route":["# + segments + "]}").utf8)
        return {
            let restored = try NavigationState(jsonData: saved)
            return restored.path.count == size ? nil : "the restored route is not the saved route"
        }
    }

    /// Builds a route of `size` segments one push at a time on a `BasicNavigationStore` with one
    /// observer, as an app does without a router. Each push used to copy the state and compare it
    /// whole with the state before.
    static let pushedRoute = Case(
        name: "push one segment at a time (store)",
        unit: "pushes",
        baseSize: 10_000,
        quickBaseSize: 2_000
    ) { size in
        let store = BasicNavigationStore()
        let segments = (0..<size).map { PathSegment("s\($0)") }
        var heard = 0
        let observation = store.observeNavigationState { _ in heard += 1 }
        return {
            for segment in segments { store.dispatch(.push(segment, animated: false)) }
            observation.cancel()
            return store.navigationState.path.count == size && heard == size
                ? nil : "the store did not take every push"
        }
    }
}
