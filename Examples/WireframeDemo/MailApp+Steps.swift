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
                return await goBack(dismissing: false)
            case .dismissModal, .tap:
                return await goBack(dismissing: true)
            }
        } catch {
            return Outcome.lines(for: error)
        }
    }

    /// Goes back, or dismisses the visible modal, through the navigator.
    private func goBack(dismissing: Bool) async -> [String] {
        do throws(NavigationError) {
            if dismissing { return Outcome.lines(for: try await wireframe.navigator.dismissModal()) }
            return Outcome.lines(for: try await wireframe.navigator.back())
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
