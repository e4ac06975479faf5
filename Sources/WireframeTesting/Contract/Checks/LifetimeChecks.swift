import WireframePresentation

// The contract of lifetimes: a screen that leaves the hierarchy is freed.
extension BackendContract {
    static let lifetimeChecks: [Check] = [
        Check("popped, dismissed and replaced screens are freed") { backend, expect in
            let scene = try await ContractScene(backend)
            weak var popped: (any Screen)?
            weak var dismissed: (any Screen)?
            do {
                let message = backend.makeScreen("message")
                let compose = backend.makeScreen("compose")
                (popped, dismissed) = (message, compose)
                try await scene.stack.push(message, animated: false)
                try await scene.inbox.present(compose, animated: false)
            }
            try await scene.stack.pop(animated: false)
            try await scene.inbox.dismissPresented(animated: false)
            try expect.that(popped == nil, "the popped screen to be freed")
            try expect.that(dismissed == nil, "the dismissed screen to be freed")
        },
        Check("a replaced root is freed with what it holds") { backend, expect in
            let window = backend.makeWindow()
            weak var oldRoot: (any Screen)?
            weak var oldScreen: (any Screen)?
            do {
                let stack = backend.makeStack("main")
                let inbox = backend.makeScreen("inbox")
                (oldRoot, oldScreen) = (stack, inbox)
                try await stack.setScreens([inbox], animated: false)
                try await window.setRoot(stack, animated: false)
            }
            try await window.setRoot(backend.makeScreen("login"), animated: false)
            try expect.that(oldRoot == nil, "the replaced root to be freed")
            try expect.that(oldScreen == nil, "the screen on the replaced root to be freed")
        },
    ]
}
