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

    /// The view is the initial view controller of ProfileView.storyboard.
    static var viewSource: ViewSource<ProfileView> {
        #if SWIFT_PACKAGE
        .storyboard(name: "ProfileView", bundle: .module)
        #else
        .storyboard(name: "ProfileView")
        #endif
    }
}
#endif
