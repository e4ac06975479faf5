import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of ModuleView.swift, ModulePresenter.swift,
// ModuleInteractor.swift, ModuleRouter.swift, ModuleInputReceiving.swift, ModuleBuilding.swift,
// ModuleBuilder.swift, ViewLinks.swift, PresenterLinks.swift, InteractorLinks.swift and
// ModuleRouter+Navigation.swift (and ModuleRouter+Route.swift): the Profile module those comments show, part by part, each
// copied verbatim between the `Sample` comments (`SampleCopiesTests` checks that they stay so).
// What the samples leave out (`// …`, the contracts, what the other samples take for granted) is
// around them. ModuleDocCommentSampleTests builds and shows it.

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

// Sample: ModuleView.swift.
final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(name: String) { title = name }
}
// End of sample.

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

// Sample: ModulePresenter.swift.
final class ProfilePresenter: ModulePresenter, ProfileViewOutput, ProfileInteractorOutput {
    let links = PresenterLinks<any ProfileViewContract, any ProfileInteractorContract, any ProfileRouterContract>()
    var viewOutput: any ProfileViewOutput { self }
    var interactorOutput: any ProfileInteractorOutput { self }
    // …
}
// End of sample.

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

// Sample: ModuleInputReceiving.swift.
extension ProfilePresenter: ModuleInputReceiving {
    func receive(_ input: Int) { profileID = input }
}
// End of sample.

// Sample: ModuleInteractor.swift.
final class ProfileInteractor: ModuleInteractor, ProfileInteractorContract {
    let links = InteractorLinks<any ProfileInteractorOutput>()
    var contract: any ProfileInteractorContract { self }

    func loadProfile(id: Int) { presenter?.didLoad(name: "User \(id)") }
}
// End of sample.

// Sample: ModuleRouter.swift.
final class ProfileRouter: ModuleRouter, ProfileRouterContract {
    let links = RouterLinks()
    var contract: any ProfileRouterContract { self }

    func showFriends(of id: Int) async throws {
        try await push(FriendsBuilder.build(input: id))
    }
}
// End of sample.

/// Where else the profile goes, as ModuleRouter+Navigation.swift's samples show from inside a
/// router.
extension ProfileRouter {
    func compose(to recipient: Int) async throws {
        // Sample: ModuleRouter+Navigation.swift, present(_:inStack:animated:).
        try await present(ComposeBuilder.build(input: recipient), inStack: true)
        // End of sample.
    }

    func editSignature() async throws {
        // Sample: ModuleRouter+Route.swift, route(to:parameters:option:).
        try await route(to: "/settings/signature")
        // End of sample.
    }

    func showPrivacyPolicy() async throws {
        // Sample: ModuleRouter+Navigation.swift, present(screen:inStack:animated:).
        try await present(screen: HeadlessScreen("privacy-policy"), inStack: true)
        // End of sample.
    }

    func showTerms() async throws {
        // Sample: ModuleRouter+Navigation.swift, push(screen:animated:).
        try await push(screen: HeadlessScreen("terms"))
        // End of sample.
    }
}

// Sample: ModuleBuilding.swift, a builder as a typealias.
typealias ProfileBuilder = ModuleBuilder<ProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>
// End of sample.

// Sample: ModuleBuilder.swift, a custom build method.
extension ProfileBuilder {
    static func build(profileID: Int, editable: Bool) throws(ModuleError) -> Module<ProfileView, ProfilePresenter> {
        let module = try build()
        module.presenter.profileID = profileID
        module.presenter.isEditable = editable
        return module
    }
}
// End of sample.
