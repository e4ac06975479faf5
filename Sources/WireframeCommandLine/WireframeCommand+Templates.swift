import ArgumentParser
import WireframeGenerator

extension WireframeCommand {
    /// `wireframe templates`: the module generator's built-in templates.
    struct Templates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List or export the templates `wireframe module` renders.",
            subcommands: [List.self, Export.self]
        )

        /// `wireframe templates list`.
        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Print each template, the file it writes, and the variables templates can use."
            )

            func run() async throws {
                print(TemplateCatalog.listing, terminator: "")
            }
        }

        /// `wireframe templates export <folder>`.
        struct Export: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Write the built-in templates to a folder, as a start for --templates."
            )

            @Argument(help: "The folder to write the templates in; made if missing.")
            var folder: String

            @Flag(help: "Overwrite templates that exist.")
            var force = false

            func run() async throws {
                for file in try TemplateCatalog.export(to: folder, force: force) {
                    print("wrote \(file.path)")
                }
            }
        }
    }
}
