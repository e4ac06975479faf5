#if canImport(UIKitStandIn)
public import UIKitStandIn
#elseif canImport(UIKit)
public import UIKit
#endif

#if canImport(UIKitStandIn) || canImport(UIKit)
/// Stand-in for SwiftUI's `UIHostingController`: a UIKit view controller showing a SwiftUI view
/// (on iOS, tvOS and visionOS), so that a SwiftUI screen takes its place in UIKit's containers.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The view the controller shows.
    public var rootView: Content

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
#endif
