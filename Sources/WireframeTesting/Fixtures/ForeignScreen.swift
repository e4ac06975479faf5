public import WireframePresentation

/// A screen of no backend, to check that a backend refuses what is not its own.
///
/// Every container of the headless backend and of the UIKit adapter refuses it with
/// `PresentationError.Code.foreignScreen`, as yours should:
///
/// <!-- sample ForeignScreen/ForeignScreen -->
/// ```swift
/// await #expect(throws: PresentationError.self) {
///     try await stack.push(ForeignScreen(), animated: false)
/// }
/// ```
///
/// It is in no hierarchy, holds nothing and presents nothing: presenting from it or dismissing
/// from it throws.
@MainActor
public final class ForeignScreen: Screen {
    /// The identifier it was made with, `"foreign"` by default.
    public let screenIdentifier: String

    /// Its identity and attachments.
    public let screenAttachments = ScreenAttachments()

    /// Creates a screen named `identifier`.
    public init(_ identifier: String = "foreign") {
        screenIdentifier = identifier
    }

    /// `nil`.
    public var title: String? { nil }
    /// `nil`: no container holds it.
    public var enclosingStack: (any StackContainer)? { nil }
    /// `nil`: no container holds it.
    public var enclosingTabs: (any TabContainer)? { nil }
    /// `nil`: it presents nothing.
    public var presentedScreen: (any Screen)? { nil }
    /// `nil`: nothing presents it.
    public var presentingScreen: (any Screen)? { nil }

    /// Throws `PresentationError.Code.notInHierarchy`: the screen is in no window.
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        throw .notInWindow(name, new: "\"\(screen.screenIdentifier)\"")
    }

    /// Throws `PresentationError.Code.nothingPresented`.
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        throw .nothingPresented(name)
    }

    private var name: String { "foreign screen \"\(screenIdentifier)\"" }
}
