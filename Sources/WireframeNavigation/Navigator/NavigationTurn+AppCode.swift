import WireframePresentation
import WireframeSupport

/// What code of the app's own run by ``NavigationTurn/runAppCode(_:)`` threw, and what it had
/// changed on the containers directly that taking its steps back did not undo.
package struct AppCodeFailure: Error {
    /// What the code threw, as it threw it.
    package let error: any Error
    /// The screens that arrived or left behind the turn's back (`added "a"; removed "b"`), by
    /// name; `nil` when none was seen: the hierarchy is as it was before the code ran, or steps
    /// kept (``NavigationTurn/keepAppliedSteps()``) stand between the two.
    package let directChanges: String?
}

// The one place the hierarchy is fingerprinted. Code the package hands a turn to — an
// `inTurn` body, a transition of the app's own — may still call a container directly instead
// of applying a step; such a change cannot be taken back, so it is at least seen: observers are
// told the screens changed (`includesUnrecordedChanges`), and a failure names it. Built-in
// transitions and the package's front-ends change screens only through steps and never come
// here.
extension NavigationTurn {
    /// Runs `body`, code of the app's own that is handed this turn, comparing the hierarchy
    /// before and after it: when `body` returns having applied no step yet the screens changed,
    /// or throws and the screens differ once its steps are taken back, the turn's report says it
    /// includes changes its steps do not (``NavigationChange/includesUnrecordedChanges``).
    ///
    /// - Throws: ``AppCodeFailure`` with what `body` threw, once the steps it applied and did
    ///   not keep are taken back, naming what it changed directly, if anything.
    package func runAppCode<Result>(
        _ body: @MainActor () async throws -> Result
    ) async throws(AppCodeFailure) -> Result {
        let before = root.map(HierarchyFingerprint.init)
        let start = savepoint
        let result: Result
        do {
            result = try await body()
        } catch {
            guard let before else { throw AppCodeFailure(error: error, directChanges: nil) }
            await takeBackUnkept(since: start)
            // Steps kept stay: what else changed cannot be told from them.
            guard !hasAppliedSteps(since: start), let root, case let after = HierarchyFingerprint(root),
                after != before
            else {
                throw AppCodeFailure(error: error, directChanges: nil)
            }
            hasUnrecordedChanges = true
            throw AppCodeFailure(
                error: error,
                directChanges: after.changes(since: before, quote: { MessageText.quoted($0) })
            )
        }
        if let before, let root, !hasAppliedSteps(since: start), HierarchyFingerprint(root) != before {
            hasUnrecordedChanges = true
        }
        return result
    }
}
