/// The screen class of one of the package's own backends (the headless one, SwiftUI's): what
/// the checks every one of its containers makes before a screen comes under it read.
///
/// Not public API: the backends share the rules through `package` access, so that a screen
/// offered to a headless stack and one offered to a SwiftUI stack are refused for the same
/// reasons, in the same words.
@MainActor
package protocol BackendScreen: Screen {
    /// The screen that holds or presents this one; `nil` at the top of its hierarchy.
    var parentBackendScreen: (any BackendScreen)? { get }
    /// Whether this screen is somewhere in a hierarchy (held, presented, a window's root), or
    /// claimed by a transition that is running.
    var isAttached: Bool { get }
    /// Where this screen is, for the message that refuses it because it is attached.
    var whereabouts: PresentationError.Whereabouts { get }
    /// How errors name this screen: its kind, and its identifier when it was given one.
    var errorName: String { get }
}

extension BackendScreen {
    /// Checks that `incoming`, a screen of this backend, may come under this one: it is not
    /// already in a hierarchy (unless `isAlreadyHere` says it may stay where it is), and it does
    /// not hold this screen (which would make a loop). The walk up from this screen stops after
    /// `maximumDepth` parents.
    package func checkedIncoming<Incoming: BackendScreen>(
        _ incoming: Incoming,
        maximumDepth: Int = .max,
        allowing isAlreadyHere: (Incoming) -> Bool
    ) throws(PresentationError) -> Incoming {
        if incoming.isAttached && !isAlreadyHere(incoming) {
            throw .alreadyInHierarchy(incoming.errorName, incoming.whereabouts)
        }
        var ancestor: (any BackendScreen)? = self
        var steps = 0
        while let candidate = ancestor, steps <= maximumDepth {
            if candidate === incoming { throw .cycle(incoming.errorName, into: incoming === self ? nil : errorName) }
            ancestor = candidate.parentBackendScreen
            steps += 1
        }
        return incoming
    }

    /// Checks a whole list of screens that are to become this container's children: each with
    /// `check` (the backend's check of one screen), none twice, and the list not empty; `what`
    /// names a child in the message of an empty list (`screen`, `tab`).
    package func checkedIncomingList<Incoming: BackendScreen>(
        _ screens: [any Screen],
        what: String,
        checking check: (any Screen) throws(PresentationError) -> Incoming
    ) throws(PresentationError) -> [Incoming] {
        if screens.isEmpty { throw .empty(errorName, needs: what) }
        var result: [Incoming] = []
        var listed = Set<ObjectIdentifier>()
        for screen in screens {
            let checked = try check(screen)
            if !listed.insert(ObjectIdentifier(checked)).inserted { throw .listedTwice(checked.errorName) }
            result.append(checked)
        }
        return result
    }
}
