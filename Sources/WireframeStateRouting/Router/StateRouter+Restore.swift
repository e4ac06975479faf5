public import Foundation

// Restoration: a saved path set at once, checked before anything changes (as a deep link's is:
// WireframeKit's `StateRouter.registerLink(_:access:path:)`).
extension StateRouter {
    /// How ``restore(from:fallback:)`` went.
    public enum RestorationOutcome: Equatable, Sendable {
        /// The saved path is shown.
        case restored
        /// The saved state could not be shown, for the reason given; the fallback path is.
        case fellBack(StateRoutingError)
        /// Neither the saved path nor the fallback was shown: what `overtaker` names moved on
        /// first (the user navigated, or a later change was dispatched), and the screens show
        /// where it led.
        case superseded(by: Overtaker)
    }

    /// Shows the navigation state saved in `data` (by ``NavigationState/jsonData()``), without
    /// animation; when it cannot be decoded, names a segment the app no longer knows, or cannot
    /// be built, shows `fallback` instead.
    ///
    /// <!-- sample StateRouter+Restore/restore -->
    /// ```swift
    /// switch try await router.restore(from: saved, fallback: ["mail", "inbox"]) {
    /// case .restored: break
    /// case .fellBack(let error): log(error.message)
    /// case .superseded(by: let overtaker): log("overtaken before it was shown: \(overtaker)")
    /// }
    /// ```
    ///
    /// The data kept per path is restored with the path.
    ///
    /// - Throws: ``StateRoutingError`` when even `fallback` cannot be shown.
    public func restore(from data: Data, fallback: [PathSegment]) async throws(StateRoutingError) -> RestorationOutcome
    {
        do {
            let saved = try NavigationState(jsonData: data)
            try root.check(saved.path)
            for (path, data) in saved.pathDataByPath {
                store.dispatch(.setPathData(data, for: path))
            }
            if case .superseded(by: let overtaker) = try await apply(.setPath(saved.path, animated: false)) {
                return .superseded(by: overtaker)
            }
            return .restored
        } catch {
            if case .superseded(by: let overtaker) = try await apply(.setPath(fallback, animated: false)) {
                return .superseded(by: overtaker)
            }
            return .fellBack(error)
        }
    }
}
