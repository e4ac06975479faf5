import ArgumentParser
import Foundation
import WireframeHeadless
import WireframeKit

// A headless mail app, whose every screen is a VIPER module, receives links from outside and
// from itself, routes each through its Wireframe, and prints what was shown where, or the typed
// error, and the window after it. Two steps are taps on a module's view, carried out by the
// module's presenter and router. Then the same mail app follows a navigation state, on the
// headless backend and on the SwiftUI models; last, the SwiftUI example app's navigation
// (Examples/MailSwiftUI/Navigation, linked as SwiftUI/MailNavigation) runs on the models.

/// Prints the SwiftUI part of the tour: the same mail app on the SwiftUI models, what SwiftUI's
/// views would be given, update by update, and what the user does in them written back into the
/// state.
@MainActor
func printSwiftUIPart() async {
    print("SwiftUI: the state-driven mail app on WireframeSwiftUI's models, which SwiftUI's views show on Apple")
    print("platforms; here simulated views stand for them and record each update SwiftUI would be given, planned")
    print("for iOS 16's rules (one modal change per update, one modal level dismissed at a time).")
    do {
        for line in try await SwiftUIMail.tour() { print("   " + line) }
    } catch {
        print("   failed      " + String(describing: error))
    }
    print()
    print("SwiftUI, the example app: Examples/MailSwiftUI's navigation (its routes and screens; its views are")
    print("SwiftUI's, so not here) on the same models; each tap does what its view does, and the updates are")
    print("planned for iOS 16's rules.")
    do {
        for line in try await ExampleAppTour().run() { print("   " + line) }
    } catch {
        print("   failed      " + String(describing: error))
    }
}

// `--interactive` reads commands; `--swiftui` runs the SwiftUI part alone; `--verbose` the whole
// tour; anything else it does not know ends with usage.
let options = DemoOptions.parseOrExit()
if options.interactive {
    exit(await InteractiveSession.runOnStandardInput())
}
if options.swiftUIOnly {
    await printSwiftUIPart()
    exit(0)
}

let app: MailApp
do {
    app = try MailApp()
} catch {
    FileHandle.standardError.write(Data("wireframe-demo: \(error)\n".utf8))
    exit(1)
}

/// Prints one numbered step: its title and note, what it did, and the window after it.
@MainActor
func report(_ number: Int, _ step: Step, _ outcome: [String]) {
    print()
    print("\(number). \(step.title)")
    print("   (\(step.note))")
    for line in outcome { print("   " + line) }
    for line in app.window.dump().split(separator: "\n") { print("   " + line) }
}

print("wireframe-demo: a headless mail app, every screen a VIPER module, routes every link it receives through its")
print("Wireframe.")
print()
print("The mail app's routes (Wireframe.routeTableDescription):")
print()
print(app.wireframe.routeTableDescription)

// Cold start: the link arrives before the window has a root; the wireframe holds it.
let coldStart = Task { await app.perform(Journey.coldStartLink) }
// Let the link's task run until the wireframe holds it.
for _ in 0..<100 where app.wireframe.navigator.waitingTurnCount == 0 { await Task.yield() }
print()
print("Cold start: a link arrives before the window has a root.")
// Top-level code writes no `\(…)` before an `await`: Swift 6.3's debug build then never releases
// the interpolated string, which LeakSanitizer reports (CI runs the demo under it).
print(
    "   held        " + String(app.wireframe.navigator.waitingTurnCount),
    "request waiting (the navigator's waitingTurnCount)"
)
print("   " + app.window.dump())
print("Launch: the tab modules become the window's root; attach(root:) replays the held link.")
do {
    try await app.launch()
} catch {
    FileHandle.standardError.write(Data("wireframe-demo: \(error)\n".utf8))
    exit(1)
}
report(1, Journey.coldStartLink, await coldStart.value)

for (offset, step) in (options.verbose ? Journey.steps : Journey.shortSteps).enumerated() {
    report(offset + 2, step, await app.perform(step))
}

if !options.verbose {
    print()
    print("That was the short tour. More:")
    print("   swift run wireframe-demo --verbose       every step: module taps, tabs, route values, a flow of")
    print("                                            screens, navigation state, the SwiftUI models, a Mermaid map")
    print("   swift run wireframe-demo --interactive   type your own links (myapp://messages/42), back, tab 2, state")
    exit(0)
}

// A flow of several screens that share one flow context: each screen writes what the user
// entered into the draft and asks for its next step; ForwardFlow decides which screen comes next.
print()
print("A flow: forwarding a message takes several screens that share one FlowContext, the draft;")
print("each asks for its next step, and ForwardFlow decides which screen that is.")
do {
    try await app.wireframe.route(to: "/forward/42")
    print("   opened      forward:42, a new draft (flowContext: .new)")
    let entries: [(String, @MainActor (FlowContext) -> Void)] = [
        ("the user asks for the next step", { _ in }),
        ("the user enters ana@example.com", { $0[ForwardRecipients.self] = ["ana@example.com"] }),
        ("the user writes a note", { $0[ForwardNote.self] = "FYI" }),
        ("the user confirms", { $0[ForwardConfirmed.self] = true }),
    ]
    for (what, enter) in entries {
        guard let screen = app.window.topmostScreen, let draft = screen.flowContext else { break }
        enter(draft)
        try await screen.requestNextStep()
        let shown = app.window.topmostScreen?.screenIdentifier ?? "nothing"
        print("   \(what): now showing \"\(shown)\"")
    }
    print("   sent        " + String(describing: app.forwardFlow?.sent ?? []))
} catch {
    print("   failed      \(error)")
}
for line in app.window.dump().split(separator: "\n") { print("   " + line) }

// The same screens driven by state: the route is a value in a store, a deep link sets all of
// it, the user's back swipe is written back into it, and saved JSON rebuilds it.
print()
print("State-driven: the mail app's screens follow a NavigationState in a store (StateRouter).")
do {
    for line in try await StateDrivenMail().run() { print("   " + line) }
} catch {
    print("   failed      " + String(describing: error))
}

// The same mail app on the SwiftUI models (`wireframe-demo --swiftui` prints this part alone).
print()
await printSwiftUIPart()

print()
print("The same routes as a Mermaid diagram (Wireframe.mermaidDiagram):")
print()
print(app.wireframe.mermaidDiagram)
