import WireframeHeadless
import WireframePresentation

extension HeadlessFixture {
    /// The screens a ``HeadlessFixture`` shows, described as a value: a plain screen, a stack of
    /// screens, or tabs. A string literal is a plain screen.
    ///
    /// <!-- sample HeadlessFixture+Layout/Layout -->
    /// ```swift
    /// .tabs(
    ///     "root",
    ///     [
    ///         .stack("mail", [.screen("inbox", title: "Inbox"), "message:42"]),
    ///         "settings",
    ///     ]
    /// )
    /// ```
    public indirect enum Layout: ExpressibleByStringLiteral, Sendable {
        /// A `HeadlessScreen` named `identifier`.
        case screen(String, title: String? = nil)
        /// A `HeadlessStack` named `identifier` holding `screens`, bottom first.
        case stack(String, [Layout])
        /// A `HeadlessTabs` named `identifier` holding `tabs`, the first one selected.
        case tabs(String, [Layout])

        /// A plain screen named `identifier`.
        public init(stringLiteral identifier: String) {
            self = .screen(identifier)
        }

        /// Makes the screens, outside any hierarchy.
        @MainActor
        func build() throws(PresentationError) -> HeadlessScreen {
            switch self {
            case .screen(let identifier, let title):
                return HeadlessScreen(identifier, title: title)
            case .stack(let identifier, let screens):
                let built = try Self.build(screens)
                return built.isEmpty ? HeadlessStack(identifier) : try HeadlessStack(identifier, screens: built)
            case .tabs(let identifier, let tabs):
                let built = try Self.build(tabs)
                return built.isEmpty ? HeadlessTabs(identifier) : try HeadlessTabs(identifier, tabs: built)
            }
        }

        @MainActor
        private static func build(_ layouts: [Layout]) throws(PresentationError) -> [any Screen] {
            var screens: [any Screen] = []
            for layout in layouts { screens.append(try layout.build()) }
            return screens
        }
    }
}
