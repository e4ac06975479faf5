// A probe of check-as-ios.sh, compiled only by it, for macOS 13: SwiftUI has no full-screen
// cover on macOS, so this must not compile there. (It is in no target: Package.swift excludes
// the folder.)
import SwiftUI

struct Item: Identifiable {
    let id: Int
}

struct Probe: View {
    let item: Binding<Item?>

    var body: some View {
        EmptyView().fullScreenCover(item: item) { _ in EmptyView() }
    }
}
