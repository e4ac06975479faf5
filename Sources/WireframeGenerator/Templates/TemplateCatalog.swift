/// What `wireframe templates` shows and exports: the built-in templates and their variables.
package enum TemplateCatalog {
    /// Each template with the file it writes, then every variable a template can use.
    package static var listing: String {
        var lines = ["Templates (the file each writes, for a module named Profile):"]
        let width = BuiltInTemplates.all.map(\.name.count).max() ?? 0
        for template in BuiltInTemplates.all {
            let folder = template.destination == .tests ? "<tests>/Profile/" : "<output>/Profile/"
            let padding = String(repeating: " ", count: width - template.name.count)
            lines.append("  \(template.name)\(padding)  \(folder)\(template.fileName(for: "Profile"))")
            lines.append("  \(String(repeating: " ", count: width))    \(template.summary)")
        }
        lines.append("")
        lines.append("Variables (every template can use all of them; a list's elements are written []):")
        let paths = TemplateVariable.all.flatMap(\.documentedPaths)
        let pathWidth = paths.map(\.path.count).max() ?? 0
        for (path, summary) in paths {
            lines.append("  \(path)\(String(repeating: " ", count: pathWidth - path.count))  \(summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes each built-in template to `folder` (made if missing), all or none.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/fileExists`` for a template
    ///   that exists without `force`, or ``GeneratorError/Code/writeFailed``.
    @discardableResult
    package static func export(
        to folder: String,
        force: Bool,
        writer: FileWriter = FileWriter()
    ) throws(GeneratorError)
        -> [GeneratedFile]
    {
        let files = BuiltInTemplates.all.map {
            GeneratedFile(path: folder.joinedPath($0.name), contents: $0.text, folder: folder)
        }
        try writer.checkNoLinks(files)
        if !force { try writer.checkNoneExists(files) }
        try writer.write(files)
        return files
    }
}
