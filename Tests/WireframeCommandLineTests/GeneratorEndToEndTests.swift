import Foundation
import Testing
import WireframeTestSupport

/// The generator's promise, kept for real: modules it writes (with and without a route, every
/// view kind and access level, every route shape; SwiftUI modules in the strict targets, which
/// depend on WireframeSwiftUI) compile against WireframeKit in a package of
/// their own, their generated tests pass, and they pass the project's
/// `swift format lint --strict`.
///
/// The package has two kinds of targets. `App` and `Feature` turn on the upcoming features this
/// repository does (the strictest settings). `InternalApp`, `PackageApp` and `PublicApp` are the
/// README's app target, one per access level: they depend on exactly `WireframeKit` and
/// `WireframeUIKit`, with no setting, and their test targets on the app and `WireframeHeadless`,
/// as the README's do. The build checks that each target imports only the modules it depends on
/// (`--explicit-target-dependency-import-check error`), so a generated file that imports
/// WireframeHeadless in an app target fails whatever the build order (it used to build only
/// when a test target had built that module first).
///
/// Slow (it builds WireframeKit a second time, in its own package): it runs only with
/// `WIREFRAME_GENERATOR_E2E=1`, as CI's step of its own does. Every module goes into one package
/// built in one scratch folder, `.build-generator-e2e/` at the repository's root, so
/// WireframeKit is built once, and a second run reuses it.
@Suite struct GeneratorEndToEndTests {
    static let isEnabled = ProcessInfo.processInfo.environment["WIREFRAME_GENERATOR_E2E"] == "1"
    static let repository = TestFiles.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// `wireframe module` arguments for the strict targets, each run in the package's folder.
    static let strictModules: [[String]] = [
        [
            "Profile", "--output", "Sources/App/Modules", "--route", "/profile/:id<int>/:tab?", "--tests",
            "Tests/AppTests",
        ],
        ["Settings", "--output", "Sources/App/Modules", "--view", "storyboard", "--tests", "Tests/AppTests"],
        [
            "Order", "--output", "Sources/App/Modules", "--route", "https://example.com/orders/:id<int>/:note?",
            "--tests", "Tests/AppTests",
        ],
        [
            "Account", "--output", "Sources/Feature", "--access", "public", "--view", "nib",
            "--route", "myapp://accounts/:userID<uuid>/:verified<bool>/:score<double>/**",
        ],
        ["Inbox", "--output", "Sources/Feature", "--access", "package"],
        ["Drafts", "--output", "Sources/Feature", "--access", "package", "--view", "storyboard"],
        ["Search", "--output", "Sources/Feature", "--access", "public"],
        ["Card", "--output", "Sources/App/Modules", "--view", "swiftui", "--tests", "Tests/AppTests"],
        [
            "Photo", "--output", "Sources/App/Modules", "--view", "swiftui", "--route", "/photos/:id<int>/:caption?",
            "--tests", "Tests/AppTests",
        ],
        [
            "Gallery", "--output", "Sources/Feature", "--access", "public", "--view", "swiftui",
            "--route", "myapp://galleries/:owner<uuid>/**",
        ],
        ["Album", "--output", "Sources/Feature", "--access", "package", "--view", "swiftui"],
    ]

    /// The route shapes every README target gets some of: no parameter, only `**`, only
    /// optional segments, typed parameters, scopes, and text Swift would read as code.
    static let routeShapes: [(name: String, pattern: String)] = [
        ("Static", "/static"),
        ("Files", "/files/**"),
        ("Tabs", "/account/:tab?"),
        ("Sections", "/settings/:section?/:item?"),
        ("Device", "myapp://devices/:userID<uuid>/:verified<bool>/:score<double>/**"),
        ("Item", "/items/:id<int>/**"),
        ("Home", "myapp://home"),
        ("Shop", "https://example.com/shop/:id<int>/:note?"),
        ("Concat", #"/x"+String(cString:getenv("HOME")!)+"/:id<int>"#),
        ("Interpolation", #"/x\(fatalError())/:id<int>"#),
        ("Quote", #"/a"b/:id<int>"#),
    ]

    /// The README targets, one per access level.
    static let readmeTargets: [(target: String, access: String)] = [
        ("InternalApp", "internal"), ("PackageApp", "package"), ("PublicApp", "public"),
    ]

    /// `wireframe module` arguments for the README targets: in each, a module of each view kind
    /// without a route, and a third of the route shapes, their view kinds in turn within the
    /// target (so that routed modules of every view kind are built at every access level).
    static var readmeModules: [[String]] {
        let views = ["code", "storyboard", "nib"]
        return readmeTargets.enumerated().flatMap { index, readme in
            let plain = views.map { view in
                [
                    "Plain" + view.capitalized, "--output", "Sources/\(readme.target)", "--access", readme.access,
                    "--view", view,
                ]
            }
            let share = routeShapes.enumerated().filter { $0.offset % readmeTargets.count == index }.map(\.element)
            let shapes = share.enumerated().map { position, shape in
                [
                    shape.name, "--output", "Sources/\(readme.target)", "--access", readme.access,
                    "--view", views[position % views.count], "--route", shape.pattern,
                ]
            }
            return plain + shapes
        }
    }

    @Test(.enabled(if: isEnabled), .timeLimit(.minutes(20)))
    func generatedModulesBuildPassTheirTestsAndTheLint() async throws {
        let root = Self.repository.appendingPathComponent(".build-generator-e2e")
        let package = root.appendingPathComponent("GeneratedApp")
        try? FileManager.default.removeItem(at: package)
        let folders =
            ["Sources/App/Modules", "Sources/Feature", "Tests/AppTests", "Tests/FeatureTests"]
            + Self.readmeTargets.flatMap { ["Sources/\($0.target)", "Tests/\($0.target)Tests"] }
        for folder in folders {
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
        try Self.manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let modules = Self.strictModules + Self.readmeModules
        for arguments in modules {
            let result = try await Subprocess.run(
                [BuiltExecutable.wireframe.url.path, "module"] + arguments,
                in: package
            )
            try #require(result.status == 0, "wireframe module \(arguments): \(result.output)")
        }
        let scratch = root.appendingPathComponent("scratch").path
        for command in [
            [
                "swift", "build", "--scratch-path", scratch, "--build-tests", "-Xswiftc", "-warnings-as-errors",
                "--explicit-target-dependency-import-check", "error",
            ],
            ["swift", "test", "--scratch-path", scratch, "--skip-build"],
            [
                "swift", "format", "lint", "--strict", "--recursive",
                "--configuration", Self.repository.appendingPathComponent(".swift-format").path, "Sources", "Tests",
            ],
        ] {
            let result = try await Subprocess.run(command, in: package)
            try #require(result.status == 0, "\(command.joined(separator: " ")):\n\(result.output)")
            if command[1] == "test" {
                #expect(result.output.contains("Test run with \(modules.count) tests"), "\(result.output)")
            }
        }
        if let standIn = ProcessInfo.processInfo.environment["WIREFRAME_GENERATOR_UIKIT_STANDIN"] {
            let swiftUI = try await Self.buildSwiftUIStandIn(
                in: root.appendingPathComponent("as-swiftui"),
                uikit: standIn
            )
            try await Self.typecheckAsOnIOS(package, standIn: standIn, swiftUI: swiftUI)
        }
    }

    /// Builds, in `folder`, the SwiftUI stand-in as modules named Combine and SwiftUI (against the
    /// UIKit stand-in in `uikit`), then the whole of WireframeSwiftUI, models and views, against
    /// them, all in the package of the modules SwiftPM built; returns the modules' folder.
    ///
    /// The test build made every other module; only WireframeSwiftUI is compiled again, since
    /// SwiftPM's has no views without SwiftUI. The modules' folder comes first in the search
    /// paths, so the type check finds this WireframeSwiftUI.
    static func buildSwiftUIStandIn(in folder: URL, uikit: String) async throws -> String {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules = BuiltExecutable.productsDirectory.appendingPathComponent("Modules").path
        // The package name SwiftPM gave WireframeSwiftUI, read from its build manifest (the
        // products folder's name, then `.yaml`, two folders up), so that the `package`
        // declarations of the modules it imports are visible, as check-as-uikit.sh does.
        let products = BuiltExecutable.productsDirectory.resolvingSymlinksInPath()
        let manifest = products.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(products.lastPathComponent + ".yaml")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        let line = try #require(lines.first { $0.contains(#""-module-name","WireframeSwiftUI""#) })
        let packageName = try #require(
            line.components(separatedBy: #""-package-name",""#).dropFirst().first?.split(separator: "\"").first
        )
        // Every Swift file below `directory`, through linked folders too: WireframeSwiftUI's
        // `Tree` is a link to Sources/InMemoryTree, which FileManager's enumerator does not enter.
        func swiftFiles(in directory: URL) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().flatMap { name -> [String] in
                let url = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                // fileExists(atPath:isDirectory:) follows a link, so a linked folder is a folder.
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
                if isDirectory.boolValue { return swiftFiles(in: url) }
                return name.hasSuffix(".swift") ? [url.path] : []
            }
        }
        func sources(_ path: String) -> [String] { swiftFiles(in: repository.appendingPathComponent(path)) }
        for (module, path, extra) in [
            ("Combine", "Tests/SwiftUIStandIn/Combine", [String]()),
            ("SwiftUI", "Tests/SwiftUIStandIn/SwiftUI", []),
            (
                "WireframeSwiftUI", "Sources/WireframeSwiftUI",
                ["-I", modules]
                    + ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"].flatMap {
                        ["-enable-upcoming-feature", $0]
                    }
            ),
        ] {
            let command =
                [
                    "swiftc", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                    "-package-name", String(packageName), "-I", folder.path, "-I", uikit, "-emit-module",
                    "-emit-module-path",
                    folder.appendingPathComponent(module + ".swiftmodule").path,
                ] + extra + sources(path)
            let result = try await Subprocess.run(command, in: folder)
            try #require(result.status == 0, "\(module) of the SwiftUI stand-in:\n\(result.output)")
        }
        return folder.path
    }

    /// Type-checks each generated target's sources as on iOS: against the UIKit stand-in (a module
    /// named UIKit) and WireframeUIKit compiled against it, in `standIn` (CI's step 3 makes them,
    /// Tests/WireframeUIKitStandInTests/check-as-uikit.sh), and the SwiftUI stand-in with
    /// WireframeSwiftUI's views, in `swiftUI`, so the `#if canImport(UIKit)` half of every
    /// generated UIKit view and builder, and the `#if canImport(SwiftUI)` SwiftUI view of every
    /// SwiftUI module, are compiled too, with warnings as errors.
    static func typecheckAsOnIOS(_ package: URL, standIn: String, swiftUI: String) async throws {
        let modules = BuiltExecutable.productsDirectory.appendingPathComponent("Modules").path
        let targets = [("App", true), ("Feature", true)] + readmeTargets.map { ($0.target, false) }
        for (target, isStrict) in targets {
            let folder = package.appendingPathComponent("Sources/\(target)")
            let sources = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
            let command =
                [
                    "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", target,
                    "-package-name", "GeneratedApp", "-warnings-as-errors", "-I", swiftUI, "-I", standIn,
                    "-I", modules,
                ]
                + (isStrict ? ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"] : []).flatMap {
                    ["-enable-upcoming-feature", $0]
                } + sources
            let result = try await Subprocess.run(command, in: package)
            try #require(result.status == 0, "\(target) as on iOS:\n\(result.output)")
        }
    }

    /// A package that depends on this repository by path: the strict targets with the upcoming
    /// features this repository turns on, so the generated code is checked under the strictest
    /// settings, and the README's targets exactly as the README writes them.
    static var manifest: String {
        let kit = repository.lastPathComponent
        let readme = readmeTargets.map { readme in
            """
                    .target(name: "\(readme.target)", dependencies: [
                        .product(name: "WireframeKit", package: kit), .product(name: "WireframeUIKit", package: kit),
                    ]),
                    .testTarget(name: "\(readme.target)Tests", dependencies: [
                        "\(readme.target)", .product(name: "WireframeHeadless", package: kit),
                    ]),

            """
        }.joined()
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let kit = "\(kit)"
            let package = Package(
                name: "GeneratedApp",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(path: "\(repository.path)")],
                targets: [
            \(readme)
                    .target(name: "Feature", dependencies: [
                        .product(name: "WireframeKit", package: kit), .product(name: "WireframeHeadless", package: kit),
                        .product(name: "WireframeUIKit", package: kit), .product(name: "WireframeSwiftUI", package: kit),
                    ]),
                    .target(name: "App", dependencies: [
                        "Feature", .product(name: "WireframeKit", package: kit),
                        .product(name: "WireframeHeadless", package: kit), .product(name: "WireframeUIKit", package: kit),
                        .product(name: "WireframeSwiftUI", package: kit),
                    ]),
                    .testTarget(name: "AppTests", dependencies: [
                        "App", .product(name: "WireframeKit", package: kit), .product(name: "WireframeHeadless", package: kit),
                        .product(name: "WireframeSwiftUI", package: kit),
                    ]),
                    .testTarget(name: "FeatureTests", dependencies: [
                        "Feature", .product(name: "WireframeKit", package: kit), .product(name: "WireframeHeadless", package: kit),
                        .product(name: "WireframeSwiftUI", package: kit),
                    ]),
                ]
            )
            for target in package.targets where ["App", "Feature", "AppTests", "FeatureTests"].contains(target.name) {
                target.swiftSettings = [
                    .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
                    .enableUpcomingFeature("InternalImportsByDefault"),
                ]
            }

            """
    }
}
