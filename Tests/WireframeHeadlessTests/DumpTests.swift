import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Dumps compared with the golden files in `Golden/`. Run with `RECORD_GOLDEN=1` to re-record
/// them after a deliberate change of the format, then review the diff.
@MainActor
struct DumpTests {
    @Test func tabsStacksAndModals() async throws {
        let window = HeadlessWindow()
        let message = HeadlessScreen("message:42")
        let inbox = try HeadlessStack(screens: [HeadlessScreen("inbox", title: "Inbox"), message])
        let tabs = try HeadlessTabs(tabs: [inbox, HeadlessScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        try await message.present(HeadlessScreen("compose"), animated: false)
        try expectGolden(window.dump(), named: "tabs-stacks-modals")
    }

    @Test func nestedModalsAndNamedContainers() async throws {
        let window = HeadlessWindow()
        let home = HeadlessScreen("home", title: "Home")
        try await window.setRoot(try HeadlessStack("main", screens: [home]), animated: false)
        let sheet = try HeadlessStack(
            "sheet",
            screens: [HeadlessScreen("form"), HeadlessScreen("step:2")]
        )
        try await home.present(sheet, animated: false)
        let picker = try HeadlessTabs(
            "picker",
            tabs: [HeadlessScreen("photos"), HeadlessScreen("files")]
        )
        try await sheet.present(picker, animated: false)
        try await picker.selectTab(at: 1)
        try expectGolden(window.dump(), named: "nested-modals")
    }

    @Test func aScreenDumpsItsSubtree() async throws {
        let window = HeadlessWindow()
        let message = HeadlessScreen("message:42")
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox"), message])
        try await window.setRoot(stack, animated: false)
        try await message.present(HeadlessScreen("compose", title: "New message"), animated: false)
        try expectGolden(stack.dump() + "\n---\n" + message.dump(), named: "subtree")
    }

    @Test func oddIdentifiersStayOnOneLine() throws {
        let stack = try HeadlessStack(
            "quote\"d",
            screens: [
                HeadlessScreen("line\nbreak", title: "tab\tand \\ slash"), HeadlessScreen(""),
            ]
        )
        try expectGolden(stack.dump(), named: "escaping")
    }

    @Test func emptyContainers() throws {
        let dumps = [HeadlessWindow().dump(), HeadlessStack().dump(), HeadlessTabs("named").dump()]
        try expectGolden(dumps.joined(separator: "\n"), named: "empty")
    }

    @Test func theDumpIsStableAcrossRuns() async throws {
        func build() async throws -> String {
            let window = HeadlessWindow()
            try await window.setRoot(
                try HeadlessTabs(tabs: [
                    try HeadlessStack(screens: [HeadlessScreen("a")]), HeadlessScreen("b"),
                ]),
                animated: false
            )
            return window.dump()
        }
        #expect(try await build() == build())
    }
}

/// Compares `text` with `Golden/<name>.txt` next to this file, or writes the file when the
/// environment variable `RECORD_GOLDEN` is `1`.
func expectGolden(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")
        .appendingPathComponent(name + ".txt")
    try Golden.expect(text + "\n", matches: url, sourceLocation: sourceLocation)
}
