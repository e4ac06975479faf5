import Foundation
import Testing

/// Every code sample of the module's DocC catalog, and of the README's section on modules, is
/// compiled by a test: each sample must appear, line for line (indentation aside), in a Swift
/// file of this target or of `WireframeUIKitStandInTests`.
@Suite("Documentation samples are compiled")
struct DocSampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [
        "Sources/WireframeModules/WireframeModules.docc/WireframeModules.md",
        "Sources/WireframeModules/WireframeModules.docc/Articles/VIPERModules.md",
    ])
    func catalogSamples(_ path: String) throws {
        try expectCompiled(Self.samples(in: try read(path)), from: path)
    }

    @Test func readmeSection() throws {
        let readme = try read("README.md")
        let start = try #require(readme.range(of: "\n## VIPER modules\n"))
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        let samples = Self.samples(in: String(section))
        #expect(!samples.isEmpty)
        try expectCompiled(samples, from: "README.md")
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func expectCompiled(_ samples: [[String]], from path: String) throws {
        let sources = try Self.testSources()
        for sample in samples {
            let found = sources.contains { Self.contains($0, sample) }
            #expect(found, "a sample of \(path) is in no test file:\n\(sample.joined(separator: "\n"))")
        }
    }

    /// The ```swift blocks of `markdown`, each as its lines, trimmed.
    static func samples(in markdown: String) -> [[String]] {
        var samples: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                samples.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(trimmed)
            }
        }
        return samples
    }

    /// The lines, trimmed, of every Swift file of the two test targets that compile samples.
    static func testSources() throws -> [[String]] {
        var files: [[String]] = []
        for folder in ["Tests/WireframeModulesTests", "Tests/WireframeUIKitStandInTests"] {
            let url = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                files.append(
                    text.split(separator: "\n", omittingEmptySubsequences: false).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                )
            }
        }
        return files
    }

    /// Whether `lines` holds `sample` as consecutive lines.
    static func contains(_ lines: [String], _ sample: [String]) -> Bool {
        guard !sample.isEmpty, sample.count <= lines.count else { return sample.isEmpty }
        return (0...(lines.count - sample.count)).contains { start in
            lines[start..<(start + sample.count)].elementsEqual(sample)
        }
    }
}
