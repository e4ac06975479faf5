import Logging
import WireframeHeadless
import WireframeKit

/// A small mail app, headless: a window whose root is a tab container (Inbox, Search,
/// Settings), and the wireframe that routes links to screens in it. Every screen is a VIPER
/// module (`Modules/`).
///
/// Transitions are instant (the window's animations take no time), so the demo's output is the
/// same on every run.
@MainActor
final class MailApp {
    let window = HeadlessWindow(animationDuration: .zero)
    /// The three tab modules, built at cold start and shown at launch.
    let tabs: [Module<TabView, TabPresenter>]

    /// Stacks that `inStack: true` options and entry points make are named after their first
    /// screen (`compose-stack`, `inbox-stack`). The demo prints its own outcomes, so the
    /// wireframe's log is left silent.
    let wireframe = Wireframe(
        containerFactory: HeadlessContainerFactory(naming: .afterFirstScreen),
        logger: Logger(label: "wireframe-demo") { _ in SwiftLogNoOpLogHandler() }
    )

    /// The decisions of the forward flow, whose screens share one flow context.
    private(set) var forwardFlow: ForwardFlow?

    /// Creates the app with its modules built, its routes registered and no root yet, as at
    /// cold start.
    init() throws {
        tabs = try [Tab.inbox, .search, .settings].map { tab throws(ModuleError) in try TabBuilder.build(tab: tab) }
        let views = Dictionary(
            uniqueKeysWithValues: tabs.compactMap { module in
                Tab(rawValue: module.view.screenIdentifier).map { ($0, module.view) }
            }
        )
        try MailRoutes.register(on: wireframe, tabs: views)
        let flow = ForwardFlow(wireframe: wireframe)
        try flow.register()
        forwardFlow = flow
    }

    /// Attaches the tab modules (Inbox and Settings each in a stack of its own), shows the
    /// tabs as the window's root and attaches the wireframe, which then runs the requests it
    /// held.
    func launch() async throws {
        let container = HeadlessTabs()
        for module in tabs {
            try await module.attach(
                asTabOf: container,
                inStack: module.view.screenIdentifier != "search",
                wireframe: wireframe
            )
        }
        try await window.setRoot(container, animated: false)
        wireframe.attach(root: window)
    }
}
