import WireframeHeadless
import WireframeKit

// A page of the settings, named by the route: `/settings/signature` shows "Signature".

@MainActor protocol SettingsPageViewContract: AnyObject { func show(title: String) }
@MainActor protocol SettingsPageViewOutput: AnyObject { func viewDidLoad() }
@MainActor protocol SettingsPageInteractorContract: AnyObject {}
@MainActor protocol SettingsPageInteractorOutput: AnyObject {}
@MainActor protocol SettingsPageRouterContract: AnyObject {}

final class SettingsPageView: HeadlessScreen, ModuleView, SettingsPageViewContract {
    let links = ViewLinks<any SettingsPageViewOutput>()
    var contract: any SettingsPageViewContract { self }

    init() { super.init("settings-page") }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(title: String) { self.title = title }
}

final class SettingsPagePresenter: ModulePresenter, ModuleInputReceiving, SettingsPageViewOutput,
    SettingsPageInteractorOutput
{
    let links = PresenterLinks<
        any SettingsPageViewContract, any SettingsPageInteractorContract, any SettingsPageRouterContract
    >()
    var viewOutput: any SettingsPageViewOutput { self }
    var interactorOutput: any SettingsPageInteractorOutput { self }
    private var page = ""

    func receive(_ input: String) { page = input }
    func viewDidLoad() { view?.show(title: page.prefix(1).uppercased() + page.dropFirst()) }
}

final class SettingsPageInteractor: ModuleInteractor, SettingsPageInteractorContract {
    let links = InteractorLinks<any SettingsPageInteractorOutput>()
    var contract: any SettingsPageInteractorContract { self }
}

final class SettingsPageRouter: ModuleRouter, SettingsPageRouterContract {
    let links = RouterLinks()
    var contract: any SettingsPageRouterContract { self }
}

typealias SettingsPageBuilder = ModuleBuilder<
    SettingsPageView, SettingsPagePresenter, SettingsPageInteractor, SettingsPageRouter
>
