// Holds samples of VIPERModules.md (the documentation tests check that they stay the same).
import WireframeModules

final class ContactPresenter: ModulePresenter, ContactViewOutput, ContactInteractorOutput {
    let links = PresenterLinks<any ContactViewContract, any ContactInteractorContract, any ContactRouterContract>()
    var viewOutput: any ContactViewOutput { self }
    var interactorOutput: any ContactInteractorOutput { self }

    private(set) var contactID: Int?

    func viewDidLoad() {
        if let contactID { interactor?.loadContact(id: contactID) }
    }

    func didLoadContact(name: String) {
        view?.show(name: name)
    }

    // sample VIPERModules/navigating-from-synchronous-code-3
    func didTapFriend(id: Int) {
        router?.showFriend(id: id)
    }
    // sample end

    func didTapPrivacyPolicy() {
        router?.showPrivacyPolicy()
    }

    func didTapClose() {
        router?.close()
    }
}

extension ContactPresenter: ModuleInputReceiving {
    func receive(_ input: Int) {
        contactID = input
    }
}

final class ContactInteractor: ModuleInteractor, ContactInteractorContract {
    let links = InteractorLinks<any ContactInteractorOutput>()
    var contract: any ContactInteractorContract { self }

    func loadContact(id: Int) {
        presenter?.didLoadContact(name: "Contact \(id)")
    }
}
