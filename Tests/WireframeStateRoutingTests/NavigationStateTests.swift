import Foundation
import Testing
import WireframeKit
import WireframeTestSupport

@Suite("Navigation state: the route as a value, changed by actions, saved as JSON")
struct NavigationStateTests {
    @Test("the actions set, push, pop and replace the route, each with its animated flag")
    func actions() throws {
        var state = NavigationState()
        #expect(state.path == [] && !state.isAnimated)
        state.apply(.setPath(["mail", "inbox"]))
        #expect(state.path == ["mail", "inbox"] && state.isAnimated)
        state.apply(.push(try message(MessageRef(id: 42)), animated: false))
        #expect(state.description == #"mail / inbox / message({"id":42})"#)
        #expect(!state.isAnimated)
        state.apply(.replaceLast("attachment"))
        #expect(state.path == ["mail", "inbox", "attachment"] && state.isAnimated)
        state.apply(.pop(animated: false))
        #expect(state.path == ["mail", "inbox"] && !state.isAnimated)
        #expect(state.applying(.setPath([])).applying(.pop()).path == [])
        #expect(state.applying(.setPath([])).applying(.replaceLast("login")).path == ["login"])
    }

    @Test("data set for a route is read back typed, stays when the route changes, and goes with nil")
    func routeData() throws {
        struct Draft: Codable, Equatable { var text: String }
        var state = NavigationState(path: ["mail", "compose"])
        state.apply(try .setPathData(encoding: Draft(text: "Hi"), for: ["mail", "compose"]))
        state.apply(.setPath(["mail"]))
        #expect(try state.pathData(Draft.self, for: ["mail", "compose"]) == Draft(text: "Hi"))
        #expect(try state.pathData(Draft.self, for: ["mail"]) == nil)
        #expect(state.pathData(for: ["mail", "compose"])?.json == #"{"text":"Hi"}"#)
        #expect(throws: StateRoutingError.self) { try state.pathData(Int.self, for: ["mail", "compose"]) }
        state.apply(.setPathData(nil, for: ["mail", "compose"]))
        #expect(state.pathData(for: ["mail", "compose"]) == nil)
    }

    @Test("the state encodes to JSON with a format number and decodes back equal")
    func roundTrip() throws {
        var state = NavigationState(path: ["mail", "inbox", try message(MessageRef(id: 42))])
        state.apply(try .setPathData(encoding: "draft", for: ["mail", "compose"]))
        let data = try state.jsonData()
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"animated":false,"format":1,"route":[{"segment":"mail"},{"segment":"inbox"},{"data":{"id":42},"segment":"message"}],"routeData":[{"data":"draft","route":[{"segment":"mail"},{"segment":"compose"}]}]}"#
        )
        #expect(try NavigationState(jsonData: data) == state)
        #expect(try state.jsonData() == data)
    }

    @Test("saved state that is not JSON, of another shape or of a newer format is a typed error")
    func undecodable() {
        let cases: [(String, String)] = [
            ("not json", "saved navigation state cannot be decoded: "),
            (#"{"format":1,"route":"inbox"}"#, "saved navigation state cannot be decoded: at route: "),
            (
                #"{"format":2,"route":[]}"#,
                "saved navigation state cannot be decoded: at format: format 2 is not one this version reads (1 to 1)"
            ),
            (#"{"route":[]}"#, "saved navigation state cannot be decoded: "),
        ]
        for (json, prefix) in cases {
            let error = #expect(throws: StateRoutingError.self) { try NavigationState(jsonData: Data(json.utf8)) }
            #expect(error?.code == .undecodableState)
            #expect(error?.message.hasPrefix(prefix) == true, "\(error?.message ?? "")")
            #expect(error?.underlyingError != nil)
        }
    }

    @Test("actions describe themselves on one line")
    func actionDescriptions() throws {
        #expect(PathChange.setPath(["a", "b"]).description == "setPath(a / b)")
        #expect(PathChange.setPath([], animated: false).description == "setPath((empty path), not animated)")
        #expect(PathChange.push("a", animated: false).description == "push(a, not animated)")
        #expect(PathChange.pop().description == "pop")
        #expect(PathChange.replaceLast("x").description == "replaceLast(x)")
        #expect(try PathChange.setPathData(encoding: 1, for: ["a"]).description == "setPathData(1, for: a)")
    }
}
