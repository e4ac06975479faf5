import WireframePresentation

// The contract of modal presentation: who presents whom, and what UIKit refuses.
extension BackendContract {
    static let presentationChecks: [Check] = [
        Check("present links both screens; dismiss ends the chain") { backend, expect in
            let scene = try await ContractScene(backend)
            let compose = backend.makeScreen("compose")
            let picker = backend.makeScreen("picker")
            try await scene.inbox.present(compose, animated: false)
            try await compose.present(picker, animated: false)
            try expect.that(
                ContractScene.isPresenter(compose.presentingScreen, onBehalfOf: scene.inbox),
                "\"inbox\" or one of its containers to present \"compose\", not \(Expectation.name(compose.presentingScreen))"
            )
            try expect.same(scene.window.topmostScreen, picker, "the topmost screen of the window")
            try await scene.inbox.dismissPresented(animated: false)
            try expect.same(scene.inbox.presentedScreen, nil, "the screen \"inbox\" presents after dismissing")
            try expect.same(scene.window.topmostScreen, scene.inbox, "the topmost screen of the window")
        },
        Check("the screens of a presented stack know who presented it") { backend, expect in
            let scene = try await ContractScene(backend)
            let sheet = backend.makeStack("sheet")
            let form = backend.makeScreen("form")
            try await sheet.setScreens([form], animated: false)
            try await scene.inbox.present(sheet, animated: false)
            try expect.that(
                ContractScene.isPresenter(sheet.presentingScreen, onBehalfOf: scene.inbox),
                "\"inbox\" or one of its containers to present \"sheet\", not \(Expectation.name(sheet.presentingScreen))"
            )
            try expect.same(
                form.presentingScreen,
                sheet.presentingScreen,
                "the presentingScreen of a screen on \"sheet\""
            )
            try expect.same(form.enclosingStack, sheet, "the enclosingStack of a screen on \"sheet\"")
            try expect.same(scene.window.topmostScreen, form, "the topmost screen of the window")
        },
        Check("presenting twice is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            try await scene.inbox.present(backend.makeScreen("compose"), animated: false)
            try await expect.refusal(.alreadyPresenting, in: scene.window, "a second present from \"inbox\"") {
                try await scene.inbox.present(backend.makeScreen("other"), animated: false)
            }
        },
        Check("presenting from outside a window is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.notInHierarchy, in: scene.window, "presenting from a screen in no window") {
                try await backend.makeScreen("lonely").present(backend.makeScreen("compose"), animated: false)
            }
        },
        Check("dismissing nothing is refused") { backend, expect in
            let scene = try await ContractScene(backend)
            try await expect.refusal(.nothingPresented, in: scene.window, "dismissPresented from \"inbox\"") {
                try await scene.inbox.dismissPresented(animated: false)
            }
        },
    ]
}
