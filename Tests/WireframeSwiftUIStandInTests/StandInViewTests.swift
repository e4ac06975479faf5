import SwiftUIStandIn
import Testing
import WireframeSwiftUI

/// The SwiftUI face compiles against the stand-in (this target builds `Views/`, a link to
/// `Sources/WireframeSwiftUI/Views`); nothing of SwiftUI runs here, so the tests only make the
/// views, which needs no SwiftUI.
@MainActor
struct StandInViewTests {
    @Test func theViewsOfAWindowAreMadeWithoutSwiftUI() throws {
        let window = SwiftUIWindow(limits: .iOS16)
        _ = WindowView(window)
        _ = WindowView(window, pacing: UpdatePacing(afterModalChange: .seconds(1), afterOtherChange: .zero))
    }
}
