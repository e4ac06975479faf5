#if canImport(UIKit)
public import WireframeKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
public enum ProfileBuilder: ModuleBuilding {
    public typealias View = ProfileView
    public typealias Presenter = ProfilePresenter
    public typealias Interactor = ProfileInteractor
    public typealias Router = ProfileRouter
}
#endif
