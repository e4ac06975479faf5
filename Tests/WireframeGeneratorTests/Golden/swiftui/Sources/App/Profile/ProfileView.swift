import WireframeKit
import WireframeSwiftUI

#if canImport(Combine)
import Combine
#endif

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does. Its SwiftUI view, ProfileContentView, shows `content`.
final class ProfileView:
    SwiftUIScreen, ModuleView, ProfileViewContract
{
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }
    /// What the SwiftUI view shows.
    let content = ProfileContent()

    init() {
        super.init("Profile")
        #if canImport(SwiftUI)
        setContentView()
        #endif
    }

    override func screenDidLoad() {
        content.output = presenter
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
        content.title = title
    }
}

/// What the Profile module's SwiftUI view shows, each change rendering the view again, and
/// where it sends what the user does.
@MainActor
final class ProfileContent {
    /// The presenter, which the view tells what the user does.
    weak var output: (any ProfileViewOutput)?
    /// The title the presenter made of the interactor's data.
    var title = "" {
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
