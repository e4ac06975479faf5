import Foundation

/// Renders the files of a VIPER module from templates and writes them, all or nothing: every
/// input is checked and every file rendered before the first one is written.
package struct ModuleGenerator {
    /// Writes the files; tests replace it to fail a write midway.
    package var fileWriter = FileWriter()

    /// Creates a generator that writes to the file system.
    package init() {}

    /// The files `request` makes, rendered, with nothing written: what `--dry-run` prints.
    ///
    /// - Throws: ``GeneratorError`` for a bad name, route, folder, template, or a file that exists
    ///   without ``ModuleRequest/force``.
    package func plan(_ request: ModuleRequest) throws(GeneratorError) -> [GeneratedFile] {
        let layout = try ModuleLayout(request)
        let templates =
            try request.templates.map { folder throws(GeneratorError) in
                try TemplateSet(overriddenBy: folder)
            } ?? TemplateSet.builtIn
        let renderer = TemplateRenderer(context: layout.context)
        // Every template is checked, those this run does not write included: a custom template
        // with an unknown variable must fail the first run, not the first one that renders it.
        for template in templates.templates {
            try renderer.check(template)
        }
        var files: [GeneratedFile] = []
        for template in templates.templates {
            let folder: String
            var root = request.output
            switch template.destination {
            case .module: folder = layout.moduleFolder
            case .route:
                guard layout.route != nil else { continue }
                folder = layout.moduleFolder
            case .storyboard:
                guard request.view == .storyboard else { continue }
                folder = layout.moduleFolder
            case .nib:
                guard request.view == .nib else { continue }
                folder = layout.moduleFolder
            case .tests:
                guard let testsFolder = layout.testsFolder, let testsRoot = layout.testsRoot else { continue }
                folder = testsFolder
                root = testsRoot
            }
            let path = folder.joinedPath(template.fileName(for: request.name))
            files.append(GeneratedFile(path: path, contents: try renderer.render(template), folder: root))
        }
        try fileWriter.checkNoLinks(files)
        if !request.force {
            try fileWriter.checkNoneExists(files)
        }
        return files
    }

    /// Renders the module's files and writes them; when a write fails, removes what was written
    /// (and restores what was overwritten) before throwing.
    @discardableResult
    package func generate(_ request: ModuleRequest) throws(GeneratorError) -> [GeneratedFile] {
        let files = try plan(request)
        try fileWriter.write(files)
        return files
    }
}
