import Stencil
import WireframeRouting

// Stencil renders a variable it cannot resolve as an empty string, so a misspelt `{{ nmae }}`
// would write broken Swift without a word. This check walks the template's tokens (Stencil's own
// lexer, so the lines are Stencil's) and resolves every variable path against the documented
// variables and the loop variables in scope; the first one that resolves to nothing is an error
// naming the template file and line.

/// Checks that a template uses only the documented variables (and its own loop variables).
struct TemplateVariableCheck {
    /// The variables the template is given.
    let variables: [TemplateVariable]

    /// What a name in scope stands for: a documented variable, or something not checked further
    /// (`forloop`, members of a list element Stencil gives such as `count`).
    private enum Binding {
        case variable(TemplateVariable)
        case unchecked
    }

    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/unknownVariable`` naming
    ///   `file`, the line and the variable.
    func check(_ template: Template, file: String) throws(GeneratorError) {
        var scopes: [[String: Binding]] = [Dictionary(uniqueKeysWithValues: variables.map { ($0.name, .variable($0)) })]
        for token in template.tokens {
            let line = Int(token.sourceMap.location.lineNumber)
            let words = token.components
            switch token.kind {
            case .variable:
                let expression = token.contents.split(separator: "|", maxSplits: 1).first.map(String.init) ?? ""
                try resolve(expression.trimmingSpaces, in: scopes, file: file, line: line)
            case .block where words.first == "for":
                guard let inIndex = words.firstIndex(of: "in"), inIndex + 1 < words.count else { continue }
                let binding = try resolve(words[inIndex + 1], in: scopes, file: file, line: line)
                var scope: [String: Binding] = ["forloop": .unchecked]
                let names = words[1..<inIndex].joined().split(separator: ",").map(String.init)
                for name in names {
                    if case .variable(let list) = binding, let members = list.elementMembers, names.count == 1 {
                        scope[name] = .variable(.object(name, list.summary, members))
                    } else {
                        scope[name] = .unchecked
                    }
                }
                scopes.append(scope)
                try resolveExpression(Array(words.dropFirst(inIndex + 2)), in: scopes, file: file, line: line)
            case .block where words.first == "endfor":
                if scopes.count > 1 { scopes.removeLast() }
            case .block where ["if", "elif", "ifnot"].contains(words.first):
                try resolveExpression(Array(words.dropFirst()), in: scopes, file: file, line: line)
            default:
                continue
            }
        }
    }

    /// Resolves each variable of an `if` or `where` expression, skipping operators and literals.
    private func resolveExpression(
        _ words: [String],
        in scopes: [[String: Binding]],
        file: String,
        line: Int
    ) throws(GeneratorError) {
        let operators: Set<String> = ["where", "and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">="]
        for word in words where !operators.contains(word) {
            try resolve(word, in: scopes, file: file, line: line)
        }
    }

    /// Resolves a path such as `route.parameters.first.name`; literals resolve to nothing to check.
    @discardableResult
    private func resolve(
        _ path: String,
        in scopes: [[String: Binding]],
        file: String,
        line: Int
    ) throws(GeneratorError) -> Binding {
        guard let first = path.first, first != "\"", first != "'", !first.isNumber, first != "-",
            Bool(path) == nil
        else { return .unchecked }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let root = scopes.reversed().lazy.compactMap({ $0[parts[0]] }).first else {
            throw unknown(path, file: file, line: line)
        }
        var current = root
        for part in parts.dropFirst() {
            guard case .variable(let variable) = current else { return .unchecked }
            if let elementMembers = variable.elementMembers {
                guard ["first", "last"].contains(part) || Int(part) != nil else {
                    if part == "count" { return .unchecked }
                    throw unknown(path, file: file, line: line)
                }
                current = .variable(.object(part, variable.summary, elementMembers))
            } else if let member = variable.members.first(where: { $0.name == part }) {
                current = .variable(member)
            } else {
                throw unknown(path, file: file, line: line)
            }
        }
        return current
    }

    private func unknown(_ path: String, file: String, line: Int) -> GeneratorError {
        GeneratorError(
            .unknownVariable,
            "\(file.shownInMessage):\(line): unknown variable \(MessageText.quoted(path)); run "
                + "`wireframe templates list` for the variables a template can use"
        )
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
