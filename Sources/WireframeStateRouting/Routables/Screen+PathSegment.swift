import WireframeNavigation
public import WireframePresentation

// What a screen keeps for state-driven navigation, in its `ScreenAttachments`: the segment it
// shows, and, for a modal, the screen whose segment it was presented for. UIKit reports the
// outermost container as the presenter of every modal, so the routables tell whose child a modal
// is by the second, not by `presentingScreen`.
extension Screen {
    /// The path segment this screen shows, set by the ready-made routables on every screen they
    /// make; `nil` for a screen shown otherwise (by the wireframe, a module's router, or the app
    /// directly), which the state names by `derivedPathSegment` unless its maker sets one.
    ///
    /// A routable of your own, or a wireframe's screen provider, may set it too. The ready-made
    /// routables read it to find the path the UI shows after the user navigated.
    public var pathSegment: PathSegment? {
        get { screenAttachments[SegmentAttachment.self] }
        set { screenAttachments[SegmentAttachment.self] = newValue }
    }

    /// The segment the state gives this screen when it carries no ``pathSegment``, derived from
    /// what showed it (`shownFor`): for a route of the wireframe, its pattern, with the URL as
    /// data (`/messages/:id<int>("/messages/42")`); for a module, the module's name. `nil` for a
    /// screen no front-end named.
    ///
    /// A state that holds a route's segment is restored through the wireframe, whose screen
    /// providers make the screen for the URL again; a module's, by the screen registered in
    /// ``SegmentScreens`` under the module's name.
    public var derivedPathSegment: PathSegment? {
        guard let shownFor else { return nil }
        guard let url = shownFor.argument else { return PathSegment(shownFor.name) }
        return PathSegment(shownFor.name, data: SegmentData(value: .string(url)))
    }

    /// The segment the state shows for this screen: the one it carries, else the derived one.
    var shownSegment: PathSegment? { pathSegment ?? derivedPathSegment }

    /// The identity of the screen whose segment this modal was presented for.
    var modalOwner: ScreenID? {
        get { screenAttachments[ModalOwnerAttachment.self] }
        set { screenAttachments[ModalOwnerAttachment.self] = newValue }
    }
}

private enum SegmentAttachment: ScreenAttachmentKey {
    typealias Value = PathSegment
}

private enum ModalOwnerAttachment: ScreenAttachmentKey {
    typealias Value = ScreenID
}
