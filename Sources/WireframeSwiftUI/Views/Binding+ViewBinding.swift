#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import SwiftUIStandIn
import WireframeSwiftUI
#else
import SwiftUI
#endif

extension Binding {
    /// The SwiftUI binding of a model's ``ViewBinding``: what a `NavigationStack`, a `TabView` or
    /// a `.sheet` reads and writes.
    @MainActor
    init(_ binding: ViewBinding<Value>) {
        self.init(
            get: { @MainActor in binding.wrappedValue },
            set: { @MainActor value in binding.wrappedValue = value }
        )
    }
}
#endif
