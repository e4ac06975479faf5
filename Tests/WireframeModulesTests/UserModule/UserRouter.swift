// Holds samples of the `///` comments of RouterLinks.swift (the documentation tests check that they
// stay the same).
// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import WireframeModules
import WireframeTestSupport

// sample VIPERModules/overview-4
final class UserRouter: ModuleRouter, UserRouterContract {
    // sample RouterLinks/RouterLinks
    let links = RouterLinks()
    // sample end
    var contract: any UserRouterContract { self }

    func showFriend(id: Int) async throws(ModuleError) {
        try await push(UserBuilder.build(input: id))
    }

    func close() async throws(ModuleError) {
        try await dismiss()
    }
}
// sample end
