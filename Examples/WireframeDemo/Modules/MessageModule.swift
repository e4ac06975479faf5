import WireframeHeadless
import WireframeKit

// A message of the mailbox: its subject as the title; Reply presents a Compose module, in a
// stack of its own, addressed to the sender.

@MainActor protocol MessageViewContract: AnyObject { func show(subject: String) }

@MainActor
protocol MessageViewOutput: AnyObject {
    func viewDidLoad()
    func didTapReply() async throws(ModuleError)
}

@MainActor protocol MessageInteractorContract: AnyObject { func loadMessage(id: Int) }
@MainActor protocol MessageInteractorOutput: AnyObject { func didLoad(_ message: Mailbox.Message) }
@MainActor protocol MessageRouterContract: AnyObject { func reply(to sender: String) async throws(ModuleError) }

final class MessageView: HeadlessScreen, ModuleView, MessageViewContract {
    let links = ViewLinks<any MessageViewOutput>()
    var contract: any MessageViewContract { self }

    override func screenDidLoad() { presenter?.viewDidLoad() }
    func show(subject: String) { title = subject }

    /// The user taps Reply.
    func tapReply() async throws(ModuleError) { try await presenter?.didTapReply() }
}

final class MessagePresenter: ModulePresenter, ModuleInputReceiving, MessageViewOutput, MessageInteractorOutput {
    let links = PresenterLinks<any MessageViewContract, any MessageInteractorContract, any MessageRouterContract>()
    var viewOutput: any MessageViewOutput { self }
    var interactorOutput: any MessageInteractorOutput { self }
    private var id = 0
    private var message: Mailbox.Message?

    func receive(_ input: Int) { id = input }
    func viewDidLoad() { interactor?.loadMessage(id: id) }

    func didLoad(_ message: Mailbox.Message) {
        self.message = message
        view?.show(subject: message.subject)
    }

    func didTapReply() async throws(ModuleError) {
        guard let message else { return }
        try await router?.reply(to: message.sender)
    }
}

final class MessageInteractor: ModuleInteractor, MessageInteractorContract {
    let links = InteractorLinks<any MessageInteractorOutput>()
    var contract: any MessageInteractorContract { self }

    func loadMessage(id: Int) {
        if let message = Mailbox.messages[id] { presenter?.didLoad(message) }
    }
}

final class MessageRouter: ModuleRouter, MessageRouterContract {
    let links = RouterLinks()
    var contract: any MessageRouterContract { self }

    func reply(to sender: String) async throws(ModuleError) {
        try await present(ComposeBuilder.build(input: ComposeDraft(to: sender)), inStack: true)
    }
}

typealias MessageBuilder = ModuleBuilder<MessageView, MessagePresenter, MessageInteractor, MessageRouter>

extension MessageBuilder {
    /// The module of message `id`, its view named `message:<id>`.
    static func build(id: Int) throws(ModuleError) -> Module<MessageView, MessagePresenter> {
        try build(input: id, viewSource: .factory { MessageView("message:\(id)") })
    }
}
