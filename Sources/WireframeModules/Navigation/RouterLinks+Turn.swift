import WireframePipeline
import WireframePresentation

// Every navigation of a router takes its turn in the wireframe's queue, so that it never
// overlaps a route, a navigation action of the wireframe or another router's navigation. What
// can change while the request waits — the view may leave — is checked again inside the turn.
extension RouterLinks {
    /// Runs `body` in the wireframe's queue with the module's view, once the requests asked
    /// before it have run.
    ///
    /// - Throws: ``ModuleError/Code/viewGone`` when the view has been freed (before or while
    ///   waiting), ``ModuleError/Code/noWireframe`` when the module was not shown through a
    ///   wireframe, what `body` throws, and ``ModuleError/Code/navigationFailed`` when the
    ///   wireframe fails the turn (cancelled, root freed).
    func navigate<Result>(
        _ action: String,
        _ body: @escaping @MainActor (_ view: any Screen, _ wireframe: Wireframe) async throws(ModuleError) -> Result
    ) async throws(ModuleError) -> Result {
        let module = moduleName
        guard view != nil else { throw .viewGone(module, action) }
        guard let wireframe else { throw .noWireframe(module, action) }
        do {
            return try await wireframe.inTurn(named: "module \"\(module)\": \(action)") { _ in
                guard let view = self.view else { throw ModuleError.viewGone(module, action) }
                return try await body(view, wireframe)
            }
        } catch {
            throw .failed(error, module: module, action)
        }
    }

    /// Runs a container's transition, turning what it throws into a ``ModuleError`` naming
    /// `module` (or `shownModule`, when it is the one already in the hierarchy).
    @discardableResult
    static func transition<Result>(
        module: String,
        _ action: String,
        shownModule: String? = nil,
        _ body: @MainActor () async throws -> Result
    ) async throws(ModuleError) -> Result {
        do {
            return try await body()
        } catch let error as ModuleError {
            throw error
        } catch let error as PresentationError {
            throw .refused(error, module: module, action, shownModule: shownModule)
        } catch {
            throw ModuleError(
                .presentationFailed,
                module: module,
                "module \"\(module)\": cannot \(action): \(error)",
                underlyingError: error
            )
        }
    }
}
