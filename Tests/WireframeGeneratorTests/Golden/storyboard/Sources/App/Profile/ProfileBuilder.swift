#if canImport(UIKit)
import WireframeKit
import WireframeUIKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
enum ProfileBuilder: ModuleBuilding {
    typealias View = ProfileView
    typealias Presenter = ProfilePresenter
    typealias Interactor = ProfileInteractor
    typealias Router = ProfileRouter

    /// The view is the initial view controller of Profile.storyboard.
    static var viewSource: ViewSource<ProfileView> { .storyboard(name: "Profile") }
}
#endif
