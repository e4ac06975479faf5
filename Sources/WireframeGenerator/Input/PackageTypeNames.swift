// The names a generated module's types may not take: the top-level public types of the
// package's modules. A generated `StateRouter` class (from `wireframe module State`) hid
// WireframeKit's type of that name everywhere in the app's module, which then failed to compile
// in places far from the generated files, or compiled against the wrong type. The list is the
// sources' own: WireframeGeneratorTests' PackageTypeNamesTests reads every public type
// declaration under Sources/ and fails when this list differs, so a type added to the package is
// reserved with it.

/// WireframeKit's top-level public types, which a generated module's types must not hide.
enum PackageTypeNames {
    static let all: Set<String> = [
        "BackendContract", "BackendUnderTest", "BasicNavigationStore", "BuiltModule", "ChildContainer",
        "ContainerFactory", "ContractFailure", "EmbeddedScreen", "FlowContext", "FlowContextError",
        "FlowContextHandover", "FlowContextKey", "ForeignScreen", "HeadlessContainer", "HeadlessContainerFactory",
        "HeadlessFixture", "HeadlessScreen", "HeadlessSplit", "HeadlessStack", "HeadlessTabs", "HeadlessWindow",
        "InteractorLinks", "ManualClock", "ModalItem", "ModalRoutable", "Module", "ModuleBuilder", "ModuleBuilding",
        "ModuleError", "ModuleInputReceiving", "ModuleInteractor", "ModulePresenter", "ModuleRouter", "ModuleView",
        "NavigateAction", "NavigationChange", "NavigationObservation", "NavigationState", "NavigationStep",
        "NavigationStore", "NavigationTurn", "NavigationWithoutWaiting", "Navigator", "NibLoadable", "PathChange",
        "PathSegment", "PathStep", "PresentOption", "PresentationError", "PresenterLinks", "PushOption",
        "ReplaceRootOption", "RequestSession", "RequiredFlowContextKey", "ReuseOption", "ReusingOption",
        "ReversibleStep", "RootContainer", "Routable", "Route", "RouteAccess", "RouteCandidate", "RouteDefaultValue",
        "RouteError", "RouteExplanation", "RouteLimits", "RouteMatch", "RouteParameterType", "RouteParameterValue",
        "RouteParameters", "RoutePattern", "RoutePrerequisite", "RouteSchema", "RouteScope", "RouteTable", "RouteURL",
        "RouterLinks", "RoutingAware", "RoutingDecision", "RoutingObserver", "RoutingOption", "RoutingOptionProvider",
        "RoutingOrigin", "RoutingPlacement", "RoutingRequest", "RoutingResult", "Screen", "ScreenAttachmentKey",
        "ScreenAttachments", "ScreenFlow", "ScreenID", "ScreenMatch", "ScreenProvider", "SegmentData", "SegmentKind",
        "SegmentScreenFactory", "SegmentScreens", "SelectOrAddTabOption", "SelectTabOption", "ShowOption",
        "ShownChild", "ShownFor", "ShownHierarchy", "ShownRoute", "SimulatedUserAction", "SimulatedViews",
        "StackContainer", "StackRoutable", "StateRouter", "StateRoutingError", "StoreObservation",
        "SwiftUIContainerFactory", "SwiftUILimits", "SwiftUIScreen", "SwiftUIStack", "SwiftUITabs", "SwiftUIWindow",
        "TabContainer", "TabsRoutable", "TimedOutWaiting", "Transition", "TransitionContext", "UIKitContainerFactory",
        "UpdatePacing", "UpdatePlanner", "UpdateRule", "URLRouting", "UserNavigationEvent", "UserNavigationObservers",
        "UserNavigationRecorder", "ViewBinding", "ViewLinks", "ViewSource", "ViewTree", "ViewUpdate", "WindowRoutable",
        "WindowView", "Wireframe", "WireframeError", "NavigationError", "WireframeLink", "WireframeScene",
    ]

    /// The first type a module named `name` would generate (a built-in template's) that would
    /// hide one of the package's, or `nil`.
    static func hidden(byModuleNamed name: String) -> String? {
        BuiltInTemplates.typeNameSuffixes.lazy.map { name + $0 }.first(where: all.contains)
    }
}
