import WireframeKit

#if canImport(UIKit)
/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
enum ProfileBuilder: ModuleBuilding {
    typealias View = ProfileView
    typealias Presenter = ProfilePresenter
    typealias Interactor = ProfileInteractor
    typealias Router = ProfileRouter
}
#endif

extension ModuleBuilding where Presenter == ProfilePresenter {
    /// Makes the Profile module the screen of ProfileRoute: each URL that matches its
    /// pattern builds a new module, whose presenter takes the decoded route as its input.
    @discardableResult
    static func register(
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
