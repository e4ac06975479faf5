import Testing
import WireframeFlow
import WireframeTestSupport

// Reading and writing by name, for parity with MFHWireframes' `wireframe[@"someKey"]`.
struct NamedValueTests {
    @Test func aNameReadsWhatWasWritten() throws {
        let context = FlowContext()
        context["someKey"] = "someValue"
        #expect(context["someKey"] as? String == "someValue")
        #expect(try context.value(named: "someKey", as: String.self) == "someValue")
        let inferred: String = try context.value(named: "someKey")
        #expect(inferred == "someValue")
    }

    @Test func settingNilRemovesTheValue() {
        let context = FlowContext()
        context["someKey"] = 1
        context["someKey"] = nil
        #expect(context["someKey"] == nil)
    }

    @Test func readingAsAnotherTypeIsATypedErrorNamingBothTypes() throws {
        let context = FlowContext()
        context["ABC"] = 123
        #expect {
            try context.value(named: "ABC", as: String.self)
        } throws: { error in
            let error = error as? FlowContextError
            return error?.code == .typeMismatch
                && error?.message == #"the value named "ABC" is Int, not String"#
        }
        // The value is still there, and reads as what it is.
        #expect(try context.value(named: "ABC", as: Int.self) == 123)
    }

    @Test func aMissingNameIsATypedErrorNamingIt() {
        let context = FlowContext()
        #expect {
            try context.value(named: "nowhere", as: Int.self)
        } throws: { error in
            let error = error as? FlowContextError
            return error?.code == .missingValue
                && error?.message == #"no value is named "nowhere" in this flow context or its parents"#
        }
    }

    @Test func controlCharactersOfANameAreEscapedInMessages() {
        let context = FlowContext()
        #expect {
            try context.value(named: "line\nbreak\u{1B}[31m", as: Int.self)
        } throws: { error in
            let message = (error as? FlowContextError)?.message ?? ""
            return message.contains(#""line\nbreak\u{1B}[31m""#) && !message.contains("\n")
        }
    }

    @Test func namesAndTypedKeysAreApart() {
        let context = FlowContext()
        context["Step"] = "three"
        context[Step.self] = 3
        #expect(context["Step"] as? String == "three")
        #expect(context[Step.self] == 3)
    }

    @Test func anOptionalReadsAsItsWrappedType() throws {
        let context = FlowContext()
        context["count"] = 3
        #expect(try context.value(named: "count", as: Int?.self) == 3)
    }
}
