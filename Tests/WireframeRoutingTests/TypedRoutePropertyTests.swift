import Foundation
import PropertyBased
import Testing
import WireframeRouting
import WireframeTestSupport

/// Value → URL → match → value gives the same value, over generated values: text with reserved
/// characters, percent signs, unicode and combining marks, empty strings and empty lists,
/// numbers of every size.
@Suite("Typed routes: round-trip properties")
struct TypedRoutePropertyTests {
    /// Path parameters (one optional), optional, repeated and defaulted query items, every kind.
    struct EveryFieldRoute: Route {
        static let pattern = "myapp://every/:name/:id<int>/:extra?"
        var name: String
        var id: Int
        var extra: String?
        var text: String?
        var words: [String]
        var folder: Folder
        var flag: Bool?
        var ratio: Double?
        var key: UUID?
        var small: Int8?
    }

    /// `**` after a path parameter, and a list of enum values.
    struct RestRoute: Route {
        static let pattern = "/shared/:space/**"
        var space: String
        var rest: [String]
        var priorities: [Priority]
    }

    static let routes: RouteTable = {
        var routes = RouteTable()
        // Neighbours that a careless URL could fall into.
        for text in ["myapp://every/:name", "myapp://every/:name/:id<int>/:extra/more", "/shared"] {
            _ = try? routes.register(text)
        }
        _ = try? routes.register(EveryFieldRoute.self)
        _ = try? routes.register(RestRoute.self)
        return routes
    }()

    /// Characters that need escaping in a URL, and some that do not; any scalar of the BMP.
    static let character: Generator<Character, some SendableSequenceType> = zip(
        Gen.bool,
        Gen<Character?>.element(of: Array("aZ09 -._~/?#&=+%:@;,[]!$'()*é\u{301}ü日🚀")),
        Gen.unicodeScalar(in: "\u{A0}"..."\u{D7FF}")
    ).map { (fromPool: Bool, pooled: Character?, scalar: Unicode.Scalar) -> Character in
        fromPool ? pooled ?? "a" : Character(scalar)
    }

    static let text: Generator<String, some SendableSequenceType> = character.string(of: 0...8)
    static let nonEmptyText: Generator<String, some SendableSequenceType> = character.string(of: 1...8)

    /// Numbers from 1e-300 to 1e300 in size, which reverse routing writes without an exponent.
    static let double: Generator<Double, some SendableSequenceType> = zip(
        Gen.double(in: -1...1),
        Gen.int(in: -300...300)
    ).map {
        (mantissa: Double, exponent: Int) -> Double in mantissa * pow(10, Double(exponent))
    }

    static let uuid: Generator<UUID, some SendableSequenceType> = Gen.uint8().array(of: 16).map {
        (bytes: [UInt8]) -> UUID in
        UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        )
    }

    static let pathFields: Generator<(String, Int, String?, String?), some SendableSequenceType> = zip(
        nonEmptyText,
        Gen.int(),
        nonEmptyText.optional,
        text.optional
    )

    static let queryFields: Generator<([String], Folder, Bool?), some SendableSequenceType> = zip(
        text.array(of: 0...3),
        Gen<Folder>.case,
        Gen.bool.optional
    )

    static let moreFields: Generator<(Double?, UUID?, Int8?), some SendableSequenceType> = zip(
        double.optional,
        uuid.optional,
        Gen.int8().optional
    )

    static let everyField: Generator<EveryFieldRoute, some SendableSequenceType> = zip(
        pathFields,
        queryFields,
        moreFields
    ).map {
        (
            path: (String, Int, String?, String?),
            query: ([String], Folder, Bool?),
            more: (Double?, UUID?, Int8?)
        )
            -> EveryFieldRoute in
        EveryFieldRoute(
            name: path.0,
            id: path.1,
            extra: path.2,
            text: path.3,
            words: query.0,
            folder: query.1,
            flag: query.2,
            ratio: more.0,
            key: more.1,
            small: more.2
        )
    }

    static let priority: Generator<Priority, some SendableSequenceType> = Gen.bool.map { (high: Bool) -> Priority in
        high ? .high : .low
    }

    static let rest: Generator<RestRoute, some SendableSequenceType> = zip(
        nonEmptyText,
        nonEmptyText.array(of: 0...4),
        priority.array(of: 0...3)
    ).map { (space: String, rest: [String], priorities: [Priority]) -> RestRoute in
        RestRoute(space: space, rest: rest, priorities: priorities)
    }

    @Test("every kind of field comes back as it went")
    func everyField() async throws {
        await propertyCheck(count: 500, input: Self.everyField) { route in
            let url = try Self.routes.url(for: route)
            let match = try #require(try Self.routes.match(url), "\(url)")
            #expect(match.pattern.text == EveryFieldRoute.pattern, "\(url)")
            #expect(try match.route(as: EveryFieldRoute.self) == route, "\(url)")
        }
    }

    @Test("the segments of `**` and lists of enum values come back as they went")
    func rest() async throws {
        await propertyCheck(count: 300, input: Self.rest) { route in
            let url = try Self.routes.url(for: route)
            #expect(try Self.routes.match(url)?.route(as: RestRoute.self) == route, "\(url)")
        }
    }

    @Test("the path is written with the escaping rules of url(for:parameters:)")
    func sameEscaping() async throws {
        await propertyCheck(count: 200, input: Self.everyField) { route in
            var parameters: [String: any RouteParameterValue] = ["name": route.name, "id": route.id]
            parameters["extra"] = route.extra
            let path = try Self.routes.url(for: EveryFieldRoute.pattern, parameters: parameters)
            let url = try Self.routes.url(for: route)
            #expect(url == path || url.hasPrefix(path + "?"), "\(url) vs \(path)")
        }
    }
}
