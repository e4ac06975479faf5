/// The transitions the wireframe comes with, which change the screens only through the steps of
/// their context (tested in BuiltInTransitionTests), so that no check of the hierarchy is needed
/// around them.
protocol BuiltInTransition {}

extension PushTransition: BuiltInTransition {}
extension PresentTransition: BuiltInTransition {}
extension ReplaceRootTransition: BuiltInTransition {}
extension SelectTabTransition: BuiltInTransition {}
extension ShowTransition: BuiltInTransition {}
extension ReuseTransition: BuiltInTransition {}
extension SelectOrAddTabTransition: BuiltInTransition {}
