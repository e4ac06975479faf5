import Foundation
import WireframeHeadless
import WireframeKit

/// `wireframe-demo --interactive`: reads commands from standard input, one a line, carries each
/// out on an ``InteractiveMail`` and prints what it did, then the window and the navigation
/// state. A line it cannot read, or a link that fails, is answered with why, and the session
/// goes on; it ends at `quit` or at the end of the input.
///
/// When standard input is not a terminal (a script, a pipe, a test), each line read is echoed
/// after the prompt, so the output reads as a transcript.
@MainActor
final class InteractiveSession {
    private let app: InteractiveMail
    /// The navigation state's JSON that `save` kept.
    private var saved: Data?

    private init(app: InteractiveMail) {
        self.app = app
    }

    /// Runs the session on standard input and output; the process's exit status.
    static func runOnStandardInput() async -> Int32 {
        let session: InteractiveSession
        do {
            let app = try InteractiveMail()
            try await app.launch()
            session = InteractiveSession(app: app)
        } catch {
            FileHandle.standardError.write(Data("wireframe-demo: \(error)\n".utf8))
            return 1
        }
        let echoes = isatty(STDIN_FILENO) == 0
        print("wireframe-demo --interactive: a mail app whose screens follow a navigation state. Type a link")
        print("(myapp://messages/42) or a command, one a line; help lists them. After each: what was shown")
        print("where, the window, and the state.")
        for line in await session.windowAndState() { print("   " + line) }
        while true {
            print("> ", terminator: "")
            if !echoes { fflush(nil) }  // the prompt, before the line is typed
            guard let line = readLine() else {
                print(echoes ? "(end of input)" : "")
                return 0
            }
            if echoes { print(line) }
            let command: InteractiveCommand?
            do {
                command = try InteractiveCommand.parse(line)
            } catch {
                print("   " + error.message)
                continue
            }
            guard let command else { continue }
            if command == .quit { return 0 }
            for line in await session.perform(command) { print("   " + line) }
        }
    }

    /// Carries out `command`; the lines to print.
    func perform(_ command: InteractiveCommand) async -> [String] {
        switch command {
        case .open(let link, let origin):
            return await open(link, origin: origin)
        case .back:
            return await navigate { () async throws(NavigationError) in
                try await app.wireframe.navigator.back(animated: false)
            }
        case .dismiss:
            return await navigate { () async throws(NavigationError) in
                try await app.wireframe.navigator.dismissModal(animated: false)
            }
        case .tab(let index):
            return await tapTab(index)
        case .state:
            return await windowAndState() + json()
        case .save:
            return save()
        case .restore:
            return await restore()
        case .routes:
            return app.wireframe.routeTableDescription.split(separator: "\n").map(String.init)
        case .help:
            return InteractiveCommand.helpLines
        case .quit:
            return []
        }
    }

    /// Routes `link`: a state link sets its whole path.
    private func open(_ link: String, origin: RoutingOrigin) async -> [String] {
        do throws(WireframeError) {
            let result = try await app.wireframe.route(to: link, origin: origin)
            guard result.action != nil else { return Outcome.lines(for: result) + (await windowAndState()) }
            let shown = "shown       screen \"\(result.screen.screenIdentifier)\" on top"
            return Outcome.matchLines(for: result) + [shown + " (a state link sets the whole path)"]
                + (await windowAndState())
        } catch {
            return Outcome.lines(for: error) + [stateLine]
        }
    }

    /// Runs a navigation action of the wireframe.
    private func navigate(
        _ action: () async throws(NavigationError) -> NavigationChange
    ) async -> [String] {
        do throws(NavigationError) {
            return Outcome.lines(for: try await action()) + (await windowAndState())
        } catch {
            return Outcome.lines(for: error) + [stateLine]
        }
    }

    /// The user taps the tab at `index` of the mail tabs.
    private func tapTab(_ index: Int) async -> [String] {
        guard let tabs = app.window.screen(withIdentifier: "mail") as? HeadlessTabs else {
            return ["no tabs are shown"]
        }
        do throws(PresentationError) {
            try await tabs.simulateTabTap(index, animated: false)
            return ["tapped      tab \(index) of \"mail\", as the user would"] + (await windowAndState())
        } catch {
            return ["failed      \(error)", "            (nothing changed)", stateLine]
        }
    }

    private func save() -> [String] {
        do throws(StateRoutingError) {
            let data = try app.store.navigationState.jsonData()
            saved = data
            return ["saved       \(String(decoding: data, as: UTF8.self))", "            (restore shows it again)"]
        } catch {
            return ["failed      \(error)"]
        }
    }

    private func restore() async -> [String] {
        guard let saved else { return ["nothing saved yet: type save first"] }
        do throws(StateRoutingError) {
            let line =
                switch try await app.router.restore(from: saved, fallback: InteractiveMail.home) {
                case .restored: "restored    the state that save kept"
                case .fellBack(let error): "fell back   to \(InteractiveMail.home.pathDescription): \(error.message)"
                case .superseded(let overtaker): "superseded  by \(overtaker) before it was shown"
                }
            return [line] + (await windowAndState())
        } catch {
            return ["failed      \(error)", stateLine]
        }
    }

    /// The window's screens, and the state once the router has caught up with them.
    private func windowAndState() async -> [String] {
        try? await app.router.settle()
        let window = app.window.dump().split(separator: "\n").map(String.init)
        return window + [stateLine]
    }

    /// The navigation state as a path, for a line after which nothing changed.
    private var stateLine: String { "state       \(app.store.navigationState)" }

    private func json() -> [String] {
        guard let data = try? app.store.navigationState.jsonData() else { return [] }
        return ["as JSON     \(String(decoding: data, as: UTF8.self))"]
    }
}
