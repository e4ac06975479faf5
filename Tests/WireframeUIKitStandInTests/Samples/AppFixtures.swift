import UIKitStandIn
import WireframeKit
import WireframeTestSupport

// What the UIKit samples of the documentation take for granted from the app around them: its
// VIPER modules (each builds a view controller named by its restorationIdentifier), its
// session, and a window whose animations end by themselves, as UIKit's do.

@MainActor
enum InboxModule {
    static func build() -> UIViewController { controller("inbox") }
}

@MainActor
enum MessageModule {
    static func build(id: Int) -> UIViewController { controller("message:\(id)") }
}

@MainActor
enum ComposeModule {
    static func build(to recipient: String?) -> UIViewController { controller("compose:\(recipient ?? "")") }
}

@MainActor
enum LoginModule {
    static func build() -> UIViewController { controller("login") }
}

@MainActor
enum SettingsModule {
    static func build() -> UIViewController { controller("settings") }
}

/// Whether the user is logged in.
struct Session {
    var isLoggedIn: Bool
}

/// Ends every animation that starts in `window` while `body` runs, as UIKit's animations end
/// by themselves (the stand-in's wait for the test), so that a sample written for an app runs
/// here unchanged.
@MainActor
func endingAnimations<Result>(
    in window: UIWindow,
    _ body: @MainActor () async throws -> Result
) async throws -> Result {
    let animator = Task { @MainActor in
        while !Task.isCancelled {
            window.standInFinishAnimations()
            await Task.yield()
        }
    }
    defer { animator.cancel() }
    return try await body()
}
