// What the Swift compiler needs of the Objective-C runtime's module to type-check `@objc`
// declarations on Linux: `check-as-uikit.sh` builds this file as a module named `ObjectiveC`
// and compiles the UIKit stand-in against it with Objective-C interoperability on, so that the
// delegate protocols are `@objc` with `optional` methods as UIKit declares them, and the
// adapter's calls of those methods (`delegate?.method?(...)`) are type-checked as on iOS.
// Nothing here runs: only the modules' interfaces are emitted. SwiftPM does not build this
// folder (Package.swift excludes it from UIKitStandIn).

/// The Objective-C `BOOL`, which Swift bridges `Bool` to in `@objc` signatures.
@frozen
public struct ObjCBool: Sendable {
    private var value: Bool

    /// A `BOOL` of `value`.
    public init(_ value: Bool) { self.value = value }

    /// The value as a Swift `Bool`.
    public var boolValue: Bool { value }
}

/// Bridges a Swift `Bool` to a `BOOL`; the compiler calls it.
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }

/// Bridges a `BOOL` to a Swift `Bool`; the compiler calls it.
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }

/// An Objective-C method's name.
@frozen
public struct Selector: Sendable {
    private var name: Int
}
