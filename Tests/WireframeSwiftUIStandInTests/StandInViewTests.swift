import SwiftUIStandIn
import Testing
import WireframeSwiftUI

/// The SwiftUI face compiles against the stand-in: this target builds `Views/` (a link to
/// `Sources/WireframeSwiftUI/Views`) and `DemoViews/` (a link to the demo's SwiftUI views).
/// Nothing of SwiftUI runs here, so the tests make the views and give screens theirs, which
/// needs no SwiftUI.
@MainActor
struct StandInViewTests {
    @Test func theViewsOfAWindowAreMadeWithoutSwiftUI() throws {
        let window = SwiftUIWindow(limits: .iOS16)
        _ = WindowView(window)
        _ = WindowView(window, pacing: UpdatePacing(afterModalChange: .seconds(1), afterOtherChange: .zero))
        _ = MailDemoScene(window: window)
    }

    @Test func theDemoGivesEachScreenItsView() {
        for name in ["list", "message:3", "settings"] {
            let screen = SwiftUIScreen(name)
            MailDemoViews.giveView(to: screen)
            #expect(screen.viewContent != nil, "\(name)")
        }
    }
}
