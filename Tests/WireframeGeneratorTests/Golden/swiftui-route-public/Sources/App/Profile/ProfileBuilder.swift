public import WireframeKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
public enum ProfileBuilder: ModuleBuilding {
    public typealias View = ProfileView
    public typealias Presenter = ProfilePresenter
    public typealias Interactor = ProfileInteractor
    public typealias Router = ProfileRouter
}

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
