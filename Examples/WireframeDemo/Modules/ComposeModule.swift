import WireframeHeadless
import WireframeKit

// A new message, addressed or not; Send closes the modal it is in.

/// What a Compose module starts with; its input.
struct ComposeDraft {
    var to: String?
}

@MainActor protocol ComposeViewContract: AnyObject { func show(heading: String) }

@MainActor
protocol ComposeViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSend() async throws(ModuleError)
}

@MainActor protocol ComposeInteractorContract: AnyObject { func send(_ draft: ComposeDraft) }
@MainActor protocol ComposeInteractorOutput: AnyObject {}
@MainActor protocol ComposeRouterContract: AnyObject { func close() async throws(ModuleError) }

final class ComposeView: HeadlessScreen, ModuleView, ComposeViewContract {
    let links = ViewLinks<any ComposeViewOutput>()
    var contract: any ComposeViewContract { self }

    init() { super.init("compose") }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(heading: String) { title = heading }

    /// The user taps Send.
    func tapSend() async throws(ModuleError) { try await presenter?.didTapSend() }
}

final class ComposePresenter: ModulePresenter, ModuleInputReceiving, ComposeViewOutput, ComposeInteractorOutput {
    let links = PresenterLinks<any ComposeViewContract, any ComposeInteractorContract, any ComposeRouterContract>()
    var viewOutput: any ComposeViewOutput { self }
    var interactorOutput: any ComposeInteractorOutput { self }
    private var draft = ComposeDraft()

    func receive(_ input: ComposeDraft) { draft = input }
    func viewDidLoad() { view?.show(heading: draft.to.map { "To \($0)" } ?? "New Message") }

    func didTapSend() async throws(ModuleError) {
        interactor?.send(draft)
        try await router?.close()
    }
}

final class ComposeInteractor: ModuleInteractor, ComposeInteractorContract {
    let links = InteractorLinks<any ComposeInteractorOutput>()
    var contract: any ComposeInteractorContract { self }

    /// A real app would hand the draft to its mail store here.
    func send(_ draft: ComposeDraft) {}
}

final class ComposeRouter: ModuleRouter, ComposeRouterContract {
    let links = RouterLinks()
    var contract: any ComposeRouterContract { self }

    func close() async throws(ModuleError) { try await dismiss() }
}

typealias ComposeBuilder = ModuleBuilder<ComposeView, ComposePresenter, ComposeInteractor, ComposeRouter>
