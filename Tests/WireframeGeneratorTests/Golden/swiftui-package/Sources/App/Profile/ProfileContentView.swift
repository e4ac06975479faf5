#if canImport(SwiftUI)
internal import SwiftUI
internal import WireframeSwiftUI

/// The Profile module's SwiftUI view: shows its screen's content and follows its changes.
/// What the user does goes to the presenter: a button's action calls a method of the view
/// contract's output on `content.output`.
struct ProfileContentView: View {
    @ObservedObject var content: ProfileContent

    var body: some View {
        Text(verbatim: content.title)
    }
}

extension ProfileView {
    /// Makes ProfileContentView, showing `content`, the view this screen shows.
    func setContentView() {
        setView { [content] in ProfileContentView(content: content) }
    }
}
#endif
