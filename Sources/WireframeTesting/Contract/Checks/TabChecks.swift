import WireframePresentation

// The contract of tabs: the selection, and what is out of range.
extension BackendContract {
    static let tabChecks: [Check] = [
        Check("setTabs selects the first tab; selectTab moves it") { backend, expect in
            let window = backend.makeWindow()
            let tabs = backend.makeTabs("root")
            let settings = backend.makeScreen("settings")
            try await tabs.setTabs([backend.makeScreen("inbox"), settings], animated: false)
            try await window.setRoot(tabs, animated: false)
            try expect.equal(tabs.selectedIndex, 0, "the selected index after setTabs")
            try await tabs.selectTab(at: 1)
            try expect.same(tabs.selectedTab, settings, "the selected tab after selectTab(at: 1)")
            try expect.same(settings.enclosingTabs, tabs, "the enclosingTabs of a tab")
            try expect.same(window.topmostScreen, settings, "the topmost screen of the window")
        },
        Check("an out-of-range tab is refused") { backend, expect in
            let window = backend.makeWindow()
            let tabs = backend.makeTabs("root")
            try await tabs.setTabs([backend.makeScreen("inbox")], animated: false)
            try await window.setRoot(tabs, animated: false)
            try await expect.refusal(.tabOutOfRange, in: window, "selectTab(at: 1) of one tab") {
                try await tabs.selectTab(at: 1)
            }
        },
    ]
}
