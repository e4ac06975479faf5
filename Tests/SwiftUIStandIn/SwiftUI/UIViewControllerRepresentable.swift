#if canImport(UIKitStandIn)
public import UIKitStandIn
#elseif canImport(UIKit)
public import UIKit
#endif

#if canImport(UIKitStandIn) || canImport(UIKit)
/// Stand-in for SwiftUI's `UIViewControllerRepresentable`: a UIKit view controller shown as a
/// view (on iOS, tvOS and visionOS).
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController

    /// Makes the controller, once.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the controller with the view's new state.
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType,
        context: Self.Context
    )

    /// What SwiftUI passes to both.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Self.Body == Never {
    /// A representable has no body.
    public var body: Never { fatalError("stand-in: a representable has no body") }
}

/// Stand-in for `UIViewControllerRepresentableContext`.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif
