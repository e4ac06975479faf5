/// What a module's interactor holds: its presenter, weakly.
///
/// Declare it in the interactor and let the builder connect it:
///
/// <!-- sample InteractorLinks/InteractorLinks -->
/// ```swift
/// let links = InteractorLinks<any ProfileInteractorOutput>()
/// ```
@MainActor
public final class InteractorLinks<Output> {
    private var presenterReference = WeakReference<Output>.none

    /// Creates links the builder connects.
    public init() {}

    /// The presenter, as the interactor output contract; `nil` until the builder connects the
    /// module and once the presenter has been freed.
    public var presenter: Output? { presenterReference.value }

    /// Connects the presenter, weakly, read through `contract`.
    func connect<Presenter: AnyObject>(
        presenter: Presenter,
        as contract: @escaping @MainActor (Presenter) -> Output
    ) {
        presenterReference = WeakReference(presenter, as: contract)
    }
}
