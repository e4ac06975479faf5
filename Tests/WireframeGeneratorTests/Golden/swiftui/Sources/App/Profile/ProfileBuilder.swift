import WireframeKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
enum ProfileBuilder: ModuleBuilding {
    typealias View = ProfileView
    typealias Presenter = ProfilePresenter
    typealias Interactor = ProfileInteractor
    typealias Router = ProfileRouter
}
