import ArgumentParser

/// What `swift run wireframe-demo` accepts: nothing for the whole tour, `--swiftui` for the
/// SwiftUI part alone. Only parsed (`parseOrExit()`): the tour itself is main.swift's top-level
/// code.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wireframe-demo",
        abstract: "A headless mail app that routes every link it receives through a Wireframe.",
        discussion: """
            Prints the route table, then what each link showed where and the screen hierarchy \
            after it; then the same app driven by navigation state, on the headless backend and \
            on the SwiftUI models; then the routes as a Mermaid diagram.
            """
    )

    @Flag(
        name: .customLong("swiftui"),
        help: """
            Print only the SwiftUI part: the state-driven mail app on WireframeSwiftUI's models, \
            with simulated views recording each update SwiftUI would be given.
            """
    )
    var swiftUIOnly = false
}
