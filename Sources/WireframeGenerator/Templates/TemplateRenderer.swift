import Stencil
import WireframeRouting

/// Renders one template with the generator's variables: Stencil with its "smart" whitespace (a
/// line holding only a `{% … %}` tag disappears), then the check that the template used only
/// known variables, then the tidying of the Swift text.
struct TemplateRenderer {
    /// The variables, as Stencil reads them.
    let context: [String: Any]

    /// The rendered text.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/templateSyntax`` or
    ///   ``GeneratorError/Code/unknownVariable``, naming the template's source and line.
    func render(_ template: ModuleTemplate) throws(GeneratorError) -> String {
        let environment = Environment(trimBehaviour: .smart)
        let stencil = Template(templateString: template.text, environment: environment, name: template.source)
        let text: String
        do {
            text = try stencil.render(context)
        } catch let error as TemplateSyntaxError {
            let line = error.token.map { ":\($0.sourceMap.location.lineNumber)" } ?? ""
            throw GeneratorError(
                .templateSyntax,
                "\(template.source.shownInMessage)\(line): \(MessageText.escaped(error.reason))",
                underlyingError: error
            )
        } catch {
            throw GeneratorError(
                .templateSyntax,
                "\(template.source.shownInMessage): \(MessageText.escaped(String(describing: error)))",
                underlyingError: error
            )
        }
        try TemplateVariableCheck(variables: TemplateVariable.all).check(stencil, file: template.source)
        return SwiftTextCleanup.clean(text)
    }
}
