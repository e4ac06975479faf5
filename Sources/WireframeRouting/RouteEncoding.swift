/// What a route value writes with its `encode(to:)`: each field's name and values as parameter
/// text, in the order written.
struct RouteEncoding {
    struct Field {
        /// The coding key; empty for a route that encodes as one value.
        let name: String
        var values: [String] = []
        /// Whether the field wrote a list (an array), rather than one value.
        var isList = false
        /// Whether the value is its type's ``RouteDefaultValue/routeDefault``.
        var isDefault = false
    }

    private(set) var fields: [Field]

    /// Encodes `route`.
    ///
    /// - Throws: ``RouteError/Code/invalidParameterValue`` naming the field whose value cannot be
    ///   written as parameter text (a nested structure, a number that is not plain decimal).
    init<R: Route>(_ route: R) throws(RouteError) {
        let sink = Sink()
        do {
            try route.encode(to: RouteEncoder(sink: sink, field: nil))
        } catch let failure as FieldFailure {
            throw RouteError(failure.code, "\(R.self) field", failure.field, failure.reason)
        } catch {
            throw RouteError(.invalidParameterValue, "route type", "\(R.self)", FieldFailure.describe(error))
        }
        fields = sink.fields
    }

    /// Where the containers write; a class, because containers are values handed out by copy.
    final class Sink {
        var fields: [Field] = []

        /// Starts a field and returns its index.
        func start(_ name: String) -> Int {
            fields.append(Field(name: name))
            return fields.count - 1
        }
    }
}
