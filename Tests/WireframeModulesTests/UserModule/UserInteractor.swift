import WireframeModules

final class UserInteractor: ModuleInteractor, UserInteractorContract {
    let links = InteractorLinks<any UserInteractorOutput>()
    var contract: any UserInteractorContract { self }

    func loadUser(id: Int) {
        presenter?.didLoadUser(name: "User \(id)")
    }
}
