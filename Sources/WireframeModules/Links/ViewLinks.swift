/// What a module's view holds: its presenter, strongly.
///
/// Declare it in the view and let the builder connect it:
///
/// <!-- sample ViewLinks/ViewLinks -->
/// ```swift
/// let links = ViewLinks<any ProfileViewOutput>()
/// ```
@MainActor
public final class ViewLinks<Output> {
    /// The presenter, as the view output contract; `nil` until the builder connects the module.
    public internal(set) var presenter: Output?

    /// Creates links the builder connects.
    public init() {}
}
