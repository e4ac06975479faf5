// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WireframeKit",
    // Mutex (module Synchronization) sets the floor on Apple platforms.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .visionOS(.v2), .watchOS(.v11)],
    products: [
        .library(name: "WireframeKit", targets: ["WireframeKit"]),
        .library(name: "WireframeHeadless", targets: ["WireframeHeadless"]),
        .library(name: "WireframeUIKit", targets: ["WireframeUIKit"]),
        .executable(name: "wireframe", targets: ["wireframe"]),
        .executable(name: "wireframe-demo", targets: ["WireframeDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Tests only: generated values for the typed routes' round-trip properties.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The core: routing, presentation protocols, the wireframe pipeline. No UI framework.
        .target(
            name: "WireframeKit",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // An in-memory, UIKit-shaped screen hierarchy for tests, the demo and users' own tests.
        .target(name: "WireframeHeadless", dependencies: ["WireframeKit"]),
        // UIKit conformances; every file is wrapped in `#if canImport(UIKit)`.
        .target(name: "WireframeUIKit", dependencies: ["WireframeKit"]),
        // So that every line of WireframeUIKit compiles and is tested on any platform: a stand-in
        // for the few UIKit declarations it uses (test-only, in no product), and a test target
        // that compiles WireframeUIKit's own files (through the symlink
        // Tests/WireframeUIKitStandInTests/WireframeUIKit) against it. See that folder's README.md.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .testTarget(
            name: "WireframeUIKitStandInTests",
            dependencies: ["UIKitStandIn", "WireframeKit"],
            exclude: ["README.md", "check-as-uikit.sh", "WireframeUIKit/WireframeUIKit.docc"],
            swiftSettings: [.define("WIREFRAME_UIKIT_STANDIN")]
        ),
        .testTarget(
            name: "WireframeKitTests",
            dependencies: ["WireframeKit", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "WireframeHeadlessTests",
            dependencies: ["WireframeHeadless", "WireframeKit"],
            exclude: ["Golden"]
        ),
        // The wireframe pipeline, driven through the headless backend.
        .testTarget(
            name: "WireframeTests",
            dependencies: [
                "WireframeKit", "WireframeHeadless", .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The `wireframe` tool: commands and their testable logic, and the thin executable that runs them.
        .target(
            name: "WireframeCommandLine",
            dependencies: ["WireframeKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "wireframe",
            dependencies: ["WireframeCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "WireframeCommandLineTests",
            dependencies: [
                "WireframeCommandLine", "WireframeKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Golden", "Fixtures"]
        ),
        // The example app: a headless mail app that routes its links through a wireframe.
        .executableTarget(
            name: "WireframeDemo",
            dependencies: ["WireframeKit", "WireframeHeadless", .product(name: "Logging", package: "swift-log")],
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
