import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport

/// A plain view controller named `identifier` (its `restorationIdentifier`).
@MainActor
func controller(_ identifier: String) -> UIViewController {
    let controller = UIViewController()
    controller.restorationIdentifier = identifier
    return controller
}

/// A navigation controller named `identifier` holding `controllers`.
@MainActor
func navigation(_ identifier: String, _ controllers: [UIViewController] = []) -> UINavigationController {
    let navigation = UINavigationController()
    navigation.restorationIdentifier = identifier
    navigation.viewControllers = controllers
    navigation.standInCalls = []
    return navigation
}

/// A tab bar controller named `identifier` holding `controllers`.
@MainActor
func tabBar(_ identifier: String, _ controllers: [UIViewController]) -> UITabBarController {
    let tabBar = UITabBarController()
    tabBar.restorationIdentifier = identifier
    tabBar.viewControllers = controllers
    tabBar.standInCalls = []
    return tabBar
}

/// Starts `transition` in a task and waits until it has started an animation in `window`;
/// expects it not to return while the animation runs, and returns the task, which returns
/// once the test ends the animation with `window.standInFinishAnimations()`.
@MainActor
func startAnimated<Value: Sendable>(
    in window: UIWindow,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ transition: @escaping @MainActor () async throws -> Value
) async -> Task<Value, any Error> {
    let progress = TransitionProgress()
    let task = Task { @MainActor in
        defer { progress.hasReturned = true }
        return try await transition()
    }
    for _ in 0..<1_000 where window.standInPendingAnimations == 0 {
        await Task.yield()
    }
    #expect(window.standInPendingAnimations > 0, "no animation started", sourceLocation: sourceLocation)
    for _ in 0..<100 { await Task.yield() }
    #expect(!progress.hasReturned, "returned before the animation ended", sourceLocation: sourceLocation)
    return task
}

/// Whether a transition started by ``startAnimated(in:sourceLocation:_:)`` has returned.
@MainActor
private final class TransitionProgress {
    var hasReturned = false
}

/// Expects `body` to throw a ``PresentationError`` with `code`, and returns its message.
@MainActor
@discardableResult
func expectError(
    _ code: PresentationError.Code,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> String? {
    let error: PresentationError? = await WireframeTestSupport.expectError(
        code, sourceLocation: sourceLocation, body)
    return error?.message
}
