// Holds samples of README.md, VIPERModules.md and of the `///` comments of
// NavigationWithoutWaiting.swift (the documentation tests check that they stay the same).
import WireframeHeadless
import WireframeModules

final class ContactRouter: ModuleRouter, ContactRouterContract {
    let links = RouterLinks()
    var contract: any ContactRouterContract { self }

    func showFriend(id: Int) {
        withoutWaiting.push(try ContactBuilder.build(input: id))
    }

    func showPrivacyPolicy() {
        withoutWaiting.present(screen: HeadlessScreen("privacy-policy"), inStack: true)
    }

    func close() {
        withoutWaiting.dismiss()
    }
}
