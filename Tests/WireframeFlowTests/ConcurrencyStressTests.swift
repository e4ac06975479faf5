import Testing
import WireframeFlow
import WireframeSupport
import WireframeTestSupport

// Thousands of tasks on one family of contexts at once. Under Thread Sanitizer
// (`swift test --sanitize=thread`, CI's TSan step) every access goes through the family's lock,
// which TSan sees, so a race in the context's synchronisation would be reported here; without
// it, these check that nothing is lost or seen out of order when calls overlap.
@Suite(.timeLimit(.minutes(2)))
struct ConcurrencyStressTests {
    static let taskCount = 2_000

    @Test func readsWritesBranchesAndObserversAtOnce() async {
        let root = FlowContext()
        let steps = 0..<Self.taskCount
        await withTaskGroup(of: Void.self) { group in
            for index in steps {
                group.addTask {
                    switch index % 4 {
                    case 0:  // a writer: its own name, and a key every task reads
                        root["task \(index)"] = index
                        root[Step.self] = index
                        #expect(root["task \(index)"] as? Int == index)
                    case 1:  // a reader three parents down, through contexts made for it
                        let child = root.branch()
                        let grandchild = child.branch()
                        let leaf = grandchild.branch()
                        #expect(steps.contains(leaf[Step.self]))
                        #expect(leaf.parent?.parent?.parent === root)
                    case 2:  // a branch that shadows the key, for itself and its own child
                        let child = root.branch()
                        child[Step.self] = -index
                        #expect(child[Step.self] == -index)
                        #expect(child.branch()[Step.self] == -index)
                    default:  // an observer of a branch, that reads one value and leaves
                        let child = root.branch()
                        var values = child.values(for: Step.self).makeAsyncIterator()
                        let first = await values.next()
                        #expect(first.map(steps.contains) == true)
                    }
                }
            }
        }
        for index in steps where index % 4 == 0 {
            #expect(root["task \(index)"] as? Int == index)
        }
        #expect(root[Step.self] % 4 == 0)
    }

    @Test func theLastValueAnObserverGetsIsTheLatestValue() async throws {
        let root = FlowContext()
        var child: FlowContext? = root.branch()
        let recorder = StreamRecorder(try #require(child).values(for: Step.self))
        await withTaskGroup(of: Void.self) { group in
            for index in 1...Self.taskCount {
                group.addTask {
                    root[Step.self] = index
                    root["other \(index % 10)"] = index
                }
            }
        }
        let latest = root[Step.self]
        await recorder.waitUntil { elements, _ in elements.last == latest }
        // The stream ends with the child; nothing delivered late may come after the latest value.
        child = nil
        await recorder.waitForEnd()
        #expect(recorder.elements.last == latest)
    }

    @Test func aParentFreedWhileItsChildIsReadIsEitherWhollyThereOrGone() async {
        for _ in 0..<200 {
            let parent = Lock<FlowContext?>(FlowContext())
            let child = parent.withLock { parent -> FlowContext in
                let context = parent ?? FlowContext()
                context["ABC"] = 123
                context[OrderID.self] = 7
                return context.branch()
            }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        var freed = false
                        for _ in 0..<25 {
                            let abc = child["ABC"] as? Int
                            let order = Result { () throws(FlowContextError) in try child.value(for: OrderID.self) }
                            switch (abc, order) {
                            case (123, .success(7)):
                                #expect(!freed, "a value of the freed parent came back")
                            case (nil, .failure(let error)):
                                #expect(error.code == .parentFreed)
                                freed = true
                            default:
                                // The two reads straddled the parent's end: that is allowed,
                                // but afterwards it stays gone.
                                freed = true
                            }
                        }
                    }
                }
                group.addTask {
                    let freed = parent.withLock { parent in
                        let taken = parent
                        parent = nil
                        return taken
                    }
                    // The last reference goes here, outside the test's own lock.
                    _ = freed
                }
            }
            #expect(child["ABC"] == nil)
            #expect(child.parent == nil)
        }
    }

    @Test func observersComeAndGoWhileOthersWrite() async {
        let root = FlowContext()
        let middle = root.branch()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<Self.taskCount {
                group.addTask {
                    if index % 2 == 0 {
                        let recorder = StreamRecorder(middle.branch().values(for: OrderID.self))
                        recorder.cancel()
                    } else {
                        let leaf = middle.branch()
                        var values = leaf.values(named: "ABC").makeAsyncIterator()
                        _ = await values.next()
                        root[OrderID.self] = index
                        middle["ABC"] = index
                    }
                }
            }
        }
        root[OrderID.self] = -1
        var orders = middle.branch().values(for: OrderID.self).makeAsyncIterator()
        let leaf = middle.branch()
        var values = leaf.values(for: OrderID.self).makeAsyncIterator()
        #expect(await values.next() == -1)
        _ = orders
        orders = middle.values(for: OrderID.self).makeAsyncIterator()
        #expect(await orders.next() == -1)
    }
}
