// Holds samples of README.md, VIPERModules.md and of the `///` comments of
// NavigationWithoutWaiting.swift (the documentation tests check that they stay the same).
import WireframeHeadless
import WireframeModules

// sample VIPERModules/navigating-from-synchronous-code
final class ContactRouter: ModuleRouter, ContactRouterContract {
    let links = RouterLinks()
    var contract: any ContactRouterContract { self }

    // sample README/viper-modules-2
    // sample NavigationWithoutWaiting/NavigationWithoutWaiting
    func showFriend(id: Int) {
        withoutWaiting.push(try ContactBuilder.build(input: id))
    }
    // sample end
    // sample end

    func showPrivacyPolicy() {
        withoutWaiting.present(screen: HeadlessScreen("privacy-policy"), inStack: true)
    }

    // sample NavigationWithoutWaiting/withoutWaiting
    func close() {
        withoutWaiting.dismiss()
    }
    // sample end
}
// sample end
