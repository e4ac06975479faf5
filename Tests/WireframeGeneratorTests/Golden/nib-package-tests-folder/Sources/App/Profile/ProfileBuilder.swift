#if canImport(UIKit)
package import WireframeKit
internal import WireframeUIKit

/// Builds the Profile module: makes its view, presenter, interactor and router, and connects
/// them.
package enum ProfileBuilder: ModuleBuilding {
    package typealias View = ProfileView
    package typealias Presenter = ProfilePresenter
    package typealias Interactor = ProfileInteractor
    package typealias Router = ProfileRouter

    /// The view is loaded from ProfileView.xib.
    package static var viewSource: ViewSource<ProfileView> {
        #if SWIFT_PACKAGE
        .nib(name: "ProfileView", bundle: .module)
        #else
        .nib(name: "ProfileView")
        #endif
    }
}
#endif
