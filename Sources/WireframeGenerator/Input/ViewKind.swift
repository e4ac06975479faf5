/// How the generated module's view is made on UIKit: the builder's `viewSource`.
///
/// The view and its builder exist where UIKit does; without UIKit (Linux, macOS) the module's
/// other parts compile, and the generated test gives it a headless view of its own.
package enum ViewKind: String, CaseIterable, Sendable {
    /// `View()`: a view controller that builds its views in code.
    case code
    /// The initial view controller of the storyboard named after the module.
    case storyboard
    /// A view controller loaded from the nib named after the module.
    case nib
}
