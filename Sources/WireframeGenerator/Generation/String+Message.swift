import WireframeRouting
import WireframeSupport

extension String {
    /// A path or other text from the user as a message shows it: control characters and
    /// bidirectional controls escaped, as WireframeRouting's messages write them (the quoted
    /// form, for a name, is `MessageText.quoted(_:around:)`).
    var shownInMessage: String { MessageText.escaped(self) }
}
