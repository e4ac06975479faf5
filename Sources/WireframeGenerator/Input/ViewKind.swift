/// How the generated module's view is made: on UIKit, the builder's `viewSource`; or a SwiftUI
/// screen.
///
/// A UIKit view and its builder exist where UIKit does; without UIKit (Linux, macOS) the module's
/// other parts compile, and the generated test gives it a headless view of its own. A SwiftUI
/// module's view is a screen model that compiles everywhere, its SwiftUI view where SwiftUI is,
/// and its generated test runs the module itself on the SwiftUI models.
package enum ViewKind: String, CaseIterable, Sendable {
    /// `View()`: a view controller that builds its views in code.
    case code
    /// The initial view controller of `<Name>View.storyboard`, which the generator writes too.
    case storyboard
    /// A view controller loaded from `<Name>View.xib`, which the generator writes too.
    case nib
    /// A `SwiftUIScreen` that the presenter talks to, and `<Name>ContentView.swift`, the SwiftUI
    /// view that shows it, which the generator writes too.
    case swiftui
}
