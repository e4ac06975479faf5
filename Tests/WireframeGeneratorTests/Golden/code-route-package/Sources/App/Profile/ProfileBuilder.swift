package import WireframeKit

#if canImport(UIKit)
/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
package enum ProfileBuilder: ModuleBuilding {
    package typealias View = ProfileView
    package typealias Presenter = ProfilePresenter
    package typealias Interactor = ProfileInteractor
    package typealias Router = ProfileRouter
}
#endif

extension ModuleBuilding where Presenter == ProfilePresenter {
    /// Makes the Profile module the screen of ProfileRoute: each URL that matches its
    /// pattern builds a new module, whose presenter takes the decoded route as its input.
    @discardableResult
    package static func register(
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
