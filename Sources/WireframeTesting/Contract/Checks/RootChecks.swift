import WireframePresentation

// The contract of a window: its root.
extension BackendContract {
    static let rootChecks: [Check] = [
        Check("setRoot replaces the root") { backend, expect in
            let scene = try await ContractScene(backend)
            let login = backend.makeScreen("login")
            try await scene.window.setRoot(login, animated: false)
            try expect.same(scene.window.root, login, "the root of the window")
        },
        Check("a screen already shown cannot become the root") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.alreadyInHierarchy, in: scene.window, "setRoot with a screen on the stack") {
                try await scene.window.setRoot(scene.inbox, animated: false)
            }
        },
    ]
}
