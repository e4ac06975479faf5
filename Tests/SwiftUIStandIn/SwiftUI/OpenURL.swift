#if canImport(Foundation)
public import Foundation

// Not compiled by check-as-ios.sh, whose SDK has no Foundation: the views that use it are under
// `#if canImport(Foundation)` too.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Stand-in for `onOpenURL(perform:)`: `action` gets each URL the app is asked to open
    /// (a universal link, a custom scheme) while this view's scene is shown.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        StandInModifiedView(self, .onOpenURL { string in URL(string: string).map(action) })
    }
}
#endif
