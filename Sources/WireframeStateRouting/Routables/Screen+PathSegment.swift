public import WireframePresentation

// What a screen keeps for state-driven navigation, in its `ScreenAttachments`: the segment it
// shows, and, for a modal, the screen whose segment it was presented for. UIKit reports the
// outermost container as the presenter of every modal, so the routables tell whose child a modal
// is by the second, not by `presentingScreen`.
extension Screen {
    /// The path segment this screen shows, set by the ready-made routables on every screen they
    /// make; `nil` for a screen shown otherwise (by the wireframe, or by the app directly).
    ///
    /// A routable of your own may set it too. The ready-made routables read it to find the path
    /// the UI shows after the user navigated.
    public var pathSegment: PathSegment? {
        get { screenAttachments[SegmentAttachment.self] }
        set { screenAttachments[SegmentAttachment.self] = newValue }
    }

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
