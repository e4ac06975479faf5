/// A presenter that takes the module's input: the data a caller hands to the module when it is
/// built, such as the id of the user to show.
///
/// Builders of such a module gain `build(input:)`, which hands the input to the presenter before
/// returning, so before the view is first shown; and the module can be registered as the
/// target of a route whose URL gives the input (`Wireframe.register(_:access:option:priority:name:module:input:)`).
///
/// <!-- sample ModuleInputReceiving/ModuleInputReceiving -->
/// ```swift
/// extension ProfilePresenter: ModuleInputReceiving {
///     func receive(_ input: Int) { profileID = input }
/// }
/// ```
///
/// Then, wherever the module is built:
///
/// <!-- sample ModuleInputReceiving/ModuleInputReceiving-2 -->
/// ```swift
/// let module = try ProfileBuilder.build(input: 42)  // the presenter's profileID is 42
/// ```
///
/// A typed route value (a type whose values are decoded from a route match) can be the input
/// as it is, so that a module registered for that route receives the decoded value.
@MainActor
public protocol ModuleInputReceiving: ModulePresenter {
    /// The module's input.
    associatedtype Input

    /// Takes the input; called once, by the builder, after the module is connected.
    func receive(_ input: Input)
}
