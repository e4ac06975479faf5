import Foundation
import Testing

/// README.md's installation section says what Package.swift declares, and the deployment floor
/// Package.swift declares is the one the sources need.
@Suite("Installation and the deployment floor")
struct InstallationTests {
    /// The platforms of Package.swift's `platforms:` line, as people write them: `iOS 16`.
    static func declaredPlatforms() throws -> [String] {
        let manifest = try Documentation.text(of: "Package.swift")
        let line = try #require(manifest.split(separator: "\n").first { $0.contains("platforms: [") })
        let names = ["iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"]
        return line.split(separator: ",").compactMap { entry -> String? in
            guard let dot = entry.firstIndex(of: "."), let open = entry.firstIndex(of: "("),
                let version = entry.range(of: "(.v")
            else { return nil }
            let platform = String(entry[entry.index(after: dot)..<open])
            let number = entry[version.upperBound...].prefix { $0.isNumber || $0 == "_" }
            return names[platform].map { "\($0) \(number.replacingOccurrences(of: "_", with: "."))" }
        }
    }

    /// The README's section `## Installation`, up to the next section.
    static func installationSection() throws -> String {
        let readme = try Documentation.text(of: "README.md")
        let start = try #require(readme.range(of: "\n## Installation\n"), "README.md has no Installation section")
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func theFloorIsWhatTheSourcesNeedAndNoMore() throws {
        // Clock, Duration and `any Clock<Duration>` (WireframeHeadless) need iOS 16 / macOS 13
        // at run time; nothing needs more since Synchronization.Mutex gave way to the
        // package's own lock.
        #expect(try Self.declaredPlatforms() == ["iOS 16", "macOS 13", "tvOS 16", "visionOS 1", "watchOS 9"])
        for file in try Documentation.files(under: "Sources", ending: ".swift") {
            #expect(!(try Documentation.text(of: file)).contains("import Synchronization"), "\(file)")
        }
    }

    @Test func theReadmeNamesThePlatformsThePackageLineAndTheProducts() throws {
        let section = try Self.installationSection()
        for platform in try Self.declaredPlatforms() {
            #expect(section.contains(platform), "README.md's Installation section does not name \(platform)")
        }
        // Until a release is tagged, the line that resolves is a branch's; the tag to come is named.
        #expect(section.contains(#".package(url: "https://github.com/wireframekit/WireframeKit", branch: "main")"#))
        #expect(section.contains(#"from: "0.1.0""#))
        for product in ["WireframeKit", "WireframeHeadless", "WireframeUIKit", "WireframeTesting"] {
            #expect(section.contains(#".product(name: "\#(product)", package: "WireframeKit")"#), "\(product)")
        }
    }

    /// The products Package.swift declares: `.library(name: "X"` and `.executable(name: "x"`.
    static func declaredProducts() throws -> [String] {
        let manifest = try Documentation.text(of: "Package.swift")
        return manifest.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(".library(name: \"") || line.contains(".executable(name: \"") else { return nil }
            return line.split(separator: "\"").dropFirst().first.map(String.init)
        }
    }

    @Test func everyProductHasARowThatSaysWhenToPickIt() throws {
        let section = try Self.installationSection()
        let products = try Self.declaredProducts()
        #expect(products.count == 8, "\(products)")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for product in products {
            let row = rows.first { $0.hasPrefix("| `\(product)`") }
            #expect(row != nil, "README.md's Installation table has no row for the product \(product)")
            if let row { #expect(row.split(separator: "|").count == 2, "\(row)") }
        }
    }

    @Test func theReadmePackageLinesCompileInAManifest() async throws {
        let section = try Self.installationSection()
        let blocks = CodeBlock.all(in: section, page: "README.md").filter { $0.language == "swift" }
        try #require(blocks.count == 2, "the Installation section has the dependency line and the targets")
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "MailApp",
            \(blocks[0].lines.joined(separator: "\n"))
                targets: [
            \(blocks[1].lines.joined(separator: "\n"))
                ]
            )
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("MailApp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", directory.path]
        let output = directory.appendingPathComponent("dump.json")
        try Data().write(to: output)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the README's lines do not compile in a manifest:\n\(manifest)")
        let dump = try String(contentsOf: output, encoding: .utf8)
        #expect(dump.contains("https://github.com/wireframekit/WireframeKit"))
        #expect(dump.contains("WireframeHeadless") && dump.contains("WireframeUIKit"))
    }
}
