import Foundation
import Testing
import WireframeFlow

// Every code sample of WireframeFlow's documentation, compiled and run by the tests of this
// target: the "Flow context" article's, and those of the `///` comments of every source file.
// Each sample appears in one test file exactly as it is in the documentation (lines may be
// indented differently), followed by checks of what its comments say: the samples of the store
// below, those of screens and flows in Documentation/. `everySampleOfTheDocumentationIsInATest`
// fails when a sample is edited there or here and no longer matches.

enum ShowIntro: FlowContextKey {
    static let defaultValue = true
}

enum OrderNumber: RequiredFlowContextKey {
    typealias Value = String
}

@Suite(.timeLimit(.minutes(1)))
struct DocumentationSampleTests {
    @Test func readAndWrite() throws {
        let context = FlowContext()
        context[ShowIntro.self] = false
        let showIntro = context[ShowIntro.self]  // false; true (the default) if never set

        context[OrderNumber.self] = "A-1001"
        let orderNumber = try context.value(for: OrderNumber.self)  // "A-1001"

        #expect(showIntro == false)
        #expect(FlowContext()[ShowIntro.self] == true)
        #expect(orderNumber == "A-1001")
    }

    @Test func aMissingRequiredKey() {
        let fresh = FlowContext()
        var reason: FlowContextError.Code?
        do {
            _ = try fresh.value(for: OrderNumber.self)
        } catch {
            reason = error.code  // .missingValue; error.message names OrderNumber
        }

        #expect(reason == .missingValue)
        #expect(fresh[OrderNumber.self] == nil)
        #expect(throws: FlowContextError.self) { try fresh.value(for: OrderNumber.self) }
        #expect((try? fresh.value(for: OrderNumber.self)) == nil)
        do {
            _ = try fresh.value(for: OrderNumber.self)
        } catch {
            #expect(error.message.contains("OrderNumber"))
        }
    }

    @Test func names() throws {
        let context = FlowContext()
        context["someKey"] = "someValue"
        let someValue = context["someKey"]  // "someValue", as any Sendable
        let typed = try context.value(named: "someKey", as: String.self)
        context["someKey"] = nil  // removed

        #expect(someValue as? String == "someValue")
        #expect(typed == "someValue")
        #expect(context["someKey"] == nil)
        #expect(throws: FlowContextError.self) { try context.value(named: "someKey", as: String.self) }
        // The name "ShowIntro" is not the key ShowIntro.
        context["ShowIntro"] = false
        #expect(context[ShowIntro.self] == true)
    }

    @Test func branch() {
        let firstContext = FlowContext()
        let childContext = firstContext.branch()
        firstContext["ABC"] = 123
        let inherited = childContext["ABC"]  // 123
        childContext["ABC"] = 456
        let parentsOwn = firstContext["ABC"]  // still 123
        let childsOwn = childContext["ABC"]  // 456

        #expect(inherited as? Int == 123)
        #expect(parentsOwn as? Int == 123)
        #expect(childsOwn as? Int == 456)
    }

    @Test func observe() async {
        let checkout = FlowContext()
        let payment = checkout.branch()
        var showIntroValues = payment.values(for: ShowIntro.self).makeAsyncIterator()
        let now = await showIntroValues.next()  // true: the default
        checkout[ShowIntro.self] = false
        let changed = await showIntroValues.next()  // false: the parent's write reaches the child

        #expect(now == true)
        #expect(changed == false)
    }

    @Test func observeInALoop() async {
        let context = FlowContext()
        let turnOff = Task { context[ShowIntro.self] = false }
        for await showIntro in context.values(for: ShowIntro.self) {
            if !showIntro { break }  // once the intro is turned off
        }

        await turnOff.value
        #expect(context[ShowIntro.self] == false)
    }

    @Test func everySampleOfTheDocumentationIsInATest() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let tests = thisFile.deletingLastPathComponent()
        let module = tests.appendingPathComponent("../../Sources/WireframeFlow").standardized
        let testFiles = try swiftFiles(under: tests).map {
            significantLines(try String(contentsOf: $0, encoding: .utf8))
        }
        #expect(testFiles.count >= 10)

        let sources = try swiftFiles(under: module)
        let documents = [module.appendingPathComponent("WireframeFlow.docc/Articles/UsingFlowContext.md")] + sources
        #expect(sources.count >= 15)

        var sampleCount = 0
        for document in documents {
            for sample in swiftSamples(in: try String(contentsOf: document, encoding: .utf8)) {
                sampleCount += 1
                let run = significantLines(sample)
                let found = testFiles.contains { contains($0, run) }
                #expect(found, "a sample of \(document.lastPathComponent) is in no test as it is:\n\(sample)")
            }
        }
        #expect(sampleCount >= 30)
    }
}

/// The Swift files in `folder` and the folders under it.
private func swiftFiles(under folder: URL) throws -> [URL] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }
        .sorted()
        .map { folder.appendingPathComponent($0) }
}

/// The ```` ```swift ```` blocks of a Markdown article or of the `///` comments of a source file.
private func swiftSamples(in text: String) -> [String] {
    var samples: [String] = []
    var current: [String]?
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("///") { line = String(line.dropFirst(3)) }
        let fence = line.trimmingCharacters(in: .whitespaces)
        if current == nil, fence == "```swift" {
            current = []
        } else if let lines = current, fence == "```" {
            samples.append(lines.joined(separator: "\n"))
            current = nil
        } else {
            current?.append(line)
        }
    }
    return samples
}

/// The lines of `text`, each trimmed, blank ones left out.
private func significantLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// Whether `lines` holds `run` as consecutive lines.
private func contains(_ lines: [String], _ run: [String]) -> Bool {
    guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
    return (0...(lines.count - run.count)).contains { start in
        Array(lines[start..<start + run.count]) == run
    }
}
