// Holds samples of the `///` comments of FlowContext+Names.swift, FlowContext+Observing.swift,
// FlowContext+TypedKeys.swift, FlowContext.swift, FlowContextKey.swift,
// RequiredFlowContextKey.swift (the documentation tests check that they stay the same).
import Foundation
import Testing
import WireframeFlow
import WireframeTestSupport

// Holds samples of UsingFlowContext.md. Every code sample of WireframeFlow's documentation,
// compiled and run by the tests of this target: the "Flow context" article's
// (WireframeFlow.docc/Articles/UsingFlowContext.md), and those of the `///` comments of every
// source file.
// Each sample appears in one test file exactly as it is in the documentation (lines may be
// indented differently), followed by checks of what its comments say: the samples of the store
// below, those of screens and flows in Documentation/. The documentation tests
// (WireframeDocumentationTests) fail when a sample is edited there or here and no longer matches.

// sample UsingFlowContext/overview
// sample FlowContextKey/FlowContextKey
enum ShowIntro: FlowContextKey {
    static let defaultValue = true
}
// sample end

// sample RequiredFlowContextKey/RequiredFlowContextKey
enum OrderNumber: RequiredFlowContextKey {
    typealias Value = String
}
// sample end
// sample end

@Suite(.timeLimit(.minutes(1)))
struct DocumentationSampleTests {
    @Test func readAndWrite() throws {
        // sample UsingFlowContext/overview-2
        // sample FlowContext/FlowContext
        let context = FlowContext()
        // sample FlowContext+TypedKeys/subscript
        context[ShowIntro.self] = false
        // sample end
        let showIntro = context[ShowIntro.self]  // false; true (the default) if never set
        // sample end

        context[OrderNumber.self] = "A-1001"
        let orderNumber = try context.value(for: OrderNumber.self)  // "A-1001"
        // sample end

        #expect(showIntro == false)
        #expect(FlowContext()[ShowIntro.self] == true)
        #expect(orderNumber == "A-1001")
    }

    @Test func aMissingRequiredKey() {
        // sample UsingFlowContext/overview-3
        let fresh = FlowContext()
        var reason: FlowContextError.Code?
        do {
            _ = try fresh.value(for: OrderNumber.self)
        } catch {
            reason = error.code  // .missingValue; error.message names OrderNumber
        }
        // sample end

        #expect(reason == .missingValue)
        #expect(fresh[OrderNumber.self] == nil)
        #expect(throws: FlowContextError.self) { try fresh.value(for: OrderNumber.self) }
        #expect((try? fresh.value(for: OrderNumber.self)) == nil)
        do {
            _ = try fresh.value(for: OrderNumber.self)
        } catch {
            #expect(error.message.contains("OrderNumber"))
        }
    }

    @Test func names() throws {
        let context = FlowContext()
        // sample UsingFlowContext/overview-4
        // sample FlowContext+Names/subscript
        context["someKey"] = "someValue"
        // sample end
        let someValue = context["someKey"]  // "someValue", as any Sendable
        // sample FlowContext+Names/value
        let typed = try context.value(named: "someKey", as: String.self)
        // sample end
        context["someKey"] = nil  // removed
        // sample end

        #expect(someValue as? String == "someValue")
        #expect(typed == "someValue")
        #expect(context["someKey"] == nil)
        #expect(throws: FlowContextError.self) { try context.value(named: "someKey", as: String.self) }
        // The name "ShowIntro" is not the key ShowIntro.
        context["ShowIntro"] = false
        #expect(context[ShowIntro.self] == true)
    }

    @Test func branch() {
        // sample UsingFlowContext/overview-6
        let firstContext = FlowContext()
        let childContext = firstContext.branch()
        firstContext["ABC"] = 123
        let inherited = childContext["ABC"]  // 123
        childContext["ABC"] = 456
        let parentsOwn = firstContext["ABC"]  // still 123
        let childsOwn = childContext["ABC"]  // 456
        // sample end

        #expect(inherited as? Int == 123)
        #expect(parentsOwn as? Int == 123)
        #expect(childsOwn as? Int == 456)
    }

    @Test func observe() async {
        // sample UsingFlowContext/overview-7
        let checkout = FlowContext()
        let payment = checkout.branch()
        var showIntroValues = payment.values(for: ShowIntro.self).makeAsyncIterator()
        let now = await showIntroValues.next()  // true: the default
        checkout[ShowIntro.self] = false
        let changed = await showIntroValues.next()  // false: the parent's write reaches the child
        // sample end

        #expect(now == true)
        #expect(changed == false)
    }

    @Test func observeInALoop() async {
        let context = FlowContext()
        let turnOff = Task { context[ShowIntro.self] = false }
        // sample FlowContext+Observing/values
        for await showIntro in context.values(for: ShowIntro.self) {
            if !showIntro { break }  // once the intro is turned off
        }
        // sample end

        await turnOff.value
        #expect(context[ShowIntro.self] == false)
    }
}
