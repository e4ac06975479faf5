// The route table as people read it: text, and a Mermaid diagram.
extension Wireframe {
    /// The routes as text, one per line in precedence order (the order matching tries them):
    /// the pattern, who may open it, the screen providers asked for it and the option providers
    /// consulted for it, each in priority order.
    ///
    /// ```text
    /// #  pattern             access    screen providers  option providers
    /// 1  /inbox              open      inbox             replaceRoot(inStack: true)
    /// 2  /messages/:id<int>  open      message           push
    /// 3  /settings           internal  settings          (default: show)
    /// ```
    public var routeTableDescription: String {
        let rows = routeTable.patterns.enumerated().map { index, pattern in
            let plugins = pluginNames(for: pattern)
            return [String(index + 1), pattern.text, access(for: pattern).description, plugins.screens, plugins.options]
        }
        return TextTable.render(header: ["#", "pattern", "access", "screen providers", "option providers"], rows: rows)
    }

    /// The routes as a Mermaid flowchart: pattern → screen provider → option, one chain per
    /// route in precedence order. Routes open to outside links hang off an `outside links`
    /// node with a dotted edge.
    ///
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
            lines.append("  \(id)[\"\(Self.mermaidText(pattern.text))\"] --> \(id)s[\"\(Self.mermaidText(plugins.screens))\"]"
                + " --> \(id)o[\"\(Self.mermaidText(plugins.options))\"]")
            if access(for: pattern) == .openToOutsideLinks {
                lines.append("  outside -.-> \(id)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The names of the screen providers and option providers that apply to `pattern`.
    private func pluginNames(for pattern: RoutePattern) -> (screens: String, options: String) {
        let screens = screenProviders.applicable(to: pattern).map(\.name)
        let options = optionProviders.applicable(to: pattern).map(\.name)
        return (
            screens.isEmpty ? "(none)" : screens.joined(separator: ", "),
            options.isEmpty ? "(default: \(defaultOption))" : options.joined(separator: ", ")
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
