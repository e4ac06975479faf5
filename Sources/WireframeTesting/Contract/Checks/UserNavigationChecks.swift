import WireframePresentation

// The contract of user navigation: how long an observation lasts, that the app's own transitions
// are not reported, and, where the backend can simulate the user, that what the user does is
// reported once the hierarchy has changed.
extension BackendContract {
    static let userNavigationChecks: [Check] = [
        Check("an observation is active until cancelled") { backend, expect in
            let observation = backend.makeWindow().observeUserNavigation { _ in }
            try expect.that(observation.isActive, "a new observation to be active")
            observation.cancel()
            try expect.that(!observation.isActive, "a cancelled observation to be inactive")
        },
        Check("an observation ends when its token is freed") { backend, expect in
            let window = backend.makeWindow()
            weak var observation: NavigationObservation?
            observation = window.observeUserNavigation { _ in }
            try expect.that(observation == nil, "the window not to keep the token alive")
        },
        Check("transitions the app asks for are not reported") { backend, expect in
            let scene = try await ContractScene(backend)
            let heard = Heard(scene.window)
            try await scene.stack.push(backend.makeScreen("message"), animated: false)
            try await scene.stack.pop(animated: false)
            try await scene.stack.setScreens([scene.inbox, backend.makeScreen("a")], animated: false)
            try await scene.stack.pop(to: scene.inbox, animated: false)
            try await scene.inbox.present(backend.makeScreen("compose"), animated: false)
            try await scene.inbox.dismissPresented(animated: false)
            let tabs = backend.makeTabs("root")
            try await tabs.setTabs([backend.makeScreen("x"), backend.makeScreen("y")], animated: false)
            try await scene.window.setRoot(tabs, animated: false)
            try await tabs.selectTab(at: 1)
            try expect.equal(heard.recorder.summaries, [], "the user navigation reported")
        },
        Check("a back swipe is reported once the stack has changed", simulatesUserActions: true) { backend, expect in
            let scene = try await ContractScene(backend)
            try await scene.stack.push(backend.makeScreen("message"), animated: false)
            let heard = Heard(scene.window)
            try await expect.simulate(.backSwipe(scene.stack), on: backend)
            try expect.equal(scene.stack.screens.screenIdentifiers, ["inbox"], "the screens of the stack")
            let expected = #"wentBack stack "main" popped [message]"#
            try expect.equal(heard.recorder.summaries, [expected], "the user navigation reported")
            if case .wentBack(let stack, _) = heard.recorder.events[0].kind {
                try expect.same(stack, scene.stack, "the stack of the event")
            }
            try expect.equal(heard.outlines, [ContractScene.outline(scene.window)], "the window as observers saw it")
        },
        Check("a tab tap is reported once the tab is selected", simulatesUserActions: true) { backend, expect in
            let window = backend.makeWindow()
            let tabs = backend.makeTabs("root")
            try await tabs.setTabs([backend.makeScreen("inbox"), backend.makeScreen("settings")], animated: false)
            try await window.setRoot(tabs, animated: false)
            let heard = Heard(window)
            try await expect.simulate(.tabTap(tabs, index: 1), on: backend)
            try expect.equal(tabs.selectedIndex, 1, "the selected index")
            let expected = #"selectedTab tabs "root" index 1"#
            try expect.equal(heard.recorder.summaries, [expected], "the user navigation reported")
            if case .selectedTab(let reported, _) = heard.recorder.events[0].kind {
                try expect.same(reported, tabs, "the tabs of the event")
            }
            try expect.equal(heard.outlines, [ContractScene.outline(window)], "the window as observers saw it")
        },
        Check("a swipe-down is reported once the modal is dismissed", simulatesUserActions: true) { backend, expect in
            let scene = try await ContractScene(backend)
            let compose = backend.makeScreen("compose")
            try await scene.inbox.present(compose, animated: false)
            let heard = Heard(scene.window)
            try await expect.simulate(.swipeDown(compose), on: backend)
            try expect.same(scene.inbox.presentedScreen, nil, "the screen \"inbox\" presents")
            try expect.equal(heard.recorder.events.count, 1, "the number of events reported")
            guard case .dismissedModal(let presenter, let screen) = heard.recorder.events[0].kind else {
                return try expect.that(false, "a dismissedModal event, not \(heard.recorder.summaries[0])")
            }
            try expect.same(screen, compose, "the screen of the event")
            try expect.that(
                ContractScene.isPresenter(presenter, onBehalfOf: scene.inbox),
                "\"inbox\" or one of its containers as the event's presenter, not \(Expectation.name(presenter))"
            )
            try expect.equal(heard.outlines, [ContractScene.outline(scene.window)], "the window as observers saw it")
        },
        Check("a cancelled or freed observation hears nothing", simulatesUserActions: true) { backend, expect in
            let scene = try await ContractScene(backend)
            try await scene.stack.push(backend.makeScreen("message"), animated: false)
            let kept = UserNavigationRecorder(scene.window)
            let silenced = Tally()
            scene.window.observeUserNavigation { _ in silenced.count += 1 }.cancel()
            _ = scene.window.observeUserNavigation { _ in silenced.count += 1 }
            try await expect.simulate(.backSwipe(scene.stack), on: backend)
            try expect.equal(kept.events.count, 1, "the number of events an active observation heard")
            try expect.equal(silenced.count, 0, "the number of events cancelled and freed observations heard")
        },
    ]
}

/// What the observers of a window heard: the events, and the outline of the window at each.
@MainActor
private final class Heard {
    let recorder: UserNavigationRecorder
    private(set) var outlines: [String] = []
    private var observation: NavigationObservation?

    init(_ window: any RootContainer) {
        recorder = UserNavigationRecorder(window)
        observation = window.observeUserNavigation { [weak self, weak window] _ in
            self?.outlines.append(window.map(ContractScene.outline) ?? "(no window)")
        }
    }
}

/// How many times a handler was called.
@MainActor
private final class Tally {
    var count = 0
}
