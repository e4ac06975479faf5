import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds samples of the `///` comments of ModuleBuilder.swift, ModuleBuilding.swift,
// ViewSource.swift, ModuleInputReceiving.swift, BuiltModule.swift, Module+EntryPoints.swift,
// ModuleError.swift, ModuleRouter+Navigation.swift, Wireframe+Modules.swift,
// Wireframe+TypedModules.swift and URLRouting+UnawaitedNavigations.swift: each written here once,
// between the `sample` markers (the doc comments show what is written here: `SampleSourcesTests`),
// run with the Profile module of ProfileModule.swift, the Contact module of ContactModule/ and the
// modules below, and followed by checks that what its comments say is what it does.

/// A builder of the modules the samples open and know nothing more of: User modules (see
/// `UserModule/`) whose views are named after the module.
@MainActor
protocol NamedUserModule: ModuleBuilding
where View == UserView, Presenter == UserPresenter, Interactor == UserInteractor, Router == UserRouter {
    static var screenName: String { get }
}

extension NamedUserModule {
    static var viewSource: ViewSource<UserView> { .factory { UserView(screenName) } }
    static var moduleName: String { screenName }
}

enum FriendsBuilder: NamedUserModule { static let screenName = "friends" }
enum ComposeBuilder: NamedUserModule { static let screenName = "compose" }
enum InboxBuilder: NamedUserModule { static let screenName = "inbox" }
enum SettingsBuilder: NamedUserModule { static let screenName = "settings" }
enum MessageBuilder: NamedUserModule { static let screenName = "message" }

extension MessageBuilder {
    /// How a message is shown.
    enum Style { case full, preview }

    /// A message module whose view is named after the message, titled after its style.
    static func build(id: Int, style: Style = .full) throws(ModuleError) -> Module<UserView, UserPresenter> {
        try build(viewSource: .factory { UserView("message:\(id)", title: "\(style)") })
    }
}

/// The route of a message, as Wireframe+TypedModules.swift's sample takes it.
struct MessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
}

/// BuiltModule.swift's sample, as the body of what shows a module it built.
@MainActor
func profileScreen(through wireframe: Wireframe) throws -> any Screen {
    // sample BuiltModule/BuiltModule
    let module: any BuiltModule = try ProfileBuilder.build(input: 42)
    module.navigate(through: wireframe)
    return module.screen
    // sample end
}

@MainActor
@Suite("Documentation samples: the modules' doc comments", .timeLimit(.minutes(1)))
struct ModuleDocCommentSampleTests {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())

    @Test func aBuilderAsATypealias() throws {
        // sample ModuleBuilder/ModuleBuilder
        typealias ProfileBuilder = ModuleBuilder<ProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>
        let module = try ProfileBuilder.build()
        // sample end

        #expect(module.view.screenIdentifier == "ProfileView")
        #expect(module.presenter.view === module.view)
        #expect(module.presenter.interactor is ProfileInteractor)
        #expect(module.presenter.router is ProfileRouter)
    }

    @Test func aCustomBuildMethod() async throws {
        let module = try ProfileBuilder.build(profileID: 7, editable: true)
        #expect(module.presenter.profileID == 7)
        #expect(module.presenter.isEditable)
        try await module.attach(to: window, wireframe: wireframe)
        #expect(module.view.title == "User 7")
    }

    @Test func aBuilderOfItsOwn() throws {
        // sample ModuleBuilding/ModuleBuilding-2
        enum ProfileBuilder: ModuleBuilding {
            typealias View = ProfileView
            typealias Presenter = ProfilePresenter
            typealias Interactor = ProfileInteractor
            typealias Router = ProfileRouter
            static var viewSource: ViewSource<ProfileView> { .factory { ProfileView() } }
        }
        // sample end

        let module = try ProfileBuilder.build()
        #expect(ProfileBuilder.viewSource.description == "factory")
        #expect(ProfileBuilder.moduleName == "Profile")
        #expect(module.presenter.view === module.view)
    }

    @Test func aViewSourceForOneBuild() throws {
        // sample ViewSource/ViewSource
        let module = try ProfileBuilder.build(viewSource: .factory { ProfileView(style: .compact) })
        // sample end

        #expect(module.view.style == .compact)
        #expect(try ProfileBuilder.build().view.style == .regular)
    }

    @Test func aModuleThatTakesInput() async throws {
        // sample ModuleInputReceiving/ModuleInputReceiving-2
        let module = try ProfileBuilder.build(input: 42)  // the presenter's profileID is 42
        // sample end

        #expect(module.presenter.profileID == 42)
        try await module.attach(to: window, wireframe: wireframe)
        #expect(module.view.title == "User 42")
    }

    @Test func aBuiltModuleShownByHand() async throws {
        let screen = try profileScreen(through: wireframe)
        try await window.setRoot(screen, animated: false)
        wireframe.attach(root: window)
        let presenter = try #require((screen as? ProfileView)?.presenter as? ProfilePresenter)
        #expect(presenter.profileID == 42)
        let router = try #require(presenter.router as? ProfileRouter)
        try await router.compose(to: 3)
        #expect(window.topmostScreen?.screenIdentifier == "compose")
    }

    @Test func aRootModule() async throws {
        // sample Module+EntryPoints/attach
        try await InboxBuilder.build().attach(to: window, inStack: true, wireframe: wireframe)
        // sample end

        #expect(wireframe.root === window)
        #expect(window.dump() == "window\n└─ stack\n   └─ screen \"inbox\"")
    }

    @Test func modulesAsTabs() async throws {
        // sample Module+EntryPoints/attach-2
        let tabs = HeadlessTabs()
        try await InboxBuilder.build().attach(asTabOf: tabs, wireframe: wireframe)
        try await SettingsBuilder.build().attach(asTabOf: tabs, wireframe: wireframe)
        // sample end

        #expect(tabs.tabs.count == 2)
        #expect(tabs.selectedIndex == 0)
        let roots = tabs.tabs.compactMap { ($0 as? HeadlessStack)?.screens.first?.screenIdentifier }
        #expect(roots == ["inbox", "settings"])
    }

    @Test func modulesAsRootsOfNewStacks() async throws {
        // sample Module+EntryPoints/attachToNewStack
        let tabs = HeadlessTabs()
        try await tabs.setTabs(
            [
                InboxBuilder.build().attachToNewStack(wireframe: wireframe),
                SettingsBuilder.build().attachToNewStack(wireframe: wireframe),
            ],
            animated: false
        )
        // sample end

        let roots = tabs.tabs.compactMap { ($0 as? HeadlessStack)?.screens.first?.screenIdentifier }
        #expect(roots == ["inbox", "settings"])
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)
        let inbox = try #require((tabs.tabs.first as? HeadlessStack)?.screens.first as? UserView)
        try await inbox.router().push(MessageBuilder.build(id: 1), animated: false)
        #expect(window.topmostScreen?.screenIdentifier == "message:1")
    }

    @Test func aRouterShowsPlainScreens() async throws {
        let profile = try ProfileBuilder.build(input: 1)
        try await profile.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(profile.presenter.router as? ProfileRouter)

        try await router.showTerms()
        #expect(window.topmostScreen?.screenIdentifier == "terms")
        try await router.showPrivacyPolicy()
        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "ProfileView" (User 1)
                   │  └─ presents stack
                   │     └─ screen "privacy-policy"
                   └─ screen "terms"
                """
        )
    }

    @Test func theHandlerOfFailuresNobodyAwaits() async throws {
        let contact = try ContactBuilder.build(input: 1)
        try await contact.attach(to: window, wireframe: wireframe)

        // sample URLRouting+UnawaitedNavigations/onModuleError
        wireframe.onModuleError = { error in
            print(error.message)  // module "Contact": cannot push "Contact": its view "ContactView" is on no stack
        }
        // sample end

        contact.view.friendTapped(id: 2)
        await wireframe.waitForModuleNavigations()
        #expect(
            wireframe.lastModuleError?.message
                == "module \"Contact\": cannot push \"Contact\": its view \"ContactView\" is on no stack"
        )
    }

    @Test func aModuleErrorByCode() async throws {
        let profile = try ProfileBuilder.build(input: 1)
        try await profile.attach(to: window, wireframe: wireframe)
        let router = try #require(profile.presenter.router as? ProfileRouter)
        let id = 5

        // swift-format-ignore
        // sample ModuleError/ModuleError
        do {
            try await router.push(FriendsBuilder.build(input: id))
        } catch where error.code == .noStack {
            try await router.present(FriendsBuilder.build(input: id), inStack: true)
        }
        // sample end

        #expect(
            window.dump() == """
                window
                └─ screen "ProfileView" (User 1)
                   └─ presents stack
                      └─ screen "friends" (User 5)
                """
        )
    }

    @Test func aRouterNavigates() async throws {
        try wireframe.register("/settings/signature", module: SettingsBuilder.self)
        let profile = try ProfileBuilder.build(input: 1)
        try await profile.attach(to: window, inStack: true, wireframe: wireframe)
        let router = try #require(profile.presenter.router as? ProfileRouter)

        try await router.showFriends(of: 2)
        try await router.editSignature()
        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "ProfileView" (User 1)
                   ├─ screen "friends" (User 2)
                   └─ screen "settings"
                """
        )
        _ = try await wireframe.navigator.popToRoot(animated: false)
        try await router.compose(to: 9)
        #expect(window.topmostScreen?.screenIdentifier == "compose")
        #expect(window.topmostScreen?.enclosingStack?.screens.count == 1)
    }

    @Test func aRouteToAModule() async throws {
        let mail = try HeadlessStack("mail", screens: [HeadlessScreen("folders")])
        let tabs = try HeadlessTabs(tabs: [mail, HeadlessScreen("more")])
        try await window.setRoot(tabs, animated: false)
        wireframe.attach(root: window)

        // swift-format-ignore
        do {
            // sample Wireframe+Modules/register
            try wireframe.register("/inbox", access: .openToOutsideLinks, option: .selectTab(0), module: InboxBuilder.self)
            // sample end
        }

        try await tabs.selectTab(at: 1)
        try await wireframe.route(to: "myapp://inbox", origin: .outsideLink)
        #expect(tabs.selectedIndex == 0)
        #expect(mail.screens.map(\.screenIdentifier) == ["folders", "inbox"])
    }

    @Test func aRouteToAModuleOfACustomBuild() async throws {
        try await InboxBuilder.build().attach(to: window, inStack: true, wireframe: wireframe)

        // sample Wireframe+Modules/registerModule
        try wireframe.registerModule("/messages/:id<int>", option: .push) { request in
            let id = try request.parameters.value("id", as: Int.self)
            return try MessageBuilder.build(id: id, style: .full)
        }
        // sample end

        let result = try await wireframe.route(to: "/messages/42")
        #expect(result.screen.screenIdentifier == "message:42")
        #expect(result.placement.summary == #"pushed onto "stack""#)
    }

    @Test func aTypedRouteToAModule() async throws {
        try await InboxBuilder.build().attach(to: window, inStack: true, wireframe: wireframe)

        // sample Wireframe+TypedModules/registerModule
        try wireframe.registerModule(MessageRoute.self, option: .push) { route, _ in
            try MessageBuilder.build(id: route.id)
        }
        // sample end

        let result = try await wireframe.route(to: MessageRoute(id: 7))
        #expect(result.screen.screenIdentifier == "message:7")
        #expect(result.screen.title == "full")
    }
}
