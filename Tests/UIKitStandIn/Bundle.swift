/// Stand-in for Foundation's `Bundle`, which UIKit re-exports: a directory of resources, found
/// by name and type.
///
/// Stand-in only: a bundle is made with the resources it holds — compiled storyboards
/// (`<name>.storyboardc`) and nibs (`<name>.nib`) — and nothing is read from disk. The main
/// bundle holds none.
open class Bundle: @unchecked Sendable {
    /// The bundle's directory.
    public let bundlePath: String
    let standInStoryboards: [String: StandInStoryboard]
    let standInNibs: [String: StandInNib]

    private static let standInMain = Bundle(standInPath: "/stand-in/Main.app")

    /// The bundle of the app's executable; here, one with no resources.
    open class var main: Bundle { standInMain }

    /// Stand-in only: a bundle at `path` holding `storyboards` and `nibs`, by name.
    public init(
        standInPath path: String,
        storyboards: [String: StandInStoryboard] = [:],
        nibs: [String: StandInNib] = [:]
    ) {
        bundlePath = path
        standInStoryboards = storyboards
        standInNibs = nibs
    }

    /// The path of the resource `name` of type `ext` (`"storyboardc"`, `"nib"`), or `nil` when
    /// the bundle has none.
    open func path(forResource name: String?, ofType ext: String?) -> String? {
        guard let name else { return nil }
        let found: Bool
        switch ext {
        case "storyboardc": found = standInStoryboards[name] != nil
        case "nib": found = standInNibs[name] != nil
        default: found = false
        }
        return found ? bundlePath + "/" + name + "." + (ext ?? "") : nil
    }
}

/// Stand-in only: what a compiled storyboard holds — how to make its initial view controller,
/// if it has one, and the view controllers it names by identifier.
public struct StandInStoryboard: Sendable {
    let initial: (@MainActor @Sendable () -> UIViewController)?
    let identified: [String: @MainActor @Sendable () -> UIViewController]

    /// A storyboard whose initial view controller is made by `initial` (none when `nil`), and
    /// whose others are made by `identified`, by storyboard identifier.
    public init(
        initial: (@MainActor @Sendable () -> UIViewController)?,
        identified: [String: @MainActor @Sendable () -> UIViewController] = [:]
    ) {
        self.initial = initial
        self.identified = identified
    }
}

/// Stand-in only: what a nib holds — a top-level view, connected to the `view` outlet of its
/// File's Owner when `connectsView` (as a view controller's nib is).
public struct StandInNib: Sendable {
    let connectsView: Bool

    /// A nib with one top-level view, connected to the owner's `view` outlet when `connectsView`.
    public init(connectsView: Bool = true) {
        self.connectsView = connectsView
    }
}
