import WireframePresentation

// The objects that act for a screen and may hear what a front-end does with it — a VIPER
// module's presenter, for its view — kept in the screen's attachments, weakly (the view holds
// its presenter already). A front-end adds them without knowing what another front-end will tell
// them: the wireframe tells those that are routing-aware of the requests routed to the screen.
private enum ScreenListenersAttachment: ScreenAttachmentKey {
    typealias Value = [WeakScreenListener]
}

private struct WeakScreenListener {
    weak var listener: AnyObject?
}

extension Screen {
    /// Makes `listener` one of the objects that hear what is done with this screen, held weakly;
    /// adding it again changes nothing.
    package func addListener(_ listener: AnyObject) {
        var listeners = screenAttachments[ScreenListenersAttachment.self] ?? []
        listeners.removeAll { $0.listener == nil || $0.listener === listener }
        listeners.append(WeakScreenListener(listener: listener))
        screenAttachments[ScreenListenersAttachment.self] = listeners
    }

    /// The listeners of this screen that are still alive, first added first.
    package var listeners: [AnyObject] {
        (screenAttachments[ScreenListenersAttachment.self] ?? []).compactMap(\.listener)
    }
}
