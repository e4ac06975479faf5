import Testing
import WireframeKit
import WireframeTestSupport

/// The diff, on every case the seed's order has to get right.
@Suite("The diff: longest common prefix, pops deepest first, one change, then pushes")
struct RouteStepTests {
    private func steps(_ old: [PathSegment], _ new: [PathSegment]) -> [String] {
        PathStep.steps(from: old, to: new).map(\.description)
    }

    @Test("from empty to deep: every segment pushed, top-down")
    func emptyToDeep() {
        #expect(steps([], ["a", "b", "c"]) == ["push a at 0", "push b at 1", "push c at 2"])
    }

    @Test("from deep to empty: every segment popped, deepest first")
    func deepToEmpty() {
        #expect(steps(["a", "b", "c"], []) == ["pop c at 2", "pop b at 1", "pop a at 0"])
    }

    @Test("the same route: no step")
    func same() throws {
        #expect(steps(["a", "b"], ["a", "b"]) == [])
        #expect(steps([], []) == [])
        #expect(try steps([message(MessageRef(id: 1))], [message(MessageRef(id: 1))]) == [])
    }

    @Test("divergence at the root: pops below it, then one change at the root, then pushes")
    func divergenceAtRoot() {
        #expect(
            steps(["a", "b", "c"], ["x", "y"]) == ["pop c at 2", "pop b at 1", "change a to x at 0", "push y at 1"]
        )
    }

    @Test("divergence in the middle")
    func divergenceInTheMiddle() {
        #expect(
            steps(["a", "b", "c", "d"], ["a", "x", "y", "z"])
                == ["pop d at 3", "pop c at 2", "change b to x at 1", "push y at 2", "push z at 3"]
        )
    }

    @Test("shorter: the old route's extra segments popped, deepest first")
    func shorter() {
        #expect(steps(["a", "b", "c", "d"], ["a", "b"]) == ["pop d at 3", "pop c at 2"])
    }

    @Test("longer: the new route's extra segments pushed")
    func longer() {
        #expect(steps(["a", "b"], ["a", "b", "c", "d"]) == ["push c at 2", "push d at 3"])
    }

    @Test("equal length, diverging: pops, one change, pushes back to the same depth")
    func equalLength() {
        #expect(steps(["a", "b", "c"], ["a", "x", "c"]) == ["pop c at 2", "change b to x at 1", "push c at 2"])
    }

    @Test("a change at the last position: one change and nothing else")
    func changeAtTheEnd() throws {
        #expect(steps(["a", "b", "c"], ["a", "b", "x"]) == ["change c to x at 2"])
        #expect(
            try steps(["a", message(MessageRef(id: 1))], ["a", message(MessageRef(id: 2))])
                == [#"change message({"id":1}) to message({"id":2}) at 1"#]
        )
    }

    @Test("diverging where the new route ends: pops only")
    func newRouteEndsAtDivergence() {
        #expect(steps(["a", "b", "c"], ["a"]) == ["pop c at 2", "pop b at 1"])
    }

    @Test("each step names its position and the segment it shows or hides")
    func accessors() {
        let change = PathStep.change("b", to: "x", position: 1)
        #expect(change.position == 1 && change.segment == "x")
        #expect(PathStep.pop("c", position: 2).segment == "c")
    }
}
