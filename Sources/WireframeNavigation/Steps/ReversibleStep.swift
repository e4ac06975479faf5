public import WireframePresentation
import WireframeSupport

/// A change of the app's own that a turn can take back: for a container the package has no step
/// for (a split view's detail column, a page view's page, a card deck), so that it joins the undo
/// log like the built-in containers. Apply it as ``NavigationStep/reversible(_:)``.
///
/// Its run makes the change, on screen, and returns how to take that change back; the turn keeps
/// what it returns and runs it, unanimated as the app chooses, when the turn fails or is given
/// up, in order with the other steps taken back.
@MainActor
public struct ReversibleStep {
    /// The step in words, for messages and logs (`show "message:2" in the detail column`).
    public let name: String
    let run: @MainActor () async throws -> @MainActor () async throws -> Void

    /// A step named `name`: `run` makes the change and returns how to take it back.
    ///
    /// What `run` or the undo it returns throws fails the step as
    /// ``NavigationError/Code/stepRefused``, with that error as its underlying error; a run that
    /// throws should leave the screens as they were, as a container that refuses a step does.
    public init(_ name: String, run: @escaping @MainActor () async throws -> @MainActor () async throws -> Void) {
        self.name = name
        self.run = run
    }
}

extension ReversibleStep {
    /// Shows `screen` as the child at `index` of `container` — a split view's detail column is
    /// child 1 — through its `ChildContainer.showChild(_:at:animated:)`; taken back, the child
    /// shown there before comes back (or the place is emptied again).
    ///
    /// <!-- sample ReversibleStep/showChild -->
    /// ```swift
    /// try await navigator.inTurn(named: "show message 2") { turn in
    ///     try await turn.apply(.reversible(.showChild(message, at: 1, of: split)))
    /// }
    /// ```
    public static func showChild(
        _ screen: any Screen,
        at index: Int,
        of container: any ChildContainer,
        animated: Bool = true
    ) -> ReversibleStep {
        ReversibleStep(
            "show \(MessageText.quoted(screen.screenIdentifier)) as child \(index) of \(MessageText.quoted(container.screenIdentifier))"
        ) {
            let previous = try await container.showChild(screen, at: index, animated: animated)
            return { _ = try await container.showChild(previous, at: index, animated: false) }
        }
    }
}
