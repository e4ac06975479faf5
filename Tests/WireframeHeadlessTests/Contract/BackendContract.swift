import Testing
import WireframeKit

/// What a presentation backend gives the contract to build hierarchies with.
///
/// The contract checks only what `WireframeKit`'s protocols promise, so every backend must pass
/// it. To hold another backend to it (the UIKit adapter, a backend of your own), write a
/// factory for it and run the same checks:
///
/// ```swift
/// @Test(arguments: BackendContract.checks)
/// func myBackend(_ check: BackendContract.Check) async throws {
///     try await check.run(MyBackendFactory())
/// }
/// ```
///
/// The files of this folder depend on nothing but Swift Testing and WireframeKit, so another
/// backend's test target can compile them too (through a symlink to the folder) and run the
/// checks with its own factory. Every transition in the contract is not animated: timing is
/// each backend's own business.
@MainActor
protocol PresentationBackendFactory {
    /// A window with nothing shown.
    func makeWindow() -> any RootContainer
    /// A plain screen named `identifier`, in no hierarchy.
    func makeScreen(_ identifier: String) -> any Screen
    /// An empty stack named `identifier`, in no hierarchy.
    func makeStack(_ identifier: String) -> any StackContainer
    /// Tabs with no tab named `identifier`, in no hierarchy.
    func makeTabs(_ identifier: String) -> any TabContainer
}

/// The checks every presentation backend must pass, written against the protocols only.
enum BackendContract {
    /// One named check of the contract.
    struct Check: Sendable, CustomTestStringConvertible {
        let name: String
        let body: @MainActor @Sendable (any PresentationBackendFactory) async throws -> Void

        var testDescription: String { name }

        @MainActor
        func run(_ factory: any PresentationBackendFactory) async throws {
            try await body(factory)
        }
    }

    /// Every check of the contract.
    static let checks: [Check] =
        stackChecks + tabChecks + presentationChecks + rootChecks + lifetimeChecks

    /// Whether `presenter` is what presents for `screen`: the screen itself (as the headless
    /// backend reports) or one of its containers (UIKit presents from the presentation context,
    /// the outermost container, and reports that as `presentingViewController`). The contract
    /// accepts both, as ``Screen/presentingScreen`` documents.
    @MainActor
    static func isPresenter(_ presenter: (any Screen)?, onBehalfOf screen: any Screen) -> Bool {
        guard let presenter else { return false }
        let candidates: [(any Screen)?] = [
            screen, screen.enclosingStack, screen.enclosingTabs, screen.enclosingStack?.enclosingTabs,
        ]
        return candidates.contains { $0 === presenter }
    }
}

/// A window showing stack "main" with screen "inbox", built by a backend's factory.
@MainActor
struct ContractScene {
    let window: any RootContainer
    let stack: any StackContainer
    let inbox: any Screen

    init(_ factory: any PresentationBackendFactory) async throws {
        window = factory.makeWindow()
        stack = factory.makeStack("main")
        inbox = factory.makeScreen("inbox")
        try await stack.setScreens([inbox], animated: false)
        try await window.setRoot(stack, animated: false)
    }
}

/// A backend-neutral outline of a window, to check that a refused transition changed nothing.
@MainActor
func outline(_ window: any RootContainer) -> String {
    guard let root = window.root else { return "(no root)" }
    return outline(root)
}

@MainActor
private func outline(_ screen: any Screen) -> String {
    var text = screen.screenIdentifier
    if let tabs = screen as? any TabContainer {
        text +=
            "{tabs \(tabs.selectedIndex.map(String.init) ?? "-"): "
            + tabs.tabs.map(outline).joined(separator: ", ") + "}"
    } else if let stack = screen as? any StackContainer {
        text += "[" + stack.screens.map(outline).joined(separator: ", ") + "]"
    }
    if let presented = screen.presentedScreen {
        text += " presents " + outline(presented)
    }
    return text
}

extension BackendContract {
    /// The identifiers of `screens`, in order.
    @MainActor
    static func identifiers(_ screens: [any Screen]) -> [String] {
        screens.map(\.screenIdentifier)
    }
}

/// Expects `body` to throw a `PresentationError` with `code`, and `window` to be unchanged.
@MainActor
func expectContractError(
    _ code: PresentationError.Code,
    _ window: any RootContainer,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async {
    let before = outline(window)
    do {
        try await body()
        Issue.record("expected \(code), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as PresentationError {
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a PresentationError, got \(error)", sourceLocation: sourceLocation)
    }
    #expect(outline(window) == before, "the hierarchy changed", sourceLocation: sourceLocation)
}
