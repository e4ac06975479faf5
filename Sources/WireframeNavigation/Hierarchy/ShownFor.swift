public import WireframePresentation

/// What a front-end showed a screen for, in its own words: the route pattern and the URL of a
/// screen the wireframe showed, the name of a module a module's router showed.
///
/// The front-ends record it on the screens they show, so that one front-end can name a screen
/// another showed: the state router gives a screen that carries no segment of its own the
/// segment derived from it (the pattern with its URL, the module's name), so the navigation
/// state follows every screen shown.
///
/// It is a value that points to no screen, so keeping it never keeps its screen alive.
public struct ShownFor: Hashable, Sendable, CustomStringConvertible {
    /// What showed the screen: the text of a route's pattern (`/messages/:id<int>`), a module's
    /// name (`Contact`).
    public let name: String
    /// Which one of `name` it is, when there can be several: the URL a route's screen was shown
    /// for (`/messages/42`); `nil` for a module.
    public let argument: String?

    /// A screen shown for `name`, told apart from others of that name by `argument`.
    public init(_ name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    /// `/messages/:id<int> (/messages/42)`, or a module's name alone.
    public var description: String {
        argument.map { "\(name) (\($0))" } ?? name
    }
}

// Kept in the screen's attachments, which never hold their screen: a turn's undo record can
// then put back what a screen had without keeping the screen alive.
private enum ShownForAttachment: ScreenAttachmentKey {
    typealias Value = ShownFor
}

extension ScreenAttachments {
    /// What the screen these attachments belong to was shown for.
    package var shownFor: ShownFor? {
        get { self[ShownForAttachment.self] }
        set { self[ShownForAttachment.self] = newValue }
    }
}

extension Screen {
    /// What the front-end that last showed this screen showed it for; `nil` for a screen no
    /// front-end named (one the app set up itself, or pushed in steps of its own).
    public var shownFor: ShownFor? { screenAttachments.shownFor }
}
