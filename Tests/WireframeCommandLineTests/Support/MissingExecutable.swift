/// The executable a test runs was not built next to the test bundle.
struct MissingExecutable: Error, CustomStringConvertible {
    let path: String
    var description: String { "no executable at \(path); build the package's products first" }
}
