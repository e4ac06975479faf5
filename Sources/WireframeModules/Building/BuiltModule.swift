public import WireframeNavigation
public import WireframePresentation

/// A built module as the code that shows it sees it, whatever its four types: the screen to
/// show, its name, and the wireframe its router is to navigate through.
///
/// Every ``Module`` is one. A screen provider of your own that shows modules hands its
/// wireframe on before returning the screen, as the library's own do:
///
/// <!-- sample BuiltModule/BuiltModule -->
/// ```swift
/// let module: any BuiltModule = try ProfileBuilder.build(input: 42)
/// module.navigate(through: wireframe)
/// return module.screen
/// ```
@MainActor
public protocol BuiltModule {
    /// The module's view, as the screen to show.
    var screen: any Screen { get }

    /// The module's name, as errors give it.
    var name: String { get }

    /// Makes the module's router navigate through `wireframe`. The library does it whenever it
    /// shows a module (entry points, routers, routes); a module shown otherwise needs it before
    /// its router can navigate.
    func navigate(through wireframe: any URLRouting)
}

extension Module: BuiltModule {
    /// The view.
    public var screen: any Screen { view }

    /// Makes the module's router navigate through `wireframe`.
    public func navigate(through wireframe: any URLRouting) {
        routerLinks.wireframe = wireframe
    }
}
