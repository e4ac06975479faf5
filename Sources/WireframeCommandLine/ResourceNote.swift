/// What `wireframe module` says after writing an Interface Builder file (`--view storyboard` or
/// `--view nib`): SwiftPM copies a storyboard or nib into the target's resource bundle, where the
/// builder loads it from (`bundle: .module`), only when the target declares it a resource;
/// otherwise it warns of an unhandled file and the view cannot be loaded. An Xcode app target
/// needs nothing.
enum ResourceNote {
    /// One note per storyboard or nib among `paths`, with the line to add to the target in
    /// Package.swift; the path in it is relative to the target's folder (`Sources/<Target>/`)
    /// when the file is under one.
    static func lines(for paths: [String]) -> [String] {
        paths.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { path in
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            let file = components.last.map(String.init) ?? path
            guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
                return "note: \(file) is a resource: declare it in its target in Package.swift, "
                    + "resources: [.process(\"<its path from the target's folder>\")], or SwiftPM leaves it out"
            }
            let target = components[sources + 1]
            let relative = components[(sources + 2)...].joined(separator: "/")
            return "note: \(file) is a resource: add resources: [.process(\"\(relative)\")] to the target "
                + "\"\(target)\" in Package.swift, or SwiftPM leaves it out (an Xcode app target needs nothing)"
        }
    }
}
