import Testing
import WireframeFlow
import WireframeTestSupport

// A stream that never yields what a test waits for would hang it: the time limit ends it.
@Suite(.timeLimit(.minutes(1)))
struct ObservationTests {
    @Test func aStreamStartsWithTheValueNowThenEachChange() async {
        let context = FlowContext()
        context[Step.self] = 1
        var steps = context.values(for: Step.self).makeAsyncIterator()
        #expect(await steps.next() == 1)
        context[Step.self] = 2
        #expect(await steps.next() == 2)
        context.removeValue(for: Step.self)
        #expect(await steps.next() == 0)
    }

    @Test func aRequiredKeyStreamsNilWhileNoContextHoldsIt() async {
        let context = FlowContext()
        var orders = context.values(for: OrderID.self).makeAsyncIterator()
        #expect(await orders.next() == .some(nil))
        context[OrderID.self] = 5
        #expect(await orders.next() == 5)
    }

    @Test func aNameCanBeObserved() async {
        let context = FlowContext()
        var values = context.values(named: "ABC").makeAsyncIterator()
        let first = await values.next()
        #expect(first.map { $0 == nil } == true)  // an element, and it is nil
        context["ABC"] = 123
        #expect(await values.next().flatMap { $0 as? Int } == 123)
    }

    @Test func aChildsStreamSeesItsParentsChangesToKeysItDoesNotHold() async {
        let root = FlowContext()
        let child = root.branch()
        let grandchild = child.branch()
        var steps = grandchild.values(for: Step.self).makeAsyncIterator()
        #expect(await steps.next() == 0)
        root[Step.self] = 3
        #expect(await steps.next() == 3)
    }

    @Test func aChildsStreamDoesNotSeeChangesItShadows() async {
        let root = FlowContext()
        let child = root.branch()
        child[Step.self] = 10
        let recorder = StreamRecorder(child.values(for: Step.self))
        await recorder.waitForCount(1)
        root[Step.self] = 1
        root[Step.self] = 2
        child[Step.self] = 11
        await recorder.waitUntil { elements, _ in elements.last == 11 }
        // The parent's writes did not reach the child: each element is a value of the child's.
        #expect(recorder.elements.allSatisfy { $0 >= 10 })
    }

    @Test func removingAShadowShowsTheParentsValueToTheStream() async {
        let root = FlowContext()
        let child = root.branch()
        root[Step.self] = 1
        child[Step.self] = 2
        var steps = child.values(for: Step.self).makeAsyncIterator()
        #expect(await steps.next() == 2)
        child.removeValue(for: Step.self)
        #expect(await steps.next() == 1)
    }

    @Test func aParentFreedGivesAChildsStreamTheValueLeft() async throws {
        var parent: FlowContext? = FlowContext()
        let child = try #require(parent).branch()
        parent?[Step.self] = 5
        parent?["ABC"] = 123
        child["ABC"] = 456
        let steps = StreamRecorder(child.values(for: Step.self))
        let abc = StreamRecorder(child.values(named: "ABC"))
        await steps.waitForCount(1)
        await abc.waitForCount(1)
        parent = nil
        // Step came from the parent: the child now reads the default, and its stream says so.
        await steps.waitUntil { elements, _ in elements == [5, 0] }
        // ABC is the child's own: freeing the parent changed nothing, and nothing was yielded.
        child["ABC"] = 789
        await abc.waitForCount(2)
        #expect(abc.elements.map { $0 as? Int } == [456, 789])
    }

    @Test func aSlowObserverGetsTheLatestValue() async {
        let context = FlowContext()
        var steps = context.values(for: Step.self).makeAsyncIterator()
        for step in 1...100 { context[Step.self] = step }
        #expect(await steps.next() == 100)
    }

    @Test func theStreamEndsWhenTheContextIsFreed() async throws {
        var context: FlowContext? = FlowContext()
        let recorder = StreamRecorder(try #require(context).values(for: Step.self))
        await recorder.waitForCount(1)
        context = nil
        await recorder.waitForEnd()
    }

    @Test func aChildsStreamOutlivesItsParentAndEndsWithTheChild() async throws {
        var parent: FlowContext? = FlowContext()
        var child: FlowContext? = try #require(parent).branch()
        let recorder = StreamRecorder(try #require(child).values(for: Step.self))
        await recorder.waitForCount(1)
        parent = nil
        child?[Step.self] = 1
        await recorder.waitForCount(2)
        #expect(!recorder.ended)
        child = nil
        await recorder.waitForEnd()
    }

    @Test func cancellingOneObserverLeavesTheOthers() async {
        let context = FlowContext()
        let cancelled = StreamRecorder(context.values(for: Step.self))
        let kept = StreamRecorder(context.values(for: Step.self))
        await cancelled.waitForCount(1)
        await kept.waitForCount(1)
        cancelled.cancel()
        await cancelled.waitForEnd()
        context[Step.self] = 1
        await kept.waitUntil { elements, _ in elements == [0, 1] }
    }
}
