import Foundation
import Testing
import WireframeKit
import WireframeTestSupport

@Suite("Route segments: an identifier and typed Codable data")
struct RouteSegmentTests {
    @Test("a segment made from a typed kind gives its data back as that type")
    func typedData() throws {
        let segment = try message(MessageRef(id: 42))
        #expect(segment.identifier == "message")
        #expect(try message.data(of: segment) == MessageRef(id: 42))
        #expect(try segment.data(as: MessageRef.self) == MessageRef(id: 42))
        #expect(segment.description == #"message({"id":42})"#)
        #expect(message.matches(segment))
    }

    @Test("segments are equal when identifiers and data are; data compares as JSON")
    func equality() throws {
        #expect(try message(MessageRef(id: 42)) == message(MessageRef(id: 42)))
        #expect(try message(MessageRef(id: 42)) != message(MessageRef(id: 43)))
        #expect(try PathSegment("n", data: 42) == PathSegment("n", data: 42.0))
        #expect(try PathSegment("n", data: ["b": 1, "a": 2]) == PathSegment("n", data: ["a": 2, "b": 1]))
        let set: Set<PathSegment> = ["inbox", "inbox", try message(MessageRef(id: 1))]
        #expect(set.count == 2)
        let literal: PathSegment = "inbox"
        #expect(literal == PathSegment("inbox"))
        #expect(literal.data.isEmpty)
    }

    @Test("a segment encodes as {segment, data} and decodes back equal")
    func coding() throws {
        let route: [PathSegment] = ["mail", try message(MessageRef(id: 42)), try PathSegment("q", data: "a/b")]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(route), as: UTF8.self)
        #expect(json == #"[{"segment":"mail"},{"data":{"id":42},"segment":"message"},{"data":"a\/b","segment":"q"}]"#)
        #expect(try JSONDecoder().decode([PathSegment].self, from: Data(json.utf8)) == route)
    }

    @Test("data of another type or kind is a typed error naming the segment")
    func wrongType() throws {
        let segment = try PathSegment("message", data: "forty-two")
        let error = #expect(throws: StateRoutingError.self) { try message.data(of: segment) }
        #expect(error?.code == .undecodableData)
        #expect(error?.segment == segment)
        #expect(
            error?.message.hasPrefix(#"the data of segment "message(\"forty-two\")": the data "forty-two" is not"#)
                == true,
            "\(error?.message ?? "")"
        )
        let other = #expect(throws: StateRoutingError.self) { try message.data(of: "inbox") }
        #expect(other?.message == #"segment "inbox" is not a "message" segment"#)
    }

    @Test("data that cannot be encoded is a typed error naming the segment")
    func unencodable() {
        let error = #expect(throws: StateRoutingError.self) { try PathSegment("chart", data: Double.nan) }
        #expect(error?.code == .unencodableData)
        #expect(error?.segment == "chart")
        #expect(
            error?.message.hasPrefix(#"the data of segment "chart": a value of type Double cannot be encoded"#) == true
        )
    }

    @Test("every kind of JSON value survives a round trip")
    func jsonValues() throws {
        struct Everything: Codable, Equatable {
            var flag = true
            var small = -3
            var big = UInt64.max
            var fraction = 2.5
            var text = "é"
            var list = [1, 2]
            var nested = ["k": [false]]
            var nothing: Int? = nil
        }
        let data = try SegmentData(Everything())
        #expect(try data.decode(Everything.self) == Everything())
        #expect(
            data.json
                == #"{"big":18446744073709551615,"flag":true,"fraction":2.5,"list":[1,2],"nested":{"k":[false]},"small":-3,"text":"é"}"#
        )
        #expect(SegmentData.empty.json == "null")
        #expect(try JSONDecoder().decode(SegmentData.self, from: JSONEncoder().encode(data)) == data)
    }
}
