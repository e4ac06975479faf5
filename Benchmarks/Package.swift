// swift-tools-version: 6.1
import PackageDescription

// The benchmarks are their own package, so the library's users never resolve routing-kit.
// Run: swift run -c release --package-path Benchmarks wireframe-benchmarks
let package = Package(
    name: "WireframeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the product reference below does not depend on the checkout's folder name.
        .package(name: "WireframeKit", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        // Percentiles, malloc counts and saved baselines for the matcher (Benchmarks/MatcherLookups).
        // The malloc interposer only: the ARC runtime interposer its default traits add on Linux
        // with Swift 6.3 is a package this workplace does not have.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "wireframe-benchmarks",
            dependencies: [
                "CHeapUsage",
                .product(name: "WireframeKit", package: "WireframeKit"),
                .product(name: "WireframeHeadless", package: "WireframeKit"),
                .product(name: "WireframeFlow", package: "WireframeKit"),
                .product(name: "WireframeSwiftUI", package: "WireframeKit"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ]
        ),
        // Lock.swift in wireframe-benchmarks is a symbolic link to Sources/WireframeSupport/Lock.swift:
        // the flow benchmark's floor must sit behind the very lock FlowContext uses, and `package`
        // access does not reach from one package into another.
        // glibc's mallinfo2(), which Swift's Glibc module does not export.
        .target(name: "CHeapUsage"),
        // Run by `swift package benchmark`, which looks for benchmark targets under Benchmarks/.
        // Its workload, contenders and floor are symbolic links to wireframe-benchmarks' files.
        .executableTarget(
            name: "MatcherLookups",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WireframeKit", package: "WireframeKit"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Benchmarks/MatcherLookups",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

for target in package.targets where target.name != "CHeapUsage" {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ])
    target.swiftSettings = settings
}
