import Testing
import WireframeFlow
import WireframeTestSupport

// What keeps what alive, checked with weak references.
struct MemoryTests {
    @Test func aChildNeverKeepsItsParentAlive() {
        weak var parent: FlowContext?
        let child: FlowContext
        do {
            let made = FlowContext()
            made[Step.self] = 1
            parent = made
            child = made.branch()
        }
        #expect(parent == nil)
        #expect(child.parent == nil)
    }

    @Test func aChainOfChildrenKeepsNoneOfItsParentsAlive() {
        weak var root: FlowContext?
        weak var middle: FlowContext?
        let leaf: FlowContext
        do {
            let made = FlowContext()
            root = made
            let between = made.branch()
            middle = between
            leaf = between.branch()
        }
        #expect(root == nil)
        #expect(middle == nil)
        #expect(leaf[Step.self] == 0)
    }

    @Test func aParentDoesNotKeepItsChildrenAlive() {
        let parent = FlowContext()
        weak var child: FlowContext?
        do {
            let made = parent.branch()
            made[Step.self] = 1
            child = made
        }
        #expect(child == nil)
        #expect(parent[Step.self] == 0)
    }

    @Test func aStreamKeepsNeitherItsContextNorItsParentAlive() async {
        weak var parent: FlowContext?
        weak var child: FlowContext?
        let childSteps: StreamRecorder<Int>
        let parentSteps: StreamRecorder<Int>
        do {
            let madeParent = FlowContext()
            let madeChild = madeParent.branch()
            parent = madeParent
            child = madeChild
            childSteps = StreamRecorder(madeChild.values(for: Step.self))
            parentSteps = StreamRecorder(madeParent.values(for: Step.self))
            await childSteps.waitForCount(1)
            await parentSteps.waitForCount(1)
        }
        #expect(parent == nil)
        #expect(child == nil)
        await childSteps.waitForEnd()
        await parentSteps.waitForEnd()
    }

    @Test func anUnconsumedStreamKeepsNoContextAlive() {
        weak var context: FlowContext?
        var stream: AsyncStream<Int>?
        do {
            let made = FlowContext()
            context = made
            stream = made.values(for: Step.self)
        }
        #expect(context == nil)
        #expect(stream != nil)
    }

    @Test func aContextReleasesItsValuesWhenFreed() {
        weak var payload: Tracked?
        do {
            let context = FlowContext()
            let made = Tracked("order")
            payload = made
            context[Payload.self] = made
            context["named"] = made
        }
        #expect(payload == nil)
    }

    @Test func aReplacedValueIsReleased() {
        let context = FlowContext()
        weak var first: Tracked?
        do {
            let made = Tracked("first")
            first = made
            context[Payload.self] = made
        }
        #expect(first != nil)
        context[Payload.self] = Tracked("second")
        #expect(first == nil)
        #expect(context[Payload.self]?.name == "second")
    }

    @Test func aParentsValuesAreReleasedWithItEvenWhileChildrenLive() {
        weak var payload: Tracked?
        let child: FlowContext
        do {
            let parent = FlowContext()
            let made = Tracked("parent's")
            payload = made
            parent[Payload.self] = made
            child = parent.branch()
            #expect(child[Payload.self] === made)
        }
        #expect(payload == nil)
        #expect(child[Payload.self] == nil)
    }

    @Test func aValueThatIsAContextMayFreeItWhenReplaced() {
        // Releasing the replaced value runs the inner context's deinit, which locks its own
        // family: it must happen once the outer family's lock is free (the same family here).
        let context = FlowContext()
        weak var inner: FlowContext?
        do {
            let made = context.branch()
            inner = made
            context["inner"] = made
        }
        #expect(inner != nil)
        context["inner"] = nil
        #expect(inner == nil)
    }
}
