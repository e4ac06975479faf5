/// A screen's identity and the data that layers of the library keep per screen.
///
/// Every ``Screen`` owns one, so that the flow context of a screen, the navigation-state segment
/// it shows or the VIPER module it belongs to can be found from the screen itself, without the
/// app subclassing anything. The attachments live exactly as long as their screen: the screen
/// holds them strongly, and they never hold the screen.
///
/// A screen type of your own keeps one in a stored property:
///
/// ```swift
/// final class CardScreen: Screen {
///     let screenAttachments = ScreenAttachments()
///     // …
/// }
/// ```
///
/// Read and write values by key type:
///
/// ```swift
/// enum DraftKey: ScreenAttachmentKey { typealias Value = String }
/// screen.screenAttachments[DraftKey.self] = "Hello"
/// let draft = screen.screenAttachments[DraftKey.self]  // "Hello"
/// ```
///
/// A value must not hold its screen strongly, or the screen is never freed.
@MainActor
public final class ScreenAttachments {
    /// The identity of the screen that owns these attachments.
    public let screenID: ScreenID

    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates empty attachments, with a new identity, for a new screen.
    public init() {
        screenID = .next()
    }

    /// The value attached under `key`, or `nil`; setting `nil` removes it.
    public subscript<Key: ScreenAttachmentKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The key of a value kept in ``ScreenAttachments``; its type is the value's type.
///
/// ```swift
/// enum DraftKey: ScreenAttachmentKey { typealias Value = String }
/// ```
public protocol ScreenAttachmentKey {
    /// The type of the value kept under this key.
    associatedtype Value
}
