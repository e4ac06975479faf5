/// What a module's presenter holds: its view weakly, its interactor and router strongly.
///
/// Declare it in the presenter, with the three contracts, and let the builder connect it:
///
/// <!-- sample PresenterLinks/PresenterLinks -->
/// ```swift
/// let links = PresenterLinks<any ProfileViewContract, any ProfileInteractorContract, any ProfileRouterContract>()
/// ```
@MainActor
public final class PresenterLinks<View, Interactor, Router> {
    private var viewReference = WeakReference<View>.none

    /// The interactor, as its contract; `nil` until the builder connects the module.
    public private(set) var interactor: Interactor?

    /// The router, as its contract; `nil` until the builder connects the module.
    public private(set) var router: Router?

    /// Creates links the builder connects.
    public init() {}

    /// The view, as its contract; `nil` until the builder connects the module and once the
    /// view has been freed.
    public var view: View? { viewReference.value }

    /// Connects the links: `view` weakly, read through `contract`; the others strongly.
    func connect<ViewObject: AnyObject>(
        view: ViewObject,
        as contract: @escaping @MainActor (ViewObject) -> View,
        interactor: Interactor,
        router: Router
    ) {
        viewReference = WeakReference(view, as: contract)
        self.interactor = interactor
        self.router = router
    }
}
