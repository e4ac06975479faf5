#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
import WireframeUIKit
#endif
import WireframeKit

/// The mail app's screens, one per path segment: the tabs (the inbox in a navigation controller,
/// the settings), a message pushed onto the inbox, the compose sheet.
///
/// The view controllers are plain ones with a title: the app's real ones would come from its
/// VIPER modules' builders.
@MainActor
enum MailScreens {
    /// The segments of the path a fresh scene shows.
    static let home: [PathSegment] = ["mail", "inbox"]

    /// The segment of the message `id`.
    static func message(_ id: Int) throws -> PathSegment { try PathSegment("message", data: id) }

    /// How each segment's screen is made.
    static func make() throws -> SegmentScreens {
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
            let tabBar = UITabBarController()
            tabBar.restorationIdentifier = "mail"
            tabBar.viewControllers = tabs.compactMap { $0 as? UIViewController }
            return tabBar
        }
        try screens.register("inbox") { _ in
            UINavigationController(rootViewController: screen("inbox", title: "Inbox"))
        }
        try screens.register("settings") { _ in screen("settings", title: "Settings") }
        try screens.register("message") { segment in
            let id = try segment.data(as: Int.self)
            return screen("message:\(id)", title: "Message \(id)")
        }
        try screens.register("compose", presentation: .modal) { _ in screen("compose", title: "New Message") }
        return screens
    }

    /// A view controller named `identifier` (its `restorationIdentifier`) showing `title`.
    private static func screen(_ identifier: String, title: String) -> UIViewController {
        let controller = UIViewController()
        controller.restorationIdentifier = identifier
        controller.title = title
        return controller
    }
}
#endif
