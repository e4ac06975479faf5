// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import WireframeModules
import WireframeTestSupport

// sample VIPERModules/overview-3
final class UserInteractor: ModuleInteractor, UserInteractorContract {
    let links = InteractorLinks<any UserInteractorOutput>()
    var contract: any UserInteractorContract { self }

    func loadUser(id: Int) {
        presenter?.didLoadUser(name: "User \(id)")
    }
}
// sample end
