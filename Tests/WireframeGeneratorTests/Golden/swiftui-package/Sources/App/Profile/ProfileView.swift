package import WireframeKit
package import WireframeSwiftUI

#if canImport(Combine)
internal import Combine
#endif

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does. Its SwiftUI view, ProfileContentView, shows `content`.
package final class ProfileView:
    SwiftUIScreen, ModuleView, ProfileViewContract
{
    package let links = ViewLinks<any ProfileViewOutput>()
    package var contract: any ProfileViewContract { self }
    /// What the SwiftUI view shows.
    package let content = ProfileContent()

    package init() {
        super.init("Profile")
        #if canImport(SwiftUI)
        setContentView()
        #endif
    }

    override package func screenDidLoad() {
        content.output = presenter
        presenter?.viewDidLoad()
    }

    package func show(title: String) {
        self.title = title
        content.title = title
    }
}

/// What the Profile module's SwiftUI view shows, each change rendering the view again, and
/// where it sends what the user does.
@MainActor
package final class ProfileContent {
    /// The presenter, which the view tells what the user does.
    package weak var output: (any ProfileViewOutput)?
    /// The title the presenter made of the interactor's data.
    package var title = "" {
        willSet {
            #if canImport(Combine)
            objectWillChange.send()
            #endif
        }
    }
}
#if canImport(Combine)

extension ProfileContent: ObservableObject {}
#endif
