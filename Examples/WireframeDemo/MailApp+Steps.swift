import WireframeHeadless
import WireframeKit

extension MailApp {
    /// Carries out `step` through the wireframe, or through the visible module, and describes
    /// what it did.
    func perform(_ step: Step) async -> [String] {
        if case .tap(let tap) = step.action { return await perform(tap) }
        do throws(WireframeError) {
            switch step.action {
            case .route(let link, let origin):
                return Outcome.lines(for: try await wireframe.route(to: link, origin: origin))
            case .routeValue(let route):
                return Outcome.lines(for: try await wireframe.route(to: route))
            case .back:
                return Outcome.lines(for: try await wireframe.back())
            case .dismissModal, .tap:
                return Outcome.lines(for: try await wireframe.dismissModal())
            }
        } catch {
            return Outcome.lines(for: error)
        }
    }

    /// Taps `tap` on the visible screen, which must be the view of a module that has it.
    private func perform(_ tap: Step.Tap) async -> [String] {
        let visible = window.topmostScreen
        let line = "tapped      \(tap.rawValue) on screen \"\(visible?.screenIdentifier ?? "none")\""
        do throws(ModuleError) {
            switch (tap, visible) {
            case (.reply, let message as MessageView): try await message.tapReply()
            case (.send, let compose as ComposeView): try await compose.tapSend()
            default: return [line, "            (no such button here; nothing changed)"]
            }
            return [line]
        } catch {
            return [line] + Outcome.lines(for: error)
        }
    }
}
