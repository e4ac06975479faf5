import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of ModuleView.swift, ModulePresenter.swift,
// ModuleInteractor.swift, ModuleRouter.swift, ModuleInputReceiving.swift, ModuleBuilding.swift,
// ModuleBuilder.swift, ViewLinks.swift, PresenterLinks.swift, InteractorLinks.swift and
// ModuleRouter+Navigation.swift (and ModuleRouter+Route.swift): the Profile module those comments
// show, part by part, each written here once, between the `sample` markers (the doc comments show
// what is written here: `SampleSourcesTests`). What the samples leave out (`// …`, the contracts,
// what the other samples take for granted) is around them. ModuleDocCommentSampleTests builds and
// shows it.

/// What the presenter asks of the view.
@MainActor
protocol ProfileViewContract: AnyObject {
    func show(name: String)
}

/// What the view tells the presenter.
@MainActor
protocol ProfileViewOutput: AnyObject {
    func viewDidLoad()
}

/// What the presenter asks of the interactor.
@MainActor
protocol ProfileInteractorContract: AnyObject {
    func loadProfile(id: Int)
}

/// What the interactor tells the presenter.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    func didLoad(name: String)
}

/// Where the presenter asks the router to go.
@MainActor
protocol ProfileRouterContract: AnyObject {
    func showFriends(of id: Int) async throws
}

// sample ModuleView/ModuleView
final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    // sample ViewLinks/ViewLinks
    let links = ViewLinks<any ProfileViewOutput>()
    // sample end
    var contract: any ProfileViewContract { self }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(name: String) { title = name }
}
// sample end

/// How ViewSource.swift's sample makes the view: `ProfileView(style: .compact)`.
extension ProfileView {
    enum Style { case regular, compact }

    convenience init(style: Style) {
        self.init()
        screenAttachments[StyleKey.self] = style
    }

    /// The style the view was made with.
    var style: Style { screenAttachments[StyleKey.self] ?? .regular }

    private enum StyleKey: ScreenAttachmentKey { typealias Value = Style }
}

// sample ModulePresenter/ModulePresenter
final class ProfilePresenter: ModulePresenter, ProfileViewOutput, ProfileInteractorOutput {
    // sample PresenterLinks/PresenterLinks
    let links = PresenterLinks<any ProfileViewContract, any ProfileInteractorContract, any ProfileRouterContract>()
    // sample end
    var viewOutput: any ProfileViewOutput { self }
    var interactorOutput: any ProfileInteractorOutput { self }
    // …
}
// sample end

// The rest of the presenter, which ModulePresenter.swift's sample leaves out as `// …`, with what
// ModuleBuilder.swift's and ModuleInputReceiving.swift's samples hand it: the profile to show and
// whether it is editable. An extension cannot store them, so they are kept with the module's
// view, in its attachments, which live as long as the module does.
extension ProfilePresenter {
    var profileID: Int? {
        get { (view as? ProfileView)?.screenAttachments[ProfileIDKey.self] }
        set { (view as? ProfileView)?.screenAttachments[ProfileIDKey.self] = newValue }
    }

    var isEditable: Bool {
        get { (view as? ProfileView)?.screenAttachments[EditableKey.self] ?? false }
        set { (view as? ProfileView)?.screenAttachments[EditableKey.self] = newValue }
    }

    func viewDidLoad() {
        if let profileID { interactor?.loadProfile(id: profileID) }
    }

    func didLoad(name: String) {
        view?.show(name: name)
    }

    private enum ProfileIDKey: ScreenAttachmentKey { typealias Value = Int }
    private enum EditableKey: ScreenAttachmentKey { typealias Value = Bool }
}

// sample ModuleInputReceiving/ModuleInputReceiving
extension ProfilePresenter: ModuleInputReceiving {
    func receive(_ input: Int) { profileID = input }
}
// sample end

// sample ModuleInteractor/ModuleInteractor
final class ProfileInteractor: ModuleInteractor, ProfileInteractorContract {
    // sample InteractorLinks/InteractorLinks
    let links = InteractorLinks<any ProfileInteractorOutput>()
    // sample end
    var contract: any ProfileInteractorContract { self }

    func loadProfile(id: Int) { presenter?.didLoad(name: "User \(id)") }
}
// sample end

// sample ModuleRouter/ModuleRouter
final class ProfileRouter: ModuleRouter, ProfileRouterContract {
    let links = RouterLinks()
    var contract: any ProfileRouterContract { self }

    func showFriends(of id: Int) async throws {
        try await push(FriendsBuilder.build(input: id))
    }
}
// sample end

/// Where else the profile goes, as ModuleRouter+Navigation.swift's samples show from inside a
/// router.
extension ProfileRouter {
    func compose(to recipient: Int) async throws {
        // sample ModuleRouter+Navigation/present
        try await present(ComposeBuilder.build(input: recipient), inStack: true)
        // sample end
    }

    func editSignature() async throws {
        // sample ModuleRouter+Route/route
        try await route(to: "/settings/signature")
        // sample end
    }

    func showPrivacyPolicy() async throws {
        // sample ModuleRouter+Navigation/present-2
        try await present(screen: HeadlessScreen("privacy-policy"), inStack: true)
        // sample end
    }

    func showTerms() async throws {
        // sample ModuleRouter+Navigation/push
        try await push(screen: HeadlessScreen("terms"))
        // sample end
    }
}

// sample ModuleBuilding/ModuleBuilding
typealias ProfileBuilder = ModuleBuilder<ProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>
// sample end

// sample ModuleBuilder/ModuleBuilder-2
extension ProfileBuilder {
    static func build(profileID: Int, editable: Bool) throws(ModuleError) -> Module<ProfileView, ProfilePresenter> {
        let module = try build()
        module.presenter.profileID = profileID
        module.presenter.isEditable = editable
        return module
    }
}
// sample end
