package import ArgumentParser

/// The `wireframe` tool: routes URLs the way an app using WireframeKit would, to find out why a
/// link opens the screen it opens.
///
/// <!-- sample WireframeCommand/WireframeCommand -->
/// ```
/// $ wireframe match --pattern '/users/:id<int>' 'myapp://users/42'
/// {"url": "myapp://users/42", "matched": "/users/:id<int>", "parameters": {"id": "42"}, "rest": null, "fragment": null}
/// ```
package struct WireframeCommand: AsyncParsableCommand {
    /// The tool's name, summary and subcommands.
    package static let configuration = CommandConfiguration(
        commandName: "wireframe",
        abstract: "Route URLs the way a WireframeKit app does.",
        subcommands: [Match.self, Routes.self, Module.self, Templates.self]
    )

    /// Creates the command; ArgumentParser fills it in.
    package init() {}
}
