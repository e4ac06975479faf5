import WireframeHeadless
import WireframeKit

// Forwarding a message is a flow of several screens. They share one flow context, the draft:
// each screen writes what the user entered and asks for its next step, and ForwardFlow alone
// decides which screen comes next from what the draft holds.

/// Who the message is forwarded to.
enum ForwardRecipients: FlowContextKey { static let defaultValue: [String] = [] }
/// The note written above the forwarded message.
enum ForwardNote: FlowContextKey { static let defaultValue = "" }
/// Whether the user confirmed the review.
enum ForwardConfirmed: FlowContextKey { static let defaultValue = false }

/// The decisions of the forward flow: ask for what the draft lacks, then review, then send.
@MainActor
final class ForwardFlow: ScreenFlow {
    private weak var wireframe: Wireframe?
    /// What was sent, as `note → recipients`.
    private(set) var sent: [String] = []

    init(wireframe: Wireframe) { self.wireframe = wireframe }

    /// `/forward/:id<int>` starts a new draft with this flow, presented in a stack; each step
    /// goes on with the draft of the screen it starts from.
    func register() throws(RouteError) {
        guard let wireframe else { return }
        try wireframe.register("/forward/:id<int>", option: .present(inStack: true), flowContext: .new) {
            [self] request in
            request.flowContext?.flow = self
            return HeadlessScreen("forward:\(request.parameters["id"] ?? "?")", title: "Forward")
        }
        for step in ["recipients", "note", "review"] {
            try wireframe.register("/forward/\(step)", option: .push, flowContext: .shared) { _ in
                HeadlessScreen("forward:\(step)")
            }
        }
    }

    func screenDidRequestNextStep(_ screen: any Screen, in draft: FlowContext) async throws {
        guard let wireframe else { return }
        if draft[ForwardConfirmed.self] {
            sent.append("\(draft[ForwardNote.self]) → \(draft[ForwardRecipients.self].joined(separator: ", "))")
            try await wireframe.navigator.dismissModal(animated: false)
        } else if draft[ForwardRecipients.self].isEmpty {
            try await wireframe.route(to: "/forward/recipients", flowContext: .context(draft))
        } else if draft[ForwardNote.self].isEmpty {
            try await wireframe.route(to: "/forward/note", flowContext: .context(draft))
        } else {
            try await wireframe.route(to: "/forward/review", flowContext: .context(draft))
        }
    }
}
