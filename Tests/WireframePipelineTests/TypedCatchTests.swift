import Testing
import WireframeHeadless
import WireframeKit

// `catch let error where error.code == .noScreen`, the first thing a user writes, crashes the
// Swift 6.3.1 compiler: a typed error (every `Wireframe` method throws `WireframeError`) caught
// by a clause that does not catch every error (a `where` clause) in a function that throws
// `any Error`, such as an `async throws` test. Reduced, with nothing of WireframeKit:
//
//     struct E: Error {}
//     func f() throws(E) {}
//     func g() throws {
//         do { try f() } catch let error where true {}  // signal 11
//     }
//
// Whether a given function crashes depends on what else it keeps on the stack: the reduction
// crashes as it is; with a `where` clause that reads `error` it crashes once the clause's body
// captures `error` in a closure (`#expect`, a logger's `@autoclosure` message), or the function
// is `async`, or it has a local variable of its own. SILGen converts the typed error to
// `any Error` in a stack slot, to rethrow it when the `where` clause fails, and frees that slot
// on the path of the clause that matched too, where it was never allocated (`swiftc
// -emit-silgen` shows the `dealloc_stack`); the crash is in `StackNesting::fixNesting`, or in
// SILGenCleanup's ownership verifier ("Found outside of lifetime use") in an async test.
//
// No shape of the error type avoids it: a struct with or without a `Code`, a final class, an
// enum, trivial or holding an existential all crash, and so do `catch let error as
// WireframeError where …` and the implicit `error` of `catch where …`. What avoids it is the
// thrown type: an untyped `throws` (where `catch let error as WireframeError where …`
// compiles), the same typed error in the enclosing function, or clauses that catch every
// error. The wireframe keeps its typed errors (see WireframeError's documentation); the forms
// below compile with 6.3.1, and run.

@MainActor
@Suite("Catching a WireframeError by its code compiles (Swift 6.3.1)")
struct TypedCatchTests {
    let window = HeadlessWindow(animationDuration: .zero)

    private func wireframe() async throws -> Wireframe {
        let wireframe = Wireframe(root: window)
        try wireframe.register("/colors/:color") { _ in nil }
        return wireframe
    }

    @Test("the natural form, in a test that throws the wireframe's error")
    func naturalFormInATypedTest() async throws(WireframeError) {
        let wireframe = Wireframe(root: window)
        do {
            try await wireframe.route(to: "/colors/red")
            Issue.record("no route, and no error")
        } catch let error where error.code == .noRoute {
            #expect(error.message.contains("no route is registered"))
        }
    }

    @Test("the natural form, in app code that catches every error")
    func naturalFormCatchingEverything() async throws {
        let wireframe = try await wireframe()
        var shown: [String] = []
        do {
            try await wireframe.route(to: "/colors/red")
        } catch let error where error.code == .noScreen {
            shown.append("not found: \(error.message)")
        } catch {
            shown.append("\(error)")
        }
        #expect(shown == [#"not found: route to "/colors/red": every screen provider declined ("/colors/:color")"#])
    }

    @Test("Swift Testing's form, in a test that throws any error")
    func expectThrows() async throws {
        let wireframe = try await wireframe()
        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/colors/red") }
        #expect(error?.code == .noScreen)
    }
}
