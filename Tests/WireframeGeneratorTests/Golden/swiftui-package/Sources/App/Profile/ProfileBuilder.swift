internal import WireframeKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
package enum ProfileBuilder: ModuleBuilding {
    package typealias View = ProfileView
    package typealias Presenter = ProfilePresenter
    package typealias Interactor = ProfileInteractor
    package typealias Router = ProfileRouter
}
