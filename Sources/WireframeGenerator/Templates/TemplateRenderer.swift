import Stencil
import WireframeRouting
import WireframeSupport

/// Checks and renders templates with the generator's variables: the limits of
/// ``TemplateLimits`` first, then Stencil's lexer and parser, the check that the template uses
/// only known variables, tags and filters; then Stencil with its "smart" whitespace (a line
/// holding only a `{% … %}` tag disappears), and the tidying of the Swift text.
struct TemplateRenderer {
    /// The variables, as Stencil reads them.
    let context: [String: Any]

    private let environment = Environment(trimBehaviour: .smart)

    init(context: [String: Any]) {
        self.context = context
    }

    /// Checks `template` without rendering it: what a generation does for every template of
    /// the set, including those this run does not write, so that a broken one is found now.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/templateLimit``,
    ///   ``GeneratorError/Code/templateSyntax`` or ``GeneratorError/Code/unknownVariable``,
    ///   naming the template's source and line.
    @discardableResult
    func check(_ template: ModuleTemplate) throws(GeneratorError) -> Template {
        try TemplatePrescan(source: template.source).check(template.text)
        let stencil = Template(templateString: template.text, environment: environment, name: template.source)
        let lengths = Self.lengths(of: context)
        try TemplateCheck(
            variables: TemplateVariable.all,
            longestList: lengths.list,
            longestValue: lengths.value,
            longestElementValue: lengths.element
        ).check(stencil, file: template.source)
        do {
            _ = try TokenParser(tokens: stencil.tokens, environment: environment).parse()
        } catch {
            throw Self.syntaxError(error, in: template)
        }
        return stencil
    }

    /// The rendered text.
    ///
    /// - Throws: as ``check(_:)`` does.
    func render(_ template: ModuleTemplate) throws(GeneratorError) -> String {
        let stencil = try check(template)
        do {
            return SwiftTextCleanup.clean(try stencil.render(context))
        } catch {
            throw Self.syntaxError(error, in: template)
        }
    }

    private static func syntaxError(_ error: any Error, in template: ModuleTemplate) -> GeneratorError {
        let source = template.source.shownInMessage
        if let error = error as? TemplateSyntaxError {
            let line = error.token.map { ":\($0.sourceMap.location.lineNumber)" } ?? ""
            return GeneratorError(
                .templateSyntax,
                "\(source)\(line): \(MessageText.escaped(error.reason))",
                underlyingError: error
            )
        }
        return GeneratorError(
            .templateSyntax,
            "\(source): \(MessageText.escaped(String(describing: error)))",
            underlyingError: error
        )
    }

    /// The longest list, the longest text value, and the longest text of a list's element, in
    /// `context`: what ``TemplateCheck`` bounds a rendering with.
    private static func lengths(of context: [String: Any]) -> (list: Int, value: Int, element: Int) {
        var result = (list: 0, value: 0, element: 0)
        func visit(_ value: Any, inElement: Bool) {
            switch value {
            case let text as String:
                if inElement {
                    result.element = max(result.element, text.utf8.count)
                } else {
                    result.value = max(result.value, text.utf8.count)
                }
            case let dictionary as [String: Any]:
                for member in dictionary.values { visit(member, inElement: inElement) }
            case let list as [Any]:
                result.list = max(result.list, list.count)
                for element in list { visit(element, inElement: true) }
            default:
                result.value = max(result.value, String(describing: value).utf8.count)
            }
        }
        visit(context, inElement: false)
        return result
    }
}
