// How the built-in options describe themselves: as they are spelled in code.
extension RoutingOption {
    /// `name`, or `name(inStack: true, animated: false)` with the arguments that differ from
    /// their defaults (`inStack: false`, `animated: true`).
    static func spelling(_ name: String, inStack: Bool = false, animated: Bool) -> String {
        var arguments: [String] = []
        if inStack { arguments.append("inStack: true") }
        if !animated { arguments.append("animated: false") }
        return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }
}
