// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WireframeKit",
    // What sets the floor: WireframeHeadless's Clock, Duration and ContinuousClock, and its
    // parameterized existential `any Clock<Duration>`, whose metadata the runtime makes only
    // from iOS 16 / macOS 13 / tvOS 16 / watchOS 9 (visionOS 1 has them all). The rest needs
    // less: Swift concurrency (iOS 13); typed throws only where a typed-throws function type
    // never needs run-time metadata (as a parameter or a stored closure, never cast or used as
    // a generic argument, which would need iOS 18 / macOS 15); no Synchronization (Mutex needed
    // iOS 18 / macOS 15; the package's lock is WireframeSupport's, over pthread_mutex_t).
    // One floor covers every product, and the headless backend is what users' tests run on.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1), .watchOS(.v9)],
    products: [
        .library(name: "WireframeKit", targets: ["WireframeKit"]),
        .library(name: "WireframeHeadless", targets: ["WireframeHeadless"]),
        .library(name: "WireframeFlow", targets: ["WireframeFlow"]),
        .library(name: "WireframeUIKit", targets: ["WireframeUIKit"]),
        .library(name: "WireframeSwiftUI", targets: ["WireframeSwiftUI"]),
        .library(name: "WireframeTesting", targets: ["WireframeTesting"]),
        .executable(name: "wireframe", targets: ["wireframe"]),
        .executable(name: "wireframe-demo", targets: ["WireframeDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Tests only: generated values for the typed routes' round-trip properties.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The `wireframe` tool only: the module generator's templates.
        .package(url: "https://github.com/stencilproject/Stencil.git", from: "0.15.1"),
    ],
    targets: [
        // What modules of this package share through `package` access: the one lock that Thread
        // Sanitizer sees, and the one text escaper of messages and dumps (MessageText). In no
        // product of its own.
        .target(name: "WireframeSupport"),
        .testTarget(name: "WireframeSupportTests", dependencies: ["WireframeSupport"]),
        // The layers, lowest first (ARCHITECTURE.md draws them). Each is a module of its own, so
        // that what one may use is checked by the compiler, not by convention.

        // Route patterns, URL parsing, matching, reverse routing: pure values, Foundation only.
        .target(name: "WireframeRouting", dependencies: ["WireframeSupport"]),
        // Screen and container protocols, user navigation events, per-screen identity. No UI
        // framework, no logging: the backends depend on this alone (and on WireframeSupport's
        // text). The one in-memory tree the headless and SwiftUI backends are faces of is
        // Sources/InMemoryTree, compiled into each of them (their `Tree` folder is a link to it),
        // so that its generic walks and edits are specialised for each backend's own classes.
        .target(name: "WireframePresentation"),
        // Data that travels along a flow of screens (FlowContext): typed, branchable, observable,
        // kept by screens in their attachments. A value layer, as routing is: no UI framework.
        .target(name: "WireframeFlow", dependencies: ["WireframePresentation", "WireframeSupport"]),
        // The navigation core every way of navigating goes through: the turn queue, navigation
        // steps, the navigator that applies them whole or not at all (undo log, timeout, one
        // error), and what it tells of every change.
        .target(
            name: "WireframeNavigation",
            dependencies: [
                "WireframePresentation", "WireframeSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "WireframeNavigationTests",
            dependencies: [
                "WireframeTestSupport",
                "WireframeNavigation", "WireframePresentation", "WireframeHeadless", "WireframeKit", "WireframeTesting",
            ]
        ),
        // The wireframe: routes a URL through plug-ins to the steps of a transition, in the
        // navigator's turns; each request carries the flow context of the screen it starts from
        // and hands one on.
        .target(
            name: "WireframePipeline",
            dependencies: [
                "WireframeRouting", "WireframePresentation", "WireframeFlow", "WireframeNavigation",
                "WireframeSupport", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The store alone, on screens (headless ones, of the fixtures, and of a type of the
        // tests' own), and through a wireframe, as the documentation's samples use it.
        .testTarget(
            name: "WireframeFlowTests",
            dependencies: [
                "WireframeTestSupport",
                "WireframeFlow", "WireframeSupport", "WireframePresentation", "WireframeHeadless", "WireframeTesting",
                "WireframeNavigation", "WireframePipeline", "WireframeRouting",
            ]
        ),
        // VIPER modules: the four roles and their five contracts, the generic builder that wires
        // them, routers that take turns in the navigator of the `URLRouting` they are given (the
        // app's wireframe). Modules as route targets, and a router's URL, are WireframeKit's.
        .target(
            name: "WireframeModules",
            dependencies: [
                "WireframeRouting", "WireframePresentation", "WireframeNavigation",
                "WireframeSupport", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // State-driven navigation: the route as a value in the app's store, diffed into the
        // transitions of routables, kept in step with what the user does. Its router takes turns
        // in the navigator of the `URLRouting` it is given (the app's wireframe); its deep links
        // are WireframeKit's.
        .target(
            name: "WireframeStateRouting",
            dependencies: ["WireframeRouting", "WireframePresentation", "WireframeNavigation", "WireframeSupport"]
        ),
        // `import WireframeKit` gives an app every layer, and holds where the front-ends meet the
        // URL pipeline: modules as route targets, a module router's URL, the state router's links.
        .target(
            name: "WireframeKit",
            dependencies: [
                "WireframeRouting", "WireframePresentation", "WireframeNavigation", "WireframePipeline",
                "WireframeFlow",
                "WireframeModules", "WireframeStateRouting",
            ]
        ),
        // An in-memory, UIKit-shaped screen hierarchy for tests, the demo and users' own tests.
        .target(name: "WireframeHeadless", dependencies: ["WireframePresentation", "WireframeSupport"]),
        // UIKit conformances, and the storyboard and nib view sources of VIPER modules; every file
        // is wrapped in `#if canImport(UIKit)`.
        .target(name: "WireframeUIKit", dependencies: ["WireframePresentation", "WireframeModules"]),
        // SwiftUI: container models that the views show (plain Swift: the backend contract, the
        // user's actions through the bindings the views write, and the planner that splits a change
        // into the updates each OS version accepts, all tested here), and thin SwiftUI views over
        // them, every view file wrapped in `#if canImport(SwiftUI)`. It depends on the presentation
        // protocols alone, so that it compiles for iOS here against the Swift stand-in SDK of
        // Tests/WireframeSwiftUIStandInTests/check-as-ios.sh.
        .target(name: "WireframeSwiftUI", dependencies: ["WireframePresentation", "WireframeSupport"]),
        // The SwiftUI models under the backend contract, the planner's properties, and the
        // wireframe, VIPER modules, flow contexts and the state router on them.
        .testTarget(
            name: "WireframeSwiftUITests",
            dependencies: [
                "WireframeTestSupport", "WireframeSwiftUI", "WireframeKit", "WireframeTesting", "WireframeHeadless",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["UserModule/README.md"]
        ),
        // For users' test targets: the contract every presentation backend must pass, and
        // fixtures for testing navigation on the headless backend. It throws its own errors and
        // imports no test framework.
        .target(
            name: "WireframeTesting",
            dependencies: ["WireframePresentation", "WireframeHeadless", "WireframeNavigation", "WireframePipeline"]
        ),
        .testTarget(
            name: "WireframeTestingTests",
            dependencies: [
                "WireframeTestSupport", "WireframeTesting", "WireframeHeadless", "WireframePresentation",
                "WireframeKit",
            ]
        ),
        // So that every line of WireframeUIKit compiles and is tested on any platform: a stand-in
        // for the few UIKit declarations it uses (test-only, in no product), and a test target
        // that compiles WireframeUIKit's own files (through the symlink
        // Tests/WireframeUIKitStandInTests/WireframeUIKit) against it. See that folder's README.md.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn", exclude: ["ObjectiveC"]),
        // What every test target shares (in no product): waiting for a condition, expecting a
        // typed error, golden files, a seeded random number generator.
        .target(
            name: "WireframeTestSupport",
            dependencies: [
                "WireframeRouting", "WireframePresentation", "WireframeNavigation", "WireframePipeline",
                "WireframeModules", "WireframeStateRouting", "WireframeHeadless", "WireframeTesting",
            ],
            path: "Tests/WireframeTestSupport"
        ),
        .testTarget(
            name: "WireframeUIKitStandInTests",
            dependencies: [
                "WireframeTestSupport", "UIKitStandIn", "WireframeKit", "WireframeModules", "WireframeTesting",
                "WireframeSwiftUI", "SwiftUIStandIn",
            ],
            exclude: [
                "README.md", "DeviceChecklist.md", "check-as-uikit.sh", "WireframeUIKit/WireframeUIKit.docc",
                "UserModule/README.md", "MailUIKit/README.md",
            ],
            swiftSettings: [.define("WIREFRAME_UIKIT_STANDIN")]
        ),
        // So that every SwiftUI view of WireframeSwiftUI (and of the demo, and the
        // documentation's SwiftUI samples) compiles on any platform: a stand-in of exactly the
        // SwiftUI declarations they use, with SwiftUI's availability (test-only, in no product), and
        // a test target that compiles the views' files (through the symbolic links in
        // Tests/WireframeSwiftUIStandInTests) against it. check-as-ios.sh there compiles them for iOS
        // 16 and macOS 13, so that availability is checked too. See that folder's README.md.
        .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], path: "Tests/SwiftUIStandIn"),
        .testTarget(
            name: "WireframeSwiftUIStandInTests",
            dependencies: ["SwiftUIStandIn", "UIKitStandIn", "WireframeSwiftUI", "WireframeKit"],
            exclude: ["README.md", "check-as-ios.sh", "Probes", "MailSwiftUI/README.md"],
            swiftSettings: [.define("WIREFRAME_SWIFTUI_STANDIN")]
        ),
        // Issue 31's benchmark row: WireframeSwiftUI's views (through the link
        // Benchmarks/SwiftUIRuntime/Views, as the target above) on the simulated SwiftUI runtime,
        // next to the headless backend. In this package so that the views reach the models'
        // `package` members; in no product, so no app builds it. Benchmarks/README.md says why.
        .executableTarget(
            name: "swiftui-runtime-benchmark",
            dependencies: [
                "SwiftUIStandIn", "UIKitStandIn", "WireframeSwiftUI", "WireframePresentation", "WireframeKit",
                "WireframeHeadless",
            ],
            path: "Benchmarks/SwiftUIRuntime",
            swiftSettings: [.define("WIREFRAME_SWIFTUI_STANDIN")]
        ),
        .testTarget(
            name: "WireframeRoutingTests",
            dependencies: [
                "WireframeTestSupport", "WireframeRouting", "WireframeSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The documentation: every sample of README.md and the DocC catalogs is copied into a
        // test that runs it, and the README agrees with this manifest.
        .testTarget(name: "WireframeDocumentationTests"),
        .testTarget(
            name: "WireframeHeadlessTests",
            dependencies: ["WireframeTestSupport", "WireframeHeadless", "WireframeKit", "WireframeTesting"],
            exclude: ["Golden"]
        ),
        // The wireframe pipeline, driven through the headless backend.
        .testTarget(
            name: "WireframePipelineTests",
            dependencies: [
                "WireframeTestSupport",
                "WireframeKit", "WireframeHeadless", "WireframeSupport", "WireframeTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // VIPER modules, driven through the headless backend.
        .testTarget(
            name: "WireframeModulesTests",
            dependencies: ["WireframeTestSupport", "WireframeKit", "WireframeModules", "WireframeHeadless"],
            exclude: ["UserModule/README.md"]
        ),
        // State-driven navigation, on the headless backend.
        .testTarget(
            name: "WireframeStateRoutingTests",
            dependencies: [
                "WireframeTestSupport", "WireframeStateRouting", "WireframeKit", "WireframeHeadless",
                "WireframeTesting",
            ]
        ),
        // The module generator behind `wireframe module`: renders a VIPER module's files from Stencil
        // templates compiled into it. Only the `wireframe` tool depends on it, so an app that uses
        // WireframeKit never builds Stencil.
        .target(
            name: "WireframeGenerator",
            dependencies: ["WireframeRouting", "WireframeSupport", .product(name: "Stencil", package: "Stencil")]
        ),
        .testTarget(
            name: "WireframeGeneratorTests",
            dependencies: ["WireframeTestSupport", "WireframeGenerator", "WireframeRouting"],
            exclude: ["Golden", "Fixtures"]
        ),
        // The `wireframe` tool: commands and their testable logic, and the thin executable that runs them.
        .target(
            name: "WireframeCommandLine",
            dependencies: [
                "WireframeRouting", "WireframeGenerator", "WireframeSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "wireframe",
            dependencies: ["WireframeCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "WireframeCommandLineTests",
            dependencies: [
                "WireframeTestSupport",
                "WireframeCommandLine", "WireframeRouting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Golden", "Fixtures"]
        ),
        // The example app: a headless mail app that routes its links through a wireframe, then the
        // same mail app on the SwiftUI models. Its SwiftUI views (SwiftUI/Views) are wrapped in
        // `#if canImport(SwiftUI)`, and compiled here by WireframeSwiftUIStandInTests.
        .executableTarget(
            name: "WireframeDemo",
            dependencies: [
                "WireframeKit", "WireframeHeadless", "WireframeSwiftUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/WireframeDemo"
        ),
    ]
)

// Every target: Swift 6 language mode (complete concurrency checking) plus the upcoming features
// the best packages turn on.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ])
    target.swiftSettings = settings
}
