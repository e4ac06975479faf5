import Testing
import WireframeFlow
import WireframeTestSupport

// Holds samples of the `///` comments of FlowContext+Updating.swift, and the "Update in one step"
// sample of UsingFlowContext.md (the documentation tests check that they stay the same).

/// A counter the update tests add to.
enum VisitCount: FlowContextKey {
    static let defaultValue = 0
}

/// An atomic read-modify-write: `update` reads, changes and stores in one critical section of the
/// flow's lock. A read followed by a write through the subscript is two: 32 tasks each adding
/// 500 to one counter kept between 10 000 and 16 000 of the 16 000 increments.
@Suite("Flow context: update in one step", .timeLimit(.minutes(1)))
struct UpdateTests {
    static let tasks = 32
    static let incrementsPerTask = 500

    @Test("increments from many tasks at once all count: typed keys, required keys and names")
    func noIncrementIsLost() async throws {
        let context = FlowContext()
        let branch = context.branch()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    for _ in 0..<Self.incrementsPerTask {
                        context.update(VisitCount.self) { $0 += 1 }
                        context.update(OrderID.self) { $0 = ($0 ?? 0) + 1 }
                        try? context.update(named: "visits", as: Int.self) { $0 = ($0 ?? 0) + 1 }
                        // A branch reads through to the context and stores in itself.
                        branch.update(Step.self) { $0 += 2 }
                    }
                }
            }
        }
        let total = Self.tasks * Self.incrementsPerTask
        #expect(context[VisitCount.self] == total)
        #expect(context[OrderID.self] == total)
        #expect(try context.value(named: "visits", as: Int.self) == total)
        #expect(branch[Step.self] == 2 * total)
        #expect(context[Step.self] == Step.defaultValue)
    }

    @Test("a branch updates from its parent's value, and keeps the result to itself")
    func branchShadowsItsParent() throws {
        let parent = FlowContext()
        parent[VisitCount.self] = 10
        parent[OrderID.self] = 7
        let child = parent.branch()
        let seen = child.update(VisitCount.self) { count -> Int in
            count += 1
            return count
        }
        #expect(seen == 11)
        #expect(child[VisitCount.self] == 11)
        #expect(parent[VisitCount.self] == 10)
        // Leaving nil removes the child's own value: the parent's shows through again.
        child.update(OrderID.self) { $0 = ($0 ?? 0) * 2 }
        #expect(child[OrderID.self] == 14)
        child.update(OrderID.self) { $0 = nil }
        #expect(child[OrderID.self] == 7)
        #expect(try parent.value(for: OrderID.self) == 7)
    }

    @Test("a body that throws stores nothing, and its error comes out as it was thrown")
    func throwingBodyStoresNothing() {
        struct TooMany: Error, Equatable {}
        let context = FlowContext()
        context[VisitCount.self] = 3
        #expect(throws: TooMany()) {
            try context.update(VisitCount.self) { (count: inout Int) throws(TooMany) in
                count = 99
                throw TooMany()
            }
        }
        #expect(context[VisitCount.self] == 3)
        #expect(throws: TooMany()) {
            try context.update(OrderID.self) { (order: inout Int?) throws(TooMany) in
                order = 1
                throw TooMany()
            }
        }
        #expect(context[OrderID.self] == nil)
    }

    @Test("a name holding another type is a typed error naming both, and nothing is stored")
    func namedTypeMismatch() throws {
        let context = FlowContext()
        context["visits"] = "many"
        var ran = false
        let error = #expect(throws: FlowContextError.self) {
            try context.update(named: "visits", as: Int.self) { value in
                ran = true
                value = 1
            }
        }
        #expect(error?.code == .typeMismatch)
        #expect(error?.message == #"the value named "visits" is String, not Int"#)
        #expect(!ran)
        #expect(context["visits"] as? String == "many")
        // The typed read by name reports the same mismatch.
        let read = #expect(throws: FlowContextError.self) { try context.value(named: "visits", as: Int.self) }
        #expect(read == error)
    }

    @Test("observers hear of the value an update leaves")
    func observersHear() async {
        let context = FlowContext()
        var values = context.values(for: VisitCount.self).makeAsyncIterator()
        #expect(await values.next() == 0)
        context.update(VisitCount.self) { $0 += 5 }
        #expect(await values.next() == 5)
    }

    @Test("the sample of the article's \"Update in one step\" (UsingFlowContext.md)")
    func articleSample() throws {
        // sample UsingFlowContext/overview-5
        enum VisitCount: FlowContextKey {
            static let defaultValue = 0
        }

        let visits = FlowContext()
        visits.update(VisitCount.self) { $0 += 1 }
        let count = visits.update(VisitCount.self) { count in
            count += 1
            return count
        }  // 2
        try visits.update(named: "someCounter", as: Int.self) { $0 = ($0 ?? 0) + 1 }
        // sample end

        #expect(count == 2)
        #expect(visits[VisitCount.self] == 2)
        #expect(try visits.value(named: "someCounter", as: Int.self) == 1)
    }

    @Test("the samples of update's documentation (FlowContext+Updating.swift)")
    func documentationSamples() throws {
        let context = FlowContext()
        context[CartItems.self] = ["bread"]
        // sample FlowContext+Updating/update
        context.update(VisitCount.self) { $0 += 1 }
        let added = context.update(CartItems.self) { items in
            items.append("tea")
            return items.count
        }
        // sample end
        #expect(context[VisitCount.self] == 1)
        #expect(added == 2)
        #expect(context[CartItems.self] == ["bread", "tea"])

        // sample FlowContext+Updating/update-2
        let number = context.update(OrderNumber.self) { number in
            if number == nil { number = "A-1002" }
            return number ?? ""
        }
        // sample end
        #expect(number == "A-1002")
        #expect(context[OrderNumber.self] == "A-1002")

        // sample FlowContext+Updating/update-3
        try context.update(named: "visits", as: Int.self) { $0 = ($0 ?? 0) + 1 }
        // sample end
        #expect(try context.value(named: "visits", as: Int.self) == 1)
    }
}
