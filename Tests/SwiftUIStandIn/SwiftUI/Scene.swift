/// Stand-in for SwiftUI's `Scene`: a part of an app's user interface, such as a window group.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's body.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Stand-in for SwiftUI's `SceneBuilder`: the build of one scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Stand-in for SwiftUI's `WindowGroup`: windows showing the same view hierarchy.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene, StandInWindowGroup {
    nonisolated(unsafe) private let content: Content

    /// Windows showing the view `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func standInWindowContent() -> any View { content }

    /// A primitive scene.
    public var body: Never { fatalError("stand-in: a primitive scene has no body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// Stand-in only: a window group, whose windows the simulated runtime opens.
@MainActor
protocol StandInWindowGroup {
    /// The view of a new window.
    func standInWindowContent() -> any View
}

/// Stand-in for SwiftUI's `App`: the app's structure, its scenes in `body`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the app; SwiftUI calls it once, at launch.
    @MainActor @preconcurrency init()
}
