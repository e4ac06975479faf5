// swift-tools-version: 6.0
import PackageDescription

// The pipeline fuzzer is its own package, built with `--sanitize fuzzer` by Fuzz/run-fuzzer.sh
// (target `pipeline`), so that the library's users never build it. It drives the library as a
// user does: through its products.
let package = Package(
    name: "WireframePipelineFuzzer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "WireframeKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "pipeline-fuzzer",
            dependencies: [
                .product(name: "WireframeKit", package: "WireframeKit"),
                .product(name: "WireframeHeadless", package: "WireframeKit"),
            ],
            path: "Sources/PipelineFuzzer"
        )
    ]
)
