import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A window on a manual clock whose root is a User module (user 1), on a stack or not, attached
/// with a wireframe whose container factory makes unnamed stacks.
@MainActor
struct ModuleFixture {
    let clock = ManualClock()
    let window: HeadlessWindow
    let wireframe: Wireframe
    let root: UserView

    /// - Parameters:
    ///   - inStack: whether the root module is on a stack.
    ///   - animationDuration: zero makes every transition instant.
    init(inStack: Bool = true, animationDuration: Duration = .zero) async throws {
        window = HeadlessWindow(clock: clock, animationDuration: animationDuration)
        wireframe = Wireframe(
            containerFactory: HeadlessContainerFactory(),
            logger: Logger(label: "modules-tests") { _ in SwiftLogNoOpLogHandler() },
            clock: clock
        )
        let module = try UserBuilder.build(input: 1)
        root = module.view
        try await module.attach(to: window, inStack: inStack, animated: false, wireframe: wireframe)
    }

    /// The window's hierarchy as text.
    func dump() -> String { window.dump() }

    /// The User module on top of what the user sees.
    func topmost() throws -> UserView {
        try #require(window.topmostScreen as? UserView)
    }

    /// Waits until an animation of the window is running (asleep on the clock).
    func waitForAnimation() async throws {
        try await clock.waitForSleepers()
    }

    /// Ends the running animation.
    func finishAnimation() {
        clock.advance(by: window.animationDuration)
    }
}

/// The parts of a User module, held weakly.
@MainActor
struct WeakModule {
    weak var view: UserView?
    weak var presenter: UserPresenter?
    weak var interactor: AnyObject?
    weak var router: AnyObject?

    /// Whether each part was alive when this was made.
    let wasComplete: Bool

    init(_ view: UserView) {
        self.view = view
        let presenter = view.presenter as? UserPresenter
        self.presenter = presenter
        interactor = presenter?.interactor
        router = presenter?.router
        wasComplete = presenter != nil && interactor != nil && router != nil
    }

    /// The parts still alive, by role.
    var alive: [String] {
        [("view", view), ("presenter", presenter), ("interactor", interactor), ("router", router)]
            .compactMap { $0.1 == nil ? nil : $0.0 }
    }
}

extension UserView {
    /// The module's router as its class, to call what every router can do.
    func router() throws -> UserRouter {
        try #require((presenter as? UserPresenter)?.router as? UserRouter)
    }
}

/// Expects `body` to throw a ``ModuleError`` with `code` naming `module`, and the window's dump
/// to be the same after as before; returns the error.
@MainActor
@discardableResult
func expectModuleError(
    _ code: ModuleError.Code,
    module: String,
    in fixture: ModuleFixture,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> ModuleError? {
    let error: ModuleError? = await expectError(
        code,
        naming: ["module \"\(module)\""],
        unchanged: fixture.dump,
        sourceLocation: sourceLocation,
        body
    )
    #expect(error?.module == module, sourceLocation: sourceLocation)
    return error
}
