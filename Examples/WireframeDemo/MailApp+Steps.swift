import WireframeKit

extension MailApp {
    /// Carries out `step` through the wireframe and describes what it did.
    func perform(_ step: Step) async -> [String] {
        do throws(WireframeError) {
            switch step.action {
            case .route(let link, let origin):
                return Outcome.lines(for: try await wireframe.route(to: link, origin: origin))
            case .back:
                return Outcome.lines(for: try await wireframe.back())
            case .dismissModal:
                return Outcome.lines(for: try await wireframe.dismissModal())
            }
        } catch {
            return Outcome.lines(for: error)
        }
    }
}
