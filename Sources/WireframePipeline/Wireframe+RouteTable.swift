import WireframePresentation
import WireframeRouting
import WireframeSupport

// The route table as people read it: text, and a Mermaid diagram.
extension Wireframe {
    /// The routes as text, one per line in precedence order (the order matching tries them):
    /// the pattern, who may open it, the screen providers asked for it, the option providers
    /// consulted for it and the observers that see it, each in priority order. Here the routes
    /// were registered with `name: "inbox"` and `name: "message"` (a route's screen provider is
    /// otherwise named after its pattern):
    ///
    /// <!-- sample Wireframe+RouteTable/routeTableDescription -->
    /// ```text
    /// #  pattern             access  screen providers  option providers            observers
    /// 1  /inbox              open    inbox             replaceRoot(inStack: true)  analytics
    /// 2  /m/:id<int>         open    (none)            (default: show)             old links, analytics
    /// 3  /messages/:id<int>  open    message           push                        analytics
    /// ```
    ///
    /// A route with no screen provider is useful only when an observer redirects it, which the
    /// observers column shows.
    ///
    /// When route types are registered, a `route type` column follows the pattern.
    public var routeTableDescription: String {
        let patterns = routeTable.patterns
        let rows = patterns.enumerated().map { index, pattern in
            let plugins = pluginNames(for: pattern)
            return [
                String(index + 1), pattern.text, access(for: pattern).description, plugins.screens, plugins.options,
                plugins.observers,
            ]
        }
        let table = routeTable.withRouteTypes(
            header: ["#", "pattern", "access", "screen providers", "option providers", "observers"],
            rows: rows,
            patterns: patterns,
            after: 1
        )
        return TextTable.render(header: table.header, rows: table.rows)
    }

    /// The routes as a Mermaid flowchart: pattern → screen provider → option, one chain per
    /// route in precedence order. Routes open to outside links hang off an `outside links`
    /// node with a dotted edge; the observers that see a route hang off it with a dotted edge
    /// labelled `observed by`. A pattern registered by route type is labelled `pattern: Type`.
    ///
    /// <!-- sample Wireframe+RouteTable/mermaidDiagram -->
    /// ```text
    /// graph LR
    ///   outside(["outside links"])
    ///   r1["/inbox"] --> r1s["inbox"] --> r1o["replaceRoot(inStack: true)"]
    ///   outside -.-> r1
    /// ```
    ///
    /// Paste it into any Markdown that renders Mermaid (GitHub does) to draw the app's map.
    public var mermaidDiagram: String {
        var lines = ["graph LR"]
        let patterns = routeTable.patterns
        if patterns.contains(where: { access(for: $0) == .openToOutsideLinks }) {
            lines.append("  outside([\"outside links\"])")
        }
        for (index, pattern) in patterns.enumerated() {
            let id = "r\(index + 1)"
            let plugins = pluginNames(for: pattern)
            lines.append(
                "  \(id)[\"\(Self.mermaidText(label(of: pattern)))\"] --> \(id)s[\"\(Self.mermaidText(plugins.screens))\"]"
                    + " --> \(id)o[\"\(Self.mermaidText(plugins.options))\"]"
            )
            if access(for: pattern) == .openToOutsideLinks {
                lines.append("  outside -.-> \(id)")
            }
            if plugins.observers != "-" {
                lines.append("  \(id) -. observed by .-> \(id)b[\"\(Self.mermaidText(plugins.observers))\"]")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The pattern's text, followed by `: Type` when it was registered by route type.
    private func label(of pattern: RoutePattern) -> String {
        routeTable.routeSchema(for: pattern).map { "\(pattern.text): \($0.typeName)" } ?? pattern.text
    }

    /// The names of the screen providers, option providers and observers that apply to
    /// `pattern`.
    private func pluginNames(for pattern: RoutePattern) -> (screens: String, options: String, observers: String) {
        let entry = entry(for: pattern)
        let screens = screenProviders.applicable(with: entry.screenProviders).map(\.name)
        let options = optionProviders.applicable(with: entry.optionProviders).map(\.name)
        let observers = observers.applicable(with: entry.observers).map(\.name)
        return (
            // An action route shows no screen: no screen provider is asked for it.
            entry.action.map { "action \(MessageText.quoted($0.name))" }
                ?? (screens.isEmpty ? "(none)" : screens.joined(separator: ", ")),
            options.isEmpty ? "(default: \(defaultOption))" : options.joined(separator: ", "),
            observers.isEmpty ? "-" : observers.joined(separator: ", ")
        )
    }

    /// `text` safe inside a quoted Mermaid label: quotes and angle brackets as entity codes, so
    /// that `:id<int>` is not read as HTML.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
