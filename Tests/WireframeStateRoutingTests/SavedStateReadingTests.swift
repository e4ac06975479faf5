import Foundation
import Testing
import WireframeKit
import WireframeTestSupport

/// `NavigationState(jsonData:)` reads saved state itself, in one pass, instead of through
/// `JSONDecoder` (whose failed attempts made deeply nested data cost the cube of its depth; the
/// benchmark package's scaling table holds the speed). What it reads must be what `JSONDecoder`
/// reads: the same state, or a refusal of the same document.
@Suite("Saved state: read in one pass, as JSONDecoder reads it")
struct SavedStateReadingTests {
    /// A saved state whose one segment has `data` as its data.
    static func state(data: String) -> String {
        #"{"format":1,"route":[{"segment":"a","data":"# + data + "}]}"
    }

    static let documents: [String] = [
        // Numbers: whole ones in any notation are whole, the rest are doubles.
        state(data: "[0, -0, 1.0, 1e2, 1E+2, 2.5e-1, -7, 1.5, 0.1, 123456789012345678]"),
        state(data: "[9223372036854775807, 9223372036854775808, 18446744073709551615]"),
        state(data: "[-9223372036854775808, 18446744073709551616, 1e308, -1e-300, 4.9e-324]"),
        // Strings: escapes, surrogate pairs, text outside ASCII, an empty key.
        state(data: #"{"s":"a\"b\\c\/d\b\f\n\r\t","u":"\u00e9\u20AC\ud83d\ude00","raw":"é€😀","":1}"#),
        // Nesting of both kinds, empty ones, null inside, white space everywhere.
        state(data: " [ { \"a\" : [ [ ] , { } , null , true , false ] } ] "),
        state(data: "null"),
        #"{"format":1,"route":[{"segment":"a"},{"segment":"b","data":null}],"animated":true}"#,
        #"{"format":1,"route":[],"animated":null,"extra":{"ignored":[1,2]}}"#,
        #"{"format":1,"route":[{"segment":"m"}],"routeData":[{"route":[{"segment":"m"}],"data":{"d":1}},{"route":[],"data":null}]}"#,
        // The first of two equal keys wins; a comma may come before a closing bracket.
        state(data: #"{"k":1,"k":2}"#),
        #"{"format":1,"format":2,"route":[]}"#, #"{"format":2,"format":1,"route":[]}"#,
        state(data: "[1,]"), state(data: "{\"a\":1,}"), state(data: "[[1,],{\"b\":[],},]"),
        // Refused: not JSON.
        "", "not json", "{", #"{"format":1,"route":[]} x"#, state(data: "[,]"), state(data: "{,}"),
        state(data: "[1,,2]"), state(data: "[1,,]"), state(data: "{\"a\":1,,}"),
        state(data: "01"), state(data: "-"), state(data: "1."), state(data: ".5"), state(data: "+1"),
        state(data: "1e"), state(data: "NaN"), state(data: "1e400"), state(data: "tru"), state(data: "'a'"),
        state(data: "\"a\u{01}b\""), state(data: #""\ud83d""#), state(data: #""\ude00""#), state(data: #""\x""#),
        state(data: #""\u12""#), state(data: "\"abc"), state(data: "[1 2]"), state(data: "{\"a\" 1}"),
        state(data: "{1:2}"),
        // Refused: another shape.
        "[]", #"{"route":[]}"#, #"{"format":"1","route":[]}"#, #"{"format":1}"#,
        #"{"format":1,"route":"inbox"}"#, #"{"format":1,"route":[{"data":1}]}"#,
        #"{"format":1,"route":[{"segment":7}]}"#, #"{"format":1,"route":[7]}"#,
        #"{"format":1,"route":[],"animated":"yes"}"#, #"{"format":1,"route":[],"routeData":{}}"#,
        #"{"format":1,"route":[],"routeData":[{"route":[]}]}"#, #"{"format":null,"route":[]}"#,
        // Refused: another format.
        #"{"format":2,"route":[]}"#, #"{"format":0,"route":[]}"#, #"{"format":1.5,"route":[]}"#,
        #"{"format":-1,"route":[]}"#, #"{"format":1e30,"route":[]}"#,
    ]

    @Test("every document reads as JSONDecoder reads it, or is refused as it refuses it")
    func agreesWithJSONDecoder() {
        for document in Self.documents {
            let data = Data(document.utf8)
            let ours = try? NavigationState(jsonData: data)
            let foundations = try? JSONDecoder().decode(NavigationState.self, from: data)
            #expect(ours == foundations, "\(document)")
        }
    }

    @Test("deep nesting reads as JSONDecoder reads it, up to its limit of 512 levels")
    func deepNesting() throws {
        for depth in [1, 100, 511, 512, 513, 600] {
            for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
                let data = Data(
                    Self.state(
                        data: String(repeating: open, count: depth) + "7" + String(repeating: close, count: depth)
                    ).utf8
                )
                let ours = try? NavigationState(jsonData: data)
                let foundations = try? JSONDecoder().decode(NavigationState.self, from: data)
                #expect(ours == foundations, "\(depth) deep, \(open)")
            }
        }
        let tooDeep = Data(
            Self.state(data: String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8
        )
        let error = #expect(throws: StateRoutingError.self) { try NavigationState(jsonData: tooDeep) }
        #expect(error?.message.contains("nested more than 512 deep") == true, "\(error?.message ?? "")")
    }

    // Wide arrays and objects used to cost the square of their width: each element appended
    // to an array still held by the reader's stack of open containers copied the array. One
    // segment's data of 80 000 numbers took a minute to read, a route of 40 000 segments 17 s.
    // Read in one pass they take a fraction of a second even in a debug build, so the time limit
    // only stops a run that has turned quadratic again; the scaling table in the benchmark
    // package holds the growth.
    @Test(
        "a wide array, a wide object and a long route read in one pass",
        .timeLimit(.minutes(1))
    )
    func wideDocuments() throws {
        let width = 80_000
        let numbers = (0..<width).map(String.init).joined(separator: ",")
        let array = try NavigationState(jsonData: Data(Self.state(data: "[" + numbers + "]").utf8))
        #expect(try array.path.first?.data.decode([Int].self) == Array(0..<width))

        let members = (0..<width).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let object = try NavigationState(jsonData: Data(Self.state(data: "{" + members + "}").utf8))
        #expect(try object.path.first?.data.decode([String: Int].self).count == width)

        let segments = (0..<(width / 2)).map { "{\"segment\":\"s\($0)\"}" }.joined(separator: ",")
        let route = try NavigationState(jsonData: Data((#"{"format":1,"route":["# + segments + "]}").utf8))
        #expect(route.path.count == width / 2)
        #expect(route.path.last?.identifier == "s\(width / 2 - 1)")
    }

    @Test("a whole number beyond Int64 that would read as another whole number is refused, named")
    func wholeNumberOutOfRange() throws {
        for number in ["-9223372036854775809", "-9223372036854775810", "-9223372036854776000"] {
            let error = #expect(throws: StateRoutingError.self) {
                try NavigationState(jsonData: Data(Self.state(data: "[1, \(number)]").utf8))
            }
            #expect(error?.code == .undecodableState)
            #expect(
                error?.message
                    == "saved navigation state cannot be decoded: not valid JSON: the whole number \(number) is "
                    + "beyond the range of Int64 and would read as another whole number at offset 47",
                "\(number)"
            )
        }
        // The ends of the range read as themselves; beyond UInt64.max a number reads as the
        // Double nearest it, as JSONDecoder reads it, never as a whole number.
        let lowest = try NavigationState(jsonData: Data(Self.state(data: "-9223372036854775808").utf8))
        #expect(try lowest.path.first?.data.decode(Int64.self) == Int64.min)
        let highest = try NavigationState(jsonData: Data(Self.state(data: "18446744073709551615").utf8))
        #expect(try highest.path.first?.data.decode(UInt64.self) == UInt64.max)
        let beyond = try NavigationState(jsonData: Data(Self.state(data: "-9223372036854777856").utf8))
        #expect(try beyond.path.first?.data.decode(Double.self) == -9_223_372_036_854_777_856)
    }

    @Test("a format that is not a whole number is named as such, not as invalid JSON")
    func fractionalFormat() throws {
        let error = #expect(throws: StateRoutingError.self) {
            try NavigationState(jsonData: Data(#"{"format":1.5,"route":[]}"#.utf8))
        }
        #expect(error?.code == .undecodableState)
        #expect(
            error?.message
                == "saved navigation state cannot be decoded: at format: format 1.5 is not a whole number; "
                + "this version reads formats 1 to 1"
        )
        // The same through a decoder of the app's own, where the state is part of its document.
        struct AppState: Decodable { var navigation: NavigationState }
        let decoding = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppState.self, from: Data(#"{"navigation":{"format":1.5,"route":[]}}"#.utf8))
        }
        guard case .dataCorrupted(let context) = decoding else {
            Issue.record("expected dataCorrupted, got \(String(describing: decoding))")
            return
        }
        #expect(context.debugDescription == "format 1.5 is not a whole number; this version reads formats 1 to 1")
        #expect(context.codingPath.map(\.stringValue) == ["navigation", "format"])
    }

    @Test("a refusal names the place and what is wrong there")
    func refusalsNameThePlace() {
        let cases: [(String, String)] = [
            ("not json", "not valid JSON: unexpected `n` where a value belongs at offset 0"),
            (#"{"format":1,"route":[{"segment":7}]}"#, "at route.0.segment: expected String, found a number"),
            (#"{"format":1,"route":[],"routeData":[{"route":[]}]}"#, #"at routeData.0: the key "data" is missing"#),
            (#"{"format":1,"route":[],"animated":"yes"}"#, "at animated: expected Bool, found a string"),
            (#"{"format":1}"#, #"the key "route" is missing"#),
        ]
        for (json, reason) in cases {
            let error = #expect(throws: StateRoutingError.self) { try NavigationState(jsonData: Data(json.utf8)) }
            #expect(error?.message == "saved navigation state cannot be decoded: \(reason)", "\(json)")
        }
    }

    @Test("segment data made from a value keeps the numbers' kinds, deeply nested too")
    func segmentDataFromValues() throws {
        struct Nested: Codable, Equatable {
            var value: Double
            var next: [Nested]
        }
        var nested = Nested(value: 1.5, next: [])
        for level in 0..<200 { nested = Nested(value: Double(level), next: [nested]) }
        let data = try SegmentData(nested)
        #expect(try data.decode(Nested.self) == nested)
        // As JSONDecoder reads the same value into segment data.
        func throughDecoder(_ value: some Encodable) throws -> SegmentData {
            try JSONDecoder().decode(SegmentData.self, from: JSONEncoder().encode(value))
        }
        #expect(try data == throughDecoder(nested))
        let numbers: [Double] = [1.0, 2.5, 1e20, -0.0, 1e-7, 9_007_199_254_740_992]
        #expect(try SegmentData(numbers) == throughDecoder(numbers))
        #expect(try SegmentData(numbers).json == throughDecoder(numbers).json)
        #expect(try SegmentData(UInt64.max) == throughDecoder(UInt64.max))
        #expect(try SegmentData(1.0) == SegmentData(1))
    }
}
