import Testing
import WireframeFlow
import WireframeTestSupport

struct BranchingTests {
    // MFHWireframes' README example, as it is there: ABC is 123 on the parent, 456 on the child.
    @Test func theSeedsExample() {
        let firstWireframe = FlowContext()
        let childWireframe = firstWireframe.branch()
        firstWireframe["ABC"] = 123
        #expect(childWireframe["ABC"] as? Int == 123)
        childWireframe["ABC"] = 456
        #expect(firstWireframe["ABC"] as? Int == 123)
        #expect(childWireframe["ABC"] as? Int == 456)
    }

    @Test func aReadGoesUpToTheTopmostParent() throws {
        let root = FlowContext()
        let child = root.branch()
        let grandchild = child.branch()
        let greatGrandchild = grandchild.branch()
        root[OrderID.self] = 42
        #expect(try greatGrandchild.value(for: OrderID.self) == 42)
    }

    @Test func theNearestParentThatHoldsAValueWins() {
        let root = FlowContext()
        let middle = root.branch()
        let leaf = middle.branch()
        root[Step.self] = 1
        middle[Step.self] = 2
        #expect(leaf[Step.self] == 2)
    }

    @Test func aChildsWriteShadowsItsParentForItsOwnChildrenToo() {
        let root = FlowContext()
        let child = root.branch()
        let grandchild = child.branch()
        root[Step.self] = 1
        child[Step.self] = 2
        #expect(root[Step.self] == 1)
        #expect(grandchild[Step.self] == 2)
    }

    @Test func removingAChildsValueShowsTheParentsAgain() {
        let root = FlowContext()
        let child = root.branch()
        root[Step.self] = 1
        child[Step.self] = 2
        child.removeValue(for: Step.self)
        #expect(child[Step.self] == 1)
        #expect(root[Step.self] == 1)
    }

    @Test func aParentsLaterWriteReachesAChildThatDoesNotShadowIt() {
        let root = FlowContext()
        let child = root.branch()
        root[Step.self] = 1
        root[Step.self] = 5
        #expect(child[Step.self] == 5)
    }

    @Test func aChildKnowsItsParentWhileItIsAlive() {
        let root = FlowContext()
        let child = root.branch()
        #expect(child.parent === root)
        #expect(root.parent == nil)
    }

    @Test func whenTheParentIsFreedTheChildKeepsItsOwnValues() throws {
        var parent: FlowContext? = FlowContext()
        let child = try #require(parent).branch()
        parent?[Step.self] = 1
        parent?[OrderID.self] = 7
        parent?["ABC"] = 123
        child["ABC"] = 456
        parent = nil
        #expect(child.parent == nil)
        #expect(child["ABC"] as? Int == 456)
        #expect(child[Step.self] == 0)
        #expect(child[OrderID.self] == nil)
    }

    @Test func aKeyMissingBecauseTheParentWasFreedSaysSo() throws {
        var parent: FlowContext? = FlowContext()
        let child = try #require(parent).branch()
        parent?[OrderID.self] = 7
        parent = nil
        #expect {
            try child.value(for: OrderID.self)
        } throws: { error in
            let error = error as? FlowContextError
            return error?.code == .parentFreed
                && error?.message
                    == "OrderID has no value in this flow context, and the parent it was branched from has been freed"
        }
        #expect {
            try child.value(named: "ABC", as: Int.self)
        } throws: { error in
            (error as? FlowContextError)?.code == .parentFreed
        }
    }

    @Test func aChainWhoseMiddleWasNeverKeptEndsAtOnce() {
        // Each context holds its parent weakly: the two in the middle are freed at the end of the
        // statement, and the last one is left with no way up.
        let root = FlowContext()
        root[Step.self] = 1
        let leaf = root.branch().branch().branch()
        #expect(leaf[Step.self] == 0)
        #expect(leaf.parent == nil)
    }

    @Test func aMiddleContextFreedEndsTheChainBelowIt() throws {
        let root = FlowContext()
        var middle: FlowContext? = root.branch()
        let leaf = try #require(middle).branch()
        root[Step.self] = 9
        #expect(leaf[Step.self] == 9)
        middle = nil
        // The leaf held the middle weakly, and reached the root only through it.
        #expect(leaf[Step.self] == 0)
        #expect(root[Step.self] == 9)
    }

    @Test func aChildOfAChildWhoseParentWasFreedStillReadsThroughItsParent() throws {
        var root: FlowContext? = FlowContext()
        let child = try #require(root).branch()
        root = nil
        let grandchild = child.branch()
        child[Step.self] = 4
        #expect(grandchild[Step.self] == 4)
        #expect {
            try grandchild.value(for: OrderID.self)
        } throws: { error in
            (error as? FlowContextError)?.code == .parentFreed
        }
    }
}
