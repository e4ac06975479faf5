import Testing
import WireframeKit

// The checks of the contract, grouped by what they exercise.
extension BackendContract {
    static let stackChecks: [Check] = [
        Check(name: "push puts the screen on top") { factory in
            let scene = try await ContractScene(factory)
            let message = factory.makeScreen("message")
            try await scene.stack.push(message, animated: false)
            #expect(scene.stack.topScreen === message)
            #expect(message.enclosingStack === scene.stack)
        },
        Check(name: "pop returns the top, nil at the root") { factory in
            let scene = try await ContractScene(factory)
            let message = factory.makeScreen("message")
            try await scene.stack.push(message, animated: false)
            #expect(try await scene.stack.pop(animated: false) === message)
            #expect(try await scene.stack.pop(animated: false) == nil)
            #expect(BackendContract.identifiers(scene.stack.screens) == ["inbox"])
        },
        Check(name: "pop(to:) returns the screens above, bottom first") { factory in
            let scene = try await ContractScene(factory)
            for id in ["a", "b"] {
                try await scene.stack.push(factory.makeScreen(id), animated: false)
            }
            let popped = try await scene.stack.pop(to: scene.inbox, animated: false)
            #expect(BackendContract.identifiers(popped) == ["a", "b"])
        },
        Check(name: "setScreens replaces the stack, keeping its own screens") { factory in
            let scene = try await ContractScene(factory)
            try await scene.stack.setScreens(
                [factory.makeScreen("first"), scene.inbox],
                animated: false
            )
            #expect(BackendContract.identifiers(scene.stack.screens) == ["first", "inbox"])
        },
        Check(name: "popToRoot leaves only the root") { factory in
            let scene = try await ContractScene(factory)
            for id in ["a", "b"] {
                try await scene.stack.push(factory.makeScreen(id), animated: false)
            }
            try await scene.stack.popToRoot(animated: false)
            #expect(scene.stack.topScreen === scene.inbox)
        },
        Check(name: "setScreens with a screen of another stack is refused") { factory in
            let scene = try await ContractScene(factory)
            let other = factory.makeStack("other")
            let elsewhere = factory.makeScreen("elsewhere")
            try await other.setScreens([elsewhere], animated: false)
            await expectContractError(.alreadyInHierarchy, scene.window) {
                try await scene.stack.setScreens([scene.inbox, elsewhere], animated: false)
            }
            #expect(other.topScreen === elsewhere)
        },
        Check(name: "a stack on a stack is refused") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.stackInsideStack, scene.window) {
                try await scene.stack.push(factory.makeStack("inner"), animated: false)
            }
        },
        Check(name: "a screen already shown cannot be pushed") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.alreadyInHierarchy, scene.window) {
                try await scene.stack.push(scene.inbox, animated: false)
            }
        },
        Check(name: "pop(to:) a screen not on the stack is refused") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.notOnStack, scene.window) {
                try await scene.stack.pop(to: factory.makeScreen("stranger"), animated: false)
            }
        },
    ]

    static let tabChecks: [Check] = [
        Check(name: "setTabs selects the first tab; selectTab moves it") { factory in
            let window = factory.makeWindow()
            let tabs = factory.makeTabs("root")
            let settings = factory.makeScreen("settings")
            try await tabs.setTabs([factory.makeScreen("inbox"), settings], animated: false)
            try await window.setRoot(tabs, animated: false)
            #expect(tabs.selectedIndex == 0)
            try await tabs.selectTab(at: 1)
            #expect(tabs.selectedTab === settings)
            #expect(settings.enclosingTabs === tabs)
            #expect(window.topmostScreen === settings)
        },
        Check(name: "an out-of-range tab is refused") { factory in
            let window = factory.makeWindow()
            let tabs = factory.makeTabs("root")
            try await tabs.setTabs([factory.makeScreen("inbox")], animated: false)
            try await window.setRoot(tabs, animated: false)
            await expectContractError(.tabOutOfRange, window) {
                try await tabs.selectTab(at: 1)
            }
        },
    ]

    static let presentationChecks: [Check] = [
        Check(name: "present links both screens; dismiss ends the chain") { factory in
            let scene = try await ContractScene(factory)
            let compose = factory.makeScreen("compose")
            let picker = factory.makeScreen("picker")
            try await scene.inbox.present(compose, animated: false)
            try await compose.present(picker, animated: false)
            #expect(BackendContract.isPresenter(compose.presentingScreen, onBehalfOf: scene.inbox))
            #expect(scene.window.topmostScreen === picker)
            try await scene.inbox.dismissPresented(animated: false)
            #expect(scene.inbox.presentedScreen == nil)
            #expect(scene.window.topmostScreen === scene.inbox)
        },
        Check(name: "the screens of a presented stack know who presented it") { factory in
            let scene = try await ContractScene(factory)
            let sheet = factory.makeStack("sheet")
            let form = factory.makeScreen("form")
            try await sheet.setScreens([form], animated: false)
            try await scene.inbox.present(sheet, animated: false)
            #expect(BackendContract.isPresenter(sheet.presentingScreen, onBehalfOf: scene.inbox))
            #expect(BackendContract.isPresenter(form.presentingScreen, onBehalfOf: scene.inbox))
            #expect(sheet.presentingScreen === form.presentingScreen)
            #expect(form.enclosingStack === sheet)
            #expect(scene.window.topmostScreen === form)
        },
        Check(name: "presenting twice is refused") { factory in
            let scene = try await ContractScene(factory)
            try await scene.inbox.present(factory.makeScreen("compose"), animated: false)
            await expectContractError(.alreadyPresenting, scene.window) {
                try await scene.inbox.present(factory.makeScreen("other"), animated: false)
            }
        },
        Check(name: "presenting from outside a window is refused") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.notInHierarchy, scene.window) {
                try await factory.makeScreen("lonely").present(
                    factory.makeScreen("compose"),
                    animated: false
                )
            }
        },
        Check(name: "dismissing nothing is refused") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.nothingPresented, scene.window) {
                try await scene.inbox.dismissPresented(animated: false)
            }
        },
    ]

    static let rootChecks: [Check] = [
        Check(name: "setRoot replaces the root") { factory in
            let scene = try await ContractScene(factory)
            let login = factory.makeScreen("login")
            try await scene.window.setRoot(login, animated: false)
            #expect(scene.window.root === login)
        },
        Check(name: "a screen already shown cannot become the root") { factory in
            let scene = try await ContractScene(factory)
            await expectContractError(.alreadyInHierarchy, scene.window) {
                try await scene.window.setRoot(scene.inbox, animated: false)
            }
        },
    ]

    static let lifetimeChecks: [Check] = [
        Check(name: "popped, dismissed and replaced screens are freed") { factory in
            let scene = try await ContractScene(factory)
            weak var popped: (any Screen)?
            weak var dismissed: (any Screen)?
            do {
                let message = factory.makeScreen("message")
                let compose = factory.makeScreen("compose")
                (popped, dismissed) = (message, compose)
                try await scene.stack.push(message, animated: false)
                try await scene.inbox.present(compose, animated: false)
            }
            try await scene.stack.pop(animated: false)
            try await scene.inbox.dismissPresented(animated: false)
            #expect(popped == nil)
            #expect(dismissed == nil)
        },
        Check(name: "a replaced root is freed with what it holds") { factory in
            let window = factory.makeWindow()
            weak var oldRoot: (any Screen)?
            weak var oldScreen: (any Screen)?
            do {
                let stack = factory.makeStack("main")
                let inbox = factory.makeScreen("inbox")
                (oldRoot, oldScreen) = (stack, inbox)
                try await stack.setScreens([inbox], animated: false)
                try await window.setRoot(stack, animated: false)
            }
            try await window.setRoot(factory.makeScreen("login"), animated: false)
            #expect(oldRoot == nil)
            #expect(oldScreen == nil)
        },
    ]
}
