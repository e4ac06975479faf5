import ArgumentParser

/// What `swift run wireframe-demo` accepts: nothing for the short tour, `--verbose` for the
/// whole tour, `--swiftui` for its SwiftUI part alone, `--interactive` for commands read from
/// standard input. Only parsed (`parseOrExit()`): the tour itself is main.swift's top-level code.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wireframe-demo",
        abstract: "A headless mail app that routes every link it receives through a Wireframe.",
        discussion: """
            Prints the route table, then what each link showed where and the screen hierarchy \
            after it. With --verbose, also a flow of screens sharing a flow context, the same app \
            driven by navigation state, on the headless backend and on the SwiftUI models, and \
            the routes as a Mermaid diagram. With --interactive, reads links and commands from \
            standard input instead (type help).
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

    @Flag(help: "Print the whole tour: every step, the flow context, the state-driven and SwiftUI parts.")
    var verbose = false

    @Flag(
        help: """
            Read a link or a command per line from standard input (a terminal or a script) and \
            print after each what was shown where and the navigation state; help lists the commands.
            """
    )
    var interactive = false

    mutating func validate() throws {
        if interactive && (swiftUIOnly || verbose) {
            throw ValidationError("--interactive reads commands; it takes neither --swiftui nor --verbose")
        }
    }
}
