import WireframeHeadless
import WireframeKit

// The smallest VIPER module there is, for the module benchmark: five empty contracts but the
// router's, and parts that hold nothing but their links. What a cycle costs is then what the
// library adds: building and connecting the parts, the turn in the wireframe's queue, the
// transitions, and freeing it all.

@MainActor protocol BenchViewContract: AnyObject {}
@MainActor protocol BenchViewOutput: AnyObject {}
@MainActor protocol BenchInteractorContract: AnyObject {}
@MainActor protocol BenchInteractorOutput: AnyObject {}

@MainActor
protocol BenchRouterContract: AnyObject {
    func close() async throws(ModuleError)
}

final class BenchView: HeadlessScreen, ModuleView, BenchViewContract {
    let links = ViewLinks<any BenchViewOutput>()
    var contract: any BenchViewContract { self }
}

final class BenchPresenter: ModulePresenter, BenchViewOutput, BenchInteractorOutput {
    let links = PresenterLinks<any BenchViewContract, any BenchInteractorContract, any BenchRouterContract>()
    var viewOutput: any BenchViewOutput { self }
    var interactorOutput: any BenchInteractorOutput { self }
}

final class BenchInteractor: ModuleInteractor, BenchInteractorContract {
    let links = InteractorLinks<any BenchInteractorOutput>()
    var contract: any BenchInteractorContract { self }
}

final class BenchRouter: ModuleRouter, BenchRouterContract {
    let links = RouterLinks()
    var contract: any BenchRouterContract { self }

    func close() async throws(ModuleError) {
        try await dismiss(animated: false)
    }
}

typealias BenchBuilder = ModuleBuilder<BenchView, BenchPresenter, BenchInteractor, BenchRouter>

/// A window on the headless backend whose root is a stack holding a bench module, attached with
/// a wireframe; a cycle builds a module, presents it from the root module's router and
/// dismisses it with its own router. Nothing animates.
@MainActor
struct ModuleWorkload {
    /// Held here: the wireframe holds its root weakly.
    let window: HeadlessWindow
    let wireframe: Wireframe
    let root: BenchView
    let rootRouter: BenchRouter

    init() async throws {
        window = HeadlessWindow()
        wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        let module = try BenchBuilder.build()
        try await module.attach(to: window, inStack: true, wireframe: wireframe)
        root = module.view
        guard let router = module.presenter.router as? BenchRouter else {
            throw ModuleError(.noWireframe, module: module.name, "the bench module has no router")
        }
        rootRouter = router
    }

    /// Build, show, dismiss.
    func cycle() async throws(ModuleError) {
        let module = try BenchBuilder.build()
        try await rootRouter.present(module, animated: false)
        try await module.presenter.router?.close()
    }

    /// A cycle, checked: the module must be presented over the root, then gone, all four parts
    /// freed. Returns what went wrong, or `nil`.
    func check() async -> String? {
        weak var view: BenchView?
        weak var presenter: BenchPresenter?
        weak var interactor: AnyObject?
        weak var router: AnyObject?
        do {
            let module = try BenchBuilder.build()
            view = module.view
            presenter = module.presenter
            interactor = module.presenter.interactor
            router = module.presenter.router
            try await rootRouter.present(module, animated: false)
            guard root.presentedScreen === module.view else { return "the module was not presented over the root" }
            try await module.presenter.router?.close()
        } catch {
            return "a cycle failed: \(error)"
        }
        if root.presentedScreen != nil { return "the module was not dismissed" }
        let alive = [
            ("view", view as AnyObject?), ("presenter", presenter), ("interactor", interactor), ("router", router),
        ]
        .filter { $0.1 != nil }.map(\.0)
        return alive.isEmpty ? nil : "after a cycle, still alive: \(alive.joined(separator: ", "))"
    }

    /// The floor: the four objects of a module allocated, touched and dropped; no connection,
    /// no hierarchy, no queue.
    static func floor() -> UInt64 {
        let view = BenchView()
        let presenter = BenchPresenter()
        let interactor = BenchInteractor()
        let router = BenchRouter()
        var checksum = UInt64(view.screenID.rawValue)
        checksum &+= UInt64(UInt(bitPattern: ObjectIdentifier(presenter).hashValue) & 1)
        checksum &+= UInt64(UInt(bitPattern: ObjectIdentifier(interactor).hashValue) & 1)
        checksum &+= UInt64(UInt(bitPattern: ObjectIdentifier(router).hashValue) & 1)
        return checksum
    }
}
