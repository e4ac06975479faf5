import Testing
import WireframeSwiftUI
import WireframeTesting

/// The SwiftUI models pass the contract every presentation backend passes, the checks of the
/// user's actions included, those actions done through the bindings the views write; on the
/// rules of both OS versions.
@MainActor
struct SwiftUIBackendContractTests {
    @Test(arguments: BackendContract.checks)
    func contractOnIOS16(_ check: BackendContract.Check) async throws {
        try await check.run(on: SwiftUIBackend(limits: .iOS16))
    }

    @Test(arguments: BackendContract.checks)
    func contractOnIOS17(_ check: BackendContract.Check) async throws {
        try await check.run(on: SwiftUIBackend(limits: .iOS17))
    }
}
