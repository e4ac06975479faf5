import WireframeKit

/// One line typed at `wireframe-demo --interactive`'s prompt, read into what it asks for.
enum InteractiveCommand: Equatable {
    /// Route the link, as coming from outside the app (a URL alone) or from the app itself
    /// (`app <url>`).
    case open(String, origin: RoutingOrigin)
    /// the navigator's `back()`.
    case back
    /// the navigator's `dismissModal()`.
    case dismiss
    /// The user taps the tab at this index.
    case tab(Int)
    /// Print the window and the navigation state, as a path and as JSON.
    case state
    /// Keep the navigation state's JSON, for `restore`.
    case save
    /// Show the state kept by `save`.
    case restore
    /// Print the route table.
    case routes
    /// Print the commands.
    case help
    /// Leave.
    case quit

    /// A line the demo cannot read, with what is wrong with it.
    struct Unreadable: Error, Equatable {
        let message: String
    }

    /// The commands, one a line, as `help` prints them.
    static let helpLines = [
        "<url>        open a link as it comes from outside the app: myapp://messages/42, /settings",
        "app <url>    open a link as the app itself does (internal routes too): app /compose",
        "back         the back button: wireframe.navigator.back()",
        "dismiss      close the modal on top: wireframe.navigator.dismissModal()",
        "tab <n>      the user taps tab n (0 Inbox, 1 Search, 2 Settings)",
        "state        the window, and the navigation state as a path and as JSON",
        "save         keep the navigation state (its JSON) for restore",
        "restore      show the state that save kept",
        "routes       the route table",
        "help         this list",
        "quit         leave (so does the end of the input)",
    ]

    /// Reads `line`: its first word names the command, and a word that starts with `/` or holds
    /// `://` is a link. `nil` for a blank line or a `#` comment.
    static func parse(_ line: String) throws(Unreadable) -> InteractiveCommand? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let rest = Array(words.dropFirst())
        if isLink(first) {
            try expectNothing(after: first, rest)
            return .open(first, origin: .outsideLink)
        }
        switch first.lowercased() {
        case "app":
            guard rest.count == 1, let link = rest.first, isLink(link) else {
                throw Unreadable(message: "app takes one link: app /compose, app myapp://settings")
            }
            return .open(link, origin: .app)
        case "tab":
            guard rest.count == 1, let word = rest.first else {
                throw Unreadable(message: "tab takes the tab's number: tab 0, tab 1 or tab 2")
            }
            guard let index = Int(word) else {
                throw Unreadable(message: "tab \(word.debugDescription): not a number; tab 0, tab 1 or tab 2")
            }
            return .tab(index)
        default:
            guard let command = plain[first.lowercased()] else {
                let what = "unknown command \(first.debugDescription)"
                throw Unreadable(message: what + ": type a link (myapp://messages/42), or help for the commands")
            }
            try expectNothing(after: first, rest)
            return command
        }
    }

    /// The commands that take nothing after their name.
    private static let plain: [String: InteractiveCommand] = [
        "back": .back, "dismiss": .dismiss, "state": .state, "save": .save, "restore": .restore,
        "routes": .routes, "help": .help, "quit": .quit, "exit": .quit,
    ]

    private static func isLink(_ word: String) -> Bool {
        word.hasPrefix("/") || word.contains("://")
    }

    private static func expectNothing(after command: String, _ rest: [String]) throws(Unreadable) {
        guard let extra = rest.first else { return }
        throw Unreadable(message: "\(command) takes nothing after it, but \(extra.debugDescription) follows")
    }
}
