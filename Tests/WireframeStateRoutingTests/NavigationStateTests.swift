import Foundation
import Testing
import WireframeKit

@Suite("Navigation state: the route as a value, changed by actions, saved as JSON")
struct NavigationStateTests {
    @Test("the actions set, push, pop and replace the route, each with its animated flag")
    func actions() throws {
        var state = NavigationState()
        #expect(state.route == [] && !state.isAnimated)
        state.apply(.setRoute(["mail", "inbox"]))
        #expect(state.route == ["mail", "inbox"] && state.isAnimated)
        state.apply(.push(try message(MessageRef(id: 42)), animated: false))
        #expect(state.description == #"mail / inbox / message({"id":42})"#)
        #expect(!state.isAnimated)
        state.apply(.replaceLast("attachment"))
        #expect(state.route == ["mail", "inbox", "attachment"] && state.isAnimated)
        state.apply(.pop(animated: false))
        #expect(state.route == ["mail", "inbox"] && !state.isAnimated)
        #expect(state.applying(.setRoute([])).applying(.pop()).route == [])
        #expect(state.applying(.setRoute([])).applying(.replaceLast("login")).route == ["login"])
    }

    @Test("data set for a route is read back typed, stays when the route changes, and goes with nil")
    func routeData() throws {
        struct Draft: Codable, Equatable { var text: String }
        var state = NavigationState(route: ["mail", "compose"])
        state.apply(try .setRouteData(encoding: Draft(text: "Hi"), for: ["mail", "compose"]))
        state.apply(.setRoute(["mail"]))
        #expect(try state.routeData(Draft.self, for: ["mail", "compose"]) == Draft(text: "Hi"))
        #expect(try state.routeData(Draft.self, for: ["mail"]) == nil)
        #expect(state.routeData(for: ["mail", "compose"])?.json == #"{"text":"Hi"}"#)
        #expect(throws: StateRoutingError.self) { try state.routeData(Int.self, for: ["mail", "compose"]) }
        state.apply(.setRouteData(nil, for: ["mail", "compose"]))
        #expect(state.routeData(for: ["mail", "compose"]) == nil)
    }

    @Test("the state encodes to JSON with a format number and decodes back equal")
    func roundTrip() throws {
        var state = NavigationState(route: ["mail", "inbox", try message(MessageRef(id: 42))])
        state.apply(try .setRouteData(encoding: "draft", for: ["mail", "compose"]))
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
        #expect(RouteAction.setRoute(["a", "b"]).description == "setRoute(a / b)")
        #expect(RouteAction.setRoute([], animated: false).description == "setRoute((empty route), not animated)")
        #expect(RouteAction.push("a", animated: false).description == "push(a, not animated)")
        #expect(RouteAction.pop().description == "pop")
        #expect(RouteAction.replaceLast("x").description == "replaceLast(x)")
        #expect(try RouteAction.setRouteData(encoding: 1, for: ["a"]).description == "setRouteData(1, for: a)")
    }
}
