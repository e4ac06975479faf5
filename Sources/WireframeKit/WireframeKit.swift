// `import WireframeKit` gives an app every layer of the library. Each layer is a module of its
// own (ARCHITECTURE.md draws them) so that the compiler holds the dependencies between them to
// the direction they point; an app need not know that and imports this one module.
@_exported public import WireframeFlow
@_exported public import WireframeModules
@_exported public import WireframeNavigation
@_exported public import WireframePipeline
@_exported public import WireframePresentation
@_exported public import WireframeRouting
@_exported public import WireframeStateRouting
