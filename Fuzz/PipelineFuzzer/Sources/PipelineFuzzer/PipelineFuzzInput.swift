import WireframeHeadless
import WireframeKit

/// One fuzzer input routed through a wireframe on the headless backend.
///
/// The input is UTF-8 text, one URL per line (at most 16). Each is routed in turn, as an outside
/// link when its line starts with `!` (which is dropped), with the option its length picks. The
/// invariants: nothing traps; a request that fails leaves the hierarchy exactly as it was; one
/// that succeeds leaves a root; the queue serves every request.
@MainActor
struct PipelineFuzzInput {
    static let maximumLines = 16

    let lines: [String]

    init(_ bytes: [UInt8]) {
        lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(Self.maximumLines)
            .map(String.init)
    }

    func run() async {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(naming: .named("modal")))
        do {
            try await window.setRoot(HeadlessStack("main", screens: [HeadlessScreen("home")]), animated: false)
            try wireframe.register("/inbox", access: .openToOutsideLinks) { _ in HeadlessScreen("inbox") }
            try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks) { request in
                HeadlessScreen("message:\(request.parameters["id"] ?? "")")
            }
            try wireframe.register("myapp://users/:name/posts/:post?") { request in
                HeadlessScreen("user:\(request.parameters["name"] ?? "")")
            }
            try wireframe.register("https://example.com/**", access: .openToOutsideLinks) { _ in
                HeadlessScreen("web")
            }
            try wireframe.register("/settings") { _ in HeadlessScreen("settings") }
            try wireframe.register("/declines") { _ in nil }
            try wireframe.register("/throws") { _ in throw FuzzPluginError() }
            try wireframe.addObserver(name: "guard", patterns: ["/settings"]) { _ in .redirect(to: "/inbox") }
            try wireframe.addObserver(name: "loop", patterns: ["/messages/:id<int>"]) { request in
                request.parameters["id"] == "0" ? .redirect(to: "/messages/0") : .proceed
            }
        } catch {
            fatalError("the fuzzer's own set-up failed: \(error)")
        }
        wireframe.attach(root: window)
        for (index, line) in lines.enumerated() {
            let outside = line.hasPrefix("!")
            let url = outside ? String(line.dropFirst()) : line
            let option: any RoutingOption =
                switch url.utf8.count % 4 {
                case 0: .push(animated: false)
                case 1: .present(animated: false)
                case 2: .show
                default: .replaceRoot(inStack: true, animated: false)
                }
            let before = window.dump()
            do {
                let result = try await wireframe.route(
                    to: url,
                    option: option,
                    origin: outside ? .outsideLink : .app
                )
                if window.root == nil {
                    fatalError("line \(index): \(url.debugDescription) succeeded and left no root")
                }
                _ = result
            } catch {
                if window.dump() != before {
                    fatalError(
                        "line \(index): \(url.debugDescription) failed (\(error.code)) and changed the hierarchy:\n\(before)\n---\n\(window.dump())"
                    )
                }
            }
        }
    }
}

struct FuzzPluginError: Error {}
