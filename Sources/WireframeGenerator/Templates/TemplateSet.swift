import Foundation

/// The templates a generation renders: the built-in ones, each replaced by the file of the same
/// name in the user's `--templates` folder when there is one.
package struct TemplateSet: Sendable {
    /// The templates, in the built-in order.
    package let templates: [ModuleTemplate]

    /// The built-in templates.
    package static let builtIn = TemplateSet(templates: BuiltInTemplates.all)

    private init(templates: [ModuleTemplate]) {
        self.templates = templates
    }

    /// The built-in templates, overridden by the `.stencil` files of `folder`.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/missingFolder`` when
    ///   `folder` is not a folder, or ``GeneratorError/Code/unknownTemplate`` for a `.stencil`
    ///   file that no built-in template has the name of, or that cannot be read as UTF-8.
    package init(overriddenBy folder: String) throws(GeneratorError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GeneratorError(
                .missingFolder,
                "templates folder \(folder.shownInMessage) does not exist or is not a folder"
            )
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw GeneratorError(
                .missingFolder,
                "templates folder \(folder.shownInMessage) cannot be read: \(error.localizedDescription)",
                underlyingError: error
            )
        }
        var templates = BuiltInTemplates.all
        for fileName in names.sorted() where fileName.hasSuffix(".stencil") {
            let path = folder.joinedPath(fileName)
            guard let index = templates.firstIndex(where: { $0.name == fileName }) else {
                let known = BuiltInTemplates.all.map(\.name).joined(separator: ", ")
                throw GeneratorError(
                    .unknownTemplate,
                    "\(path.shownInMessage): no built-in template has this name; the templates are: \(known)"
                )
            }
            // Read without following links: a template linked to a file elsewhere (a secret) was
            // copied into the generated Swift.
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw GeneratorError(
                    .symbolicLink,
                    "\(path.shownInMessage) is a symbolic link (to \(target.shownInMessage)); the generator does not "
                        + "read templates through links: put the template itself in the folder (no file was written)"
                )
            }
            let size = attributes?[.size] as? NSNumber
            if let size, size.intValue > TemplateLimits.bytes {
                throw GeneratorError(
                    .templateLimit,
                    "\(path.shownInMessage): template too large: it has \(size.intValue) bytes, more than the "
                        + "\(TemplateLimits.bytes) a template may have (the article Custom templates lists the limits)"
                )
            }
            guard let data = try? FileWriter.readWithoutFollowingLinks(path),
                let text = String(data: data, encoding: .utf8)
            else {
                throw GeneratorError(
                    .unknownTemplate,
                    "\(path.shownInMessage): cannot be read as UTF-8 text from a file (not a link, a folder or a pipe)"
                )
            }
            templates[index] = templates[index].overridden(by: text, source: path)
        }
        self.templates = templates
    }
}

extension String {
    /// This path with `component` appended, with one `/` between them.
    func joinedPath(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }
}
