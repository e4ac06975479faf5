import Testing
import WireframeFlow
import WireframeTestSupport

struct TypedKeyTests {
    @Test func aKeyNeverSetReadsItsDefault() {
        let context = FlowContext()
        #expect(context[Step.self] == 0)
        #expect(context[Nickname.self] == "guest")
    }

    @Test func aKeyReadsWhatWasLastWritten() {
        let context = FlowContext()
        context[Step.self] = 1
        context[Step.self] = 2
        #expect(context[Step.self] == 2)
    }

    @Test func removingAValueBringsBackTheDefault() {
        let context = FlowContext()
        context[Step.self] = 3
        context.removeValue(for: Step.self)
        #expect(context[Step.self] == 0)
    }

    @Test func nilIsAValueForAKeyOfOptionalType() {
        let context = FlowContext()
        context[Nickname.self] = nil
        // Stored, not removed: the default ("guest") does not come back.
        #expect(context[Nickname.self] == nil)
        context.removeValue(for: Nickname.self)
        #expect(context[Nickname.self] == "guest")
    }

    @Test func aRequiredKeyReadsWhatWasWritten() throws {
        let context = FlowContext()
        context[OrderID.self] = 1_001
        #expect(try context.value(for: OrderID.self) == 1_001)
        #expect(context[OrderID.self] == 1_001)
    }

    @Test func aMissingRequiredKeyIsATypedErrorNamingIt() {
        let context = FlowContext()
        #expect(context[OrderID.self] == nil)
        #expect {
            try context.value(for: OrderID.self)
        } throws: { error in
            let error = error as? FlowContextError
            return error?.code == .missingValue && error?.message.contains("OrderID") == true
        }
    }

    @Test func settingNilRemovesARequiredKeysValue() {
        let context = FlowContext()
        context[OrderID.self] = 7
        context[OrderID.self] = nil
        #expect(context[OrderID.self] == nil)
        context[OrderID.self] = 8
        context.removeValue(for: OrderID.self)
        #expect(context[OrderID.self] == nil)
    }

    @Test func keysOfTheSameValueTypeAreApart() {
        enum OtherStep: FlowContextKey {
            static let defaultValue = -1
        }
        let context = FlowContext()
        context[Step.self] = 5
        #expect(context[OtherStep.self] == -1)
    }

    @Test func theErrorSaysWhatWentWrong() {
        let error = FlowContextError(.missingValue, "OrderID has no value")
        #expect(error.description == "OrderID has no value")
        #expect(error.code.description == "missingValue")
        #expect(error == FlowContextError(.missingValue, "OrderID has no value"))
        #expect(error != FlowContextError(.parentFreed, "OrderID has no value"))
    }
}
