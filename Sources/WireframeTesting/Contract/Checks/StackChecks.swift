import WireframePresentation

// The contract of a stack: push, pop, pop to a screen, set the screens, and what UIKit refuses.
extension BackendContract {
    static let stackChecks: [Check] = [
        Check("push puts the screen on top") { backend, expect in
            let scene = try await ContractScene(backend)
            let message = backend.makeScreen("message")
            try await scene.stack.push(message, animated: false)
            try expect.same(scene.stack.topScreen, message, "the top screen of the stack")
            try expect.same(message.enclosingStack, scene.stack, "the enclosingStack of the pushed screen")
        },
        Check("pop returns the top, nil at the root") { backend, expect in
            let scene = try await ContractScene(backend)
            let message = backend.makeScreen("message")
            try await scene.stack.push(message, animated: false)
            try expect.same(try await scene.stack.pop(animated: false), message, "what the first pop returned")
            try expect.same(try await scene.stack.pop(animated: false), nil, "what pop at the root returned")
            try expect.equal(scene.stack.screens.screenIdentifiers, ["inbox"], "the screens of the stack")
        },
        Check("pop(to:) returns the screens above, bottom first") { backend, expect in
            let scene = try await ContractScene(backend)
            for id in ["a", "b"] {
                try await scene.stack.push(backend.makeScreen(id), animated: false)
            }
            let popped = try await scene.stack.pop(to: scene.inbox, animated: false)
            try expect.equal(popped.screenIdentifiers, ["a", "b"], "the screens pop(to:) returned")
        },
        Check("setScreens replaces the stack, keeping its own screens") { backend, expect in
            let scene = try await ContractScene(backend)
            try await scene.stack.setScreens([backend.makeScreen("first"), scene.inbox], animated: false)
            try expect.equal(scene.stack.screens.screenIdentifiers, ["first", "inbox"], "the screens of the stack")
        },
        Check("popToRoot leaves only the root") { backend, expect in
            let scene = try await ContractScene(backend)
            for id in ["a", "b"] {
                try await scene.stack.push(backend.makeScreen(id), animated: false)
            }
            try await scene.stack.popToRoot(animated: false)
            try expect.same(scene.stack.topScreen, scene.inbox, "the top screen of the stack")
        },
        Check("setScreens with a screen of another stack is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            let other = backend.makeStack("other")
            let elsewhere = backend.makeScreen("elsewhere")
            try await other.setScreens([elsewhere], animated: false)
            try await expect.refusal(.alreadyInHierarchy, in: scene.window, "setScreens with a screen of another stack")
            {
                try await scene.stack.setScreens([scene.inbox, elsewhere], animated: false)
            }
            try expect.same(other.topScreen, elsewhere, "the top screen of the other stack")
        },
        Check("a stack on a stack is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.stackInsideStack, in: scene.window, "pushing a stack") {
                try await scene.stack.push(backend.makeStack("inner"), animated: false)
            }
        },
        Check("a screen already shown cannot be pushed") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.alreadyInHierarchy, in: scene.window, "pushing the stack's own root") {
                try await scene.stack.push(scene.inbox, animated: false)
            }
        },
        Check("pop(to:) a screen not on the stack is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.notOnStack, in: scene.window, "pop(to:) a screen not on the stack") {
                try await scene.stack.pop(to: backend.makeScreen("stranger"), animated: false)
            }
        },
    ]
}
