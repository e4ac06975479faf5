import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

/// Registering a route type checks it against its pattern; every refusal names the field.
@Suite("Typed routes: registration")
struct TypedRouteRegistrationTests {
    struct NoFieldForParameter: Route {
        static let pattern = "/users/:id<int>"
        var name: String
    }

    struct Wildcard: Route {
        static let pattern = "/files/*/raw"
        var name: String?
    }

    struct NoRestField: Route {
        static let pattern = "/files/**"
        var path: [String]
    }

    struct NestedQuery: Route {
        struct Filter: Codable, Hashable, Sendable {
            var from: String
            var to: String
        }
        static let pattern = "/search"
        var filter: Filter
    }

    struct OptionalNested: Route {
        struct Box: Codable, Hashable, Sendable { var value: Int }
        static let pattern = "/boxes"
        var box: Box?
    }

    struct IntAsBool: Route {
        static let pattern = "/users/:id<int>"
        var id: Bool
    }

    struct PlainIntParameter: Route {
        static let pattern = "/users/:id"
        var id: Int
    }

    struct PlainUUIDParameter: Route {
        static let pattern = "/users/:id"
        var id: UUID
    }

    struct RequiredOptionalSegment: Route {
        static let pattern = "/users/:name/:tab?"
        var name: String
        var tab: String
    }

    struct ArrayInPath: Route {
        static let pattern = "/tags/:tags"
        var tags: [String]
    }

    struct RestNotAnArray: Route {
        static let pattern = "/files/**"
        var rest: String
    }

    struct OptionalRest: Route {
        static let pattern = "/files/**"
        var rest: [String]?
    }

    struct EnumWithoutCases: Route {
        static let pattern = "/tasks"
        var priority: Priority?
    }

    struct AlwaysThrows: Route {
        static let pattern = "/broken"
        var id: Int
        init(id: Int) { self.id = id }
        init(from decoder: any Decoder) throws {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "never"))
        }
    }

    enum NoParameter: String, Route {
        static let pattern = "/about"
        case team
    }

    enum TwoParameters: String, Route, CaseIterable {
        static let pattern = "/a/:x/:y"
        case one
    }

    /// Registers `type` in an empty table, expects `code` naming `field`, and that nothing was
    /// registered.
    func expectRefusal<R: Route>(
        _ type: R.Type,
        _ code: RouteError.Code,
        field: String,
        mentioning parts: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var routes = RouteTable()
        do {
            try routes.register(type)
            Issue.record("\(R.self) was registered", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
            #expect(error.subject == field, "\(error)", sourceLocation: sourceLocation)
            for part in ["\(R.self)", "\"\(field)\""] + parts {
                #expect(error.message.contains(part), "\(error) lacks \(part)", sourceLocation: sourceLocation)
            }
        }
        #expect(routes.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("a pattern parameter without a field is refused, naming it")
    func parameterWithoutField() {
        expectRefusal(NoFieldForParameter.self, .parameterWithoutField, field: "id", mentioning: [":id<int>"])
    }

    @Test("`*` has no name, so no field can hold it")
    func wildcard() {
        expectRefusal(Wildcard.self, .parameterWithoutField, field: "*", mentioning: ["`:name`"])
    }

    @Test("`**` needs the field Route.restField names")
    func noRestField() {
        expectRefusal(NoRestField.self, .parameterWithoutField, field: "rest", mentioning: ["restField"])
    }

    @Test("a field that no parameter fills and the query cannot hold is refused", arguments: [true, false])
    func fieldWithoutParameter(optional: Bool) {
        if optional {
            expectRefusal(OptionalNested.self, .fieldWithoutParameter, field: "box", mentioning: ["query"])
        } else {
            expectRefusal(NestedQuery.self, .fieldWithoutParameter, field: "filter", mentioning: ["query"])
        }
    }

    @Test("a typed parameter and a field of another kind disagree")
    func typedParameterMismatch() {
        expectRefusal(IntAsBool.self, .fieldTypeMismatch, field: "id", mentioning: ["an int", "a bool"])
    }

    @Test("a plain parameter read as a number or UUID must say so in the pattern")
    func plainParameterForTypedField() {
        expectRefusal(PlainIntParameter.self, .fieldTypeMismatch, field: "id", mentioning: [":id<int>"])
        expectRefusal(PlainUUIDParameter.self, .fieldTypeMismatch, field: "id", mentioning: [":id<uuid>"])
    }

    @Test("an optional segment needs an optional field")
    func requiredFieldForOptionalSegment() {
        expectRefusal(RequiredOptionalSegment.self, .fieldTypeMismatch, field: "tab", mentioning: ["Optional"])
    }

    @Test("a path parameter holds one value, `**` a list, never optional")
    func shapes() {
        expectRefusal(ArrayInPath.self, .fieldTypeMismatch, field: "tags", mentioning: ["[string]"])
        expectRefusal(RestNotAnArray.self, .fieldTypeMismatch, field: "rest", mentioning: ["array"])
        expectRefusal(OptionalRest.self, .fieldTypeMismatch, field: "rest", mentioning: ["non-optional"])
    }

    @Test("a type whose init(from:) refuses every sample cannot be read")
    func unsupported() {
        expectRefusal(EnumWithoutCases.self, .unsupportedRouteType, field: "priority", mentioning: ["CaseIterable"])
        var routes = RouteTable()
        #expect(throws: RouteError.self) { try routes.register(AlwaysThrows.self) }
        #expect((try? routes.register(AlwaysThrows.self)) == nil)
        do {
            try routes.register(AlwaysThrows.self)
        } catch {
            #expect(error.code == .unsupportedRouteType)
            #expect(error.message.contains("never"))
        }
    }

    @Test("a route that is one value reads exactly one parameter")
    func wholeValue() {
        var routes = RouteTable()
        do {
            try routes.register(NoParameter.self)
            Issue.record("registered")
        } catch {
            #expect(error.code == .fieldWithoutParameter)
            #expect(error.subject == "NoParameter")
        }
        expectRefusal(TwoParameters.self, .parameterWithoutField, field: ":y")
        #expect(routes.isEmpty)
    }

    @Test("text fields take any parameter type; numbers their own; the pattern is still checked")
    func allowed() throws {
        struct IntAsText: Route {
            static let pattern = "/users/:id<int>/:key<uuid>/:slug<slug>"
            var id: String
            var key: String
            var slug: Int
        }
        var routes = RouteTable()
        try routes.register(parameterType: RouteParameterType("slug") { !$0.isEmpty })
        let schema = try routes.register(IntAsText.self)
        #expect(schema.fields.map(\.description) == ["id: string (path)", "key: string (path)", "slug: int (path)"])
        #expect(throws: RouteError.self) { try routes.register(IntAsText.self) }

        struct UnknownType: Route {
            static let pattern = "/users/:id<integer>"
            var id: Int
        }
        do {
            try routes.register(UnknownType.self)
        } catch {
            #expect(error.code == .unknownParameterType)
        }
        #expect(routes.count == 1)
    }

    @Test("the schema says what each field is and where it comes from")
    func schema() throws {
        var routes = RouteTable()
        let message = try routes.register(MessageRoute.self)
        #expect(message.typeName == "MessageRoute")
        #expect(message.pattern.text == "/messages/:id<int>")
        #expect(
            message.description
                == "MessageRoute /messages/:id<int> { id: int (path), highlight: string? (query), "
                + "tags: [string] (query), folder: string? (query) }"
        )
        let scalars = try routes.register(ScalarRoute.self)
        #expect(
            scalars.fields.map(\.shape) == [
                .single(.int), .single(.double), .single(.bool), .single(.uuid), .single(.string), .single(.int),
                .single(.int), .single(.double), .array(.int), .array(.string), .single(.uuid),
            ]
        )
        #expect(try routes.register(DocumentRoute.self).fields.last?.source == .rest)
        #expect(try routes.register(SettingsRoute.self).fields.map(\.source) == [.wholeValue])
        #expect(routes.routeSchema(for: message.pattern)?.typeName == "MessageRoute")
        let text = try routes.register("/inbox")
        #expect(routes.routeSchema(for: text) == nil)
    }
}
