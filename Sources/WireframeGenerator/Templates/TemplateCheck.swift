import Stencil
import WireframeRouting
import WireframeSupport

// Stencil renders a variable it cannot resolve as an empty string, so a misspelt `{{ nmae }}`
// would write broken Swift without a word. This check walks the template's tokens (Stencil's own
// lexer, so the lines are Stencil's) and resolves every variable path against the documented
// variables and the loop variables in scope; the first one that resolves to nothing is an error
// naming the template file and line. The same walk bounds what the template can render (see
// TemplateLimits): a loop may go over a list variable only, whose length is known, so the bytes
// each token can write, times the elements of the loops around it, add up to a bound before
// anything renders. It refuses the tags that need a template loader or repeat text unbounded.

/// Checks that a template uses only the documented variables (and its own loop variables),
/// only the tags and filters the generator supports, and renders within
/// ``TemplateLimits/renderedBytes``.
struct TemplateCheck {
    /// The variables the template is given.
    let variables: [TemplateVariable]
    /// The most elements a list variable has in this generation (the route's parameters).
    let longestList: Int
    /// The most UTF-8 bytes a variable's value has in this generation.
    let longestValue: Int
    /// The most UTF-8 bytes a member of a list's element has in this generation.
    let longestElementValue: Int

    /// What a name in scope stands for: a documented variable, or something not checked further
    /// (`forloop`, members of a list element Stencil gives such as `count`).
    private enum Binding {
        case variable(TemplateVariable)
        case unchecked
    }

    /// Tags Stencil knows that a generator template may not use: `include` and `extends` need
    /// a template loader, `block` belongs to `extends`, `filter` and `now` are not needed.
    private static let refusedTags: Set<String> = [
        "include", "extends", "block", "endblock", "filter", "endfilter", "now",
    ]
    /// The filters a variable may go through: each writes about as much as it reads.
    private static let filters: Set<String> = ["capitalize", "uppercase", "lowercase", "default", "join", "split"]

    /// - Throws: ``GeneratorError`` naming `file` and the line: code
    ///   ``GeneratorError/Code/unknownVariable`` for a variable the generator does not give,
    ///   ``GeneratorError/Code/templateSyntax`` for a tag or filter it does not support or a loop
    ///   over what is not a list, ``GeneratorError/Code/templateLimit`` for a template that could
    ///   render more than ``TemplateLimits/renderedBytes``.
    func check(_ template: Template, file: String) throws(GeneratorError) {
        var scopes: [[String: Binding]] = [Dictionary(uniqueKeysWithValues: variables.map { ($0.name, .variable($0)) })]
        // The lines of the loops open around the current token.
        var loops: [Int] = []
        var rendered = 0
        let perLoop = max(1, longestList)
        for token in template.tokens {
            let line = Int(token.sourceMap.location.lineNumber)
            let words = token.components
            var bytes = token.contents.utf8.count + 1
            switch token.kind {
            case .variable:
                let parts = token.contents.split(separator: "|").map { String($0).trimmingSpaces }
                let path = parts.first ?? ""
                try resolve(path, in: scopes, file: file, line: line)
                let root = String(path.prefix { $0 != "." })
                let isElement = scopes.dropFirst().contains { $0[root] != nil }
                for filter in parts.dropFirst() {
                    let name = String(filter.prefix { $0 != ":" }).trimmingSpaces
                    guard Self.filters.contains(name) else {
                        throw Self.error(
                            .templateSyntax,
                            file,
                            line,
                            "filter \(MessageText.quoted(name)) is not supported in the generator's templates; the "
                                + "filters are: \(Self.filters.sorted().joined(separator: ", "))"
                        )
                    }
                }
                bytes += isElement ? longestElementValue : longestValue
            case .block where words.first.map(Self.refusedTags.contains) == true:
                throw Self.error(
                    .templateSyntax,
                    file,
                    line,
                    "tag \(MessageText.quoted(words[0])) is not supported in the generator's templates; the tags are "
                        + "if, ifnot, elif, else, endif, for, empty, endfor, break and continue"
                )
            case .block where words.first == "for":
                guard let inIndex = words.firstIndex(of: "in"), inIndex + 1 < words.count else { continue }
                let binding = try resolve(words[inIndex + 1], in: scopes, file: file, line: line)
                guard case .variable(let list) = binding, let members = list.elementMembers else {
                    throw Self.error(
                        .templateSyntax,
                        file,
                        line,
                        "a for loop may go over a list only (route.parameters, route.requiredParameters), not "
                            + MessageText.quoted(words[inIndex + 1])
                    )
                }
                var scope: [String: Binding] = ["forloop": .unchecked]
                let names = words[1..<inIndex].joined().split(separator: ",").map(String.init)
                for name in names {
                    scope[name] = names.count == 1 ? .variable(.object(name, list.summary, members)) : .unchecked
                }
                scopes.append(scope)
                loops.append(line)
                try resolveExpression(Array(words.dropFirst(inIndex + 2)), in: scopes, file: file, line: line)
            case .block where words.first == "endfor":
                if scopes.count > 1 { scopes.removeLast() }
                if !loops.isEmpty { loops.removeLast() }
            case .block where ["if", "elif", "ifnot"].contains(words.first):
                try resolveExpression(Array(words.dropFirst()), in: scopes, file: file, line: line)
            default:
                break
            }
            // What this token can write: its bytes once per element of every loop around it.
            for _ in loops {
                let (product, overflow) = bytes.multipliedReportingOverflow(by: perLoop)
                bytes = overflow ? Int.max : product
            }
            let (sum, overflow) = rendered.addingReportingOverflow(bytes)
            rendered = overflow ? Int.max : sum
            if rendered > TemplateLimits.renderedBytes {
                throw Self.error(
                    .templateLimit,
                    file,
                    loops.first ?? line,
                    "template too large: it could render more than \(TemplateLimits.renderedBytes) bytes"
                        + (loops.isEmpty ? "" : " (\(loops.count) loops nested, over up to \(perLoop) elements each)")
                        + "; the article Custom templates lists the limits"
                )
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
        Self.error(
            .unknownVariable,
            file,
            line,
            "unknown variable \(MessageText.quoted(path)); run `wireframe templates list` for the variables a "
                + "template can use"
        )
    }

    private static func error(
        _ code: GeneratorError.Code,
        _ file: String,
        _ line: Int,
        _ reason: String
    )
        -> GeneratorError
    {
        GeneratorError(code, "\(file.shownInMessage):\(line): \(reason)")
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
