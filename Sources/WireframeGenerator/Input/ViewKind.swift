/// How the generated module's view is made on UIKit: the builder's `viewSource`.
///
/// The view and its builder exist where UIKit does; without UIKit (Linux, macOS) the module's
/// other parts compile, and the generated test gives it a headless view of its own.
package enum ViewKind: String, CaseIterable, Sendable {
    /// `View()`: a view controller that builds its views in code.
    case code
    /// The initial view controller of `<Name>View.storyboard`, which the generator writes too.
    case storyboard
    /// A view controller loaded from `<Name>View.xib`, which the generator writes too.
    case nib
}
