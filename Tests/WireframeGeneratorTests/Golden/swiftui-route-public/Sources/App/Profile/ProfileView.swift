public import WireframeKit
public import WireframeSwiftUI

#if canImport(Combine)
public import Combine
#endif

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does. Its SwiftUI view, ProfileContentView, shows `content`.
public final class ProfileView:
    SwiftUIScreen, ModuleView, ProfileViewContract
{
    public let links = ViewLinks<any ProfileViewOutput>()
    public var contract: any ProfileViewContract { self }
    /// What the SwiftUI view shows.
    public let content = ProfileContent()

    public init() {
        super.init("Profile")
        #if canImport(SwiftUI)
        setContentView()
        #endif
    }

    override public func screenDidLoad() {
        content.output = presenter
        presenter?.viewDidLoad()
    }

    public func show(title: String) {
        self.title = title
        content.title = title
    }
}

/// What the Profile module's SwiftUI view shows, each change rendering the view again, and
/// where it sends what the user does.
@MainActor
public final class ProfileContent {
    /// The presenter, which the view tells what the user does.
    public weak var output: (any ProfileViewOutput)?
    /// The title the presenter made of the interactor's data.
    public var title = "" {
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
