package import WireframeRouting

/// A pattern of a ``RouteList`` that a route table refused, with the file and line it came from.
///
/// Its description is what `wireframe` prints:
/// `routes.txt:3: pattern "/users/:id<integer>" at offset 11: unknown parameter type …`.
package struct RouteListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file and line of the pattern, or `nil` when it was given with `--pattern`.
    package let location: RouteList.Location?
    /// Why the table refused the pattern.
    package let underlying: RouteError

    /// Creates an error.
    package init(location: RouteList.Location?, underlying: RouteError) {
        self.location = location
        self.underlying = underlying
    }

    /// `file:line: message`, or the route error's message alone for a `--pattern`.
    package var description: String {
        guard let location else { return underlying.message }
        return "\(location): \(underlying.message)"
    }
}
