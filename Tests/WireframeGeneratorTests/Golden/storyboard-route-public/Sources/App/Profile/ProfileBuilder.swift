public import WireframeKit

#if canImport(UIKit)
internal import WireframeUIKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
public enum ProfileBuilder: ModuleBuilding {
    public typealias View = ProfileView
    public typealias Presenter = ProfilePresenter
    public typealias Interactor = ProfileInteractor
    public typealias Router = ProfileRouter

    /// The view is the initial view controller of ProfileView.storyboard.
    public static var viewSource: ViewSource<ProfileView> {
        #if SWIFT_PACKAGE
        .storyboard(name: "ProfileView", bundle: .module)
        #else
        .storyboard(name: "ProfileView")
        #endif
    }
}
#endif

extension ModuleBuilding where Presenter == ProfilePresenter {
    /// Makes the Profile module the screen of ProfileRoute: each URL that matches its
    /// pattern builds a new module, whose presenter takes the decoded route as its input.
    @discardableResult
    public static func register(
        in wireframe: Wireframe,
        access: RouteAccess = .internalOnly,
        option: any RoutingOption = .push
    ) throws(RouteError) -> RouteSchema {
        try wireframe.registerModule(
            ProfileRoute.self,
            access: access,
            option: option
        ) { route, _ in
            try build(input: route)
        }
    }
}
