import WireframeHeadless
import WireframeKit

// The three tabs — Inbox, Search, Settings — are one module made three times: its view is named
// after the tab, its interactor knows the tab's title. They show the VIPER round trip at its
// smallest: the view loads → presenter → interactor → presenter → view shows the title.

/// The tab a `Tab` module stands for; its input.
enum Tab: String {
    case inbox, search, settings
}

@MainActor protocol TabViewContract: AnyObject { func show(title: String) }
@MainActor protocol TabViewOutput: AnyObject { func viewDidLoad() }
@MainActor protocol TabInteractorContract: AnyObject { func loadTitle(of tab: Tab) }
@MainActor protocol TabInteractorOutput: AnyObject { func didLoad(title: String) }
@MainActor protocol TabRouterContract: AnyObject {}

final class TabView: HeadlessScreen, ModuleView, TabViewContract {
    let links = ViewLinks<any TabViewOutput>()
    var contract: any TabViewContract { self }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(title: String) { self.title = title }
}

final class TabPresenter: ModulePresenter, ModuleInputReceiving, TabViewOutput, TabInteractorOutput {
    let links = PresenterLinks<any TabViewContract, any TabInteractorContract, any TabRouterContract>()
    var viewOutput: any TabViewOutput { self }
    var interactorOutput: any TabInteractorOutput { self }
    private var tab = Tab.inbox

    func receive(_ input: Tab) { tab = input }
    func viewDidLoad() { interactor?.loadTitle(of: tab) }
    func didLoad(title: String) { view?.show(title: title) }
}

final class TabInteractor: ModuleInteractor, TabInteractorContract {
    let links = InteractorLinks<any TabInteractorOutput>()
    var contract: any TabInteractorContract { self }

    func loadTitle(of tab: Tab) {
        presenter?.didLoad(title: tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst())
    }
}

final class TabRouter: ModuleRouter, TabRouterContract {
    let links = RouterLinks()
    var contract: any TabRouterContract { self }
}

typealias TabBuilder = ModuleBuilder<TabView, TabPresenter, TabInteractor, TabRouter>

extension TabBuilder {
    /// The module of `tab`, its view named after it (`"inbox"`).
    static func build(tab: Tab) throws(ModuleError) -> Module<TabView, TabPresenter> {
        try build(input: tab, viewSource: .factory { TabView(tab.rawValue) })
    }
}
