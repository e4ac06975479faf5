/// How the generated module's view is made on UIKit: the builder's `viewSource`.
///
/// Without UIKit (Linux, the headless backend) the view is always a `HeadlessScreen` made in
/// code, so the module compiles and its test runs anywhere.
package enum ViewKind: String, CaseIterable, Sendable {
    /// `View()`: a view controller that builds its views in code.
    case code
    /// The initial view controller of the storyboard named after the module.
    case storyboard
    /// A view controller loaded from the nib named after the module.
    case nib
}
