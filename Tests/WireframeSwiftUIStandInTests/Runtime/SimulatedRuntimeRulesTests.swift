import SwiftUIStandIn
import Testing

/// The simulated runtime's own rules, on small views of SwiftUI's kinds: what the SwiftUI face's
/// tests (`WindowViewOnTheRuntimeTests`) rely on it to do as SwiftUI does.
@MainActor
@Suite("The simulated SwiftUI runtime", .timeLimit(.minutes(1)))
struct SimulatedRuntimeRulesTests {
    @Test("A @StateObject is made once per identity; .id(_:) makes another identity")
    func stateObjectPerIdentity() async {
        let model = Counter.Model()
        let runtime = ViewRuntime(showing: Counter.Root(model: model))
        await runtime.settle()
        #expect(runtime.shownTexts == ["made for 0"])
        model.value = 1
        await runtime.settle()
        // The parent renders again with 1, but the first object stays.
        #expect(runtime.shownTexts == ["made for 0"])
        model.identity = 1
        model.value = 2
        await runtime.settle()
        #expect(runtime.shownTexts == ["made for 2"])
    }

    @Test("onAppear of a view that shows nothing does not run; it runs when the view shows something")
    func onAppearOfAnEmptyView() async {
        let model = Counter.Model()
        let runtime = ViewRuntime(showing: Appearing(model: model))
        await runtime.settle()
        #expect(model.appearances == 0)
        model.value = 1
        await runtime.settle()
        #expect(model.appearances == 1)
    }

    @Test("A navigation stack shows its path's destinations; going back writes the shorter path")
    func stackPathWrittenBack() async {
        let model = Counter.Model()
        model.path = [1, 2]
        let runtime = ViewRuntime(showing: Stack(model: model))
        await runtime.settle()
        #expect(runtime.shownTexts == ["pushed 2"])
        #expect(runtime.stackTexts == [["root", "pushed 1", "pushed 2"]])
        await runtime.goBack()
        #expect(model.path == [1])
        await runtime.settle()
        #expect(runtime.shownTexts == ["pushed 1"])
        #expect(runtime.stackTexts == [["root", "pushed 1"]])
        #expect(runtime.problems.isEmpty)
    }

    @Test("A stack inside another is a problem SwiftUI reports")
    func nestedStacks() async {
        let model = Counter.Model()
        let runtime = ViewRuntime(showing: Stack(model: model, nested: true))
        await runtime.settle()
        #expect(runtime.problems.contains { $0.contains("NavigationStack inside another NavigationStack") })
    }
}

/// Small views of SwiftUI's kinds, over one observable model.
enum Counter {
    @MainActor
    final class Model: ObservableObject {
        @Published var value = 0
        @Published var identity = 0
        @Published var path: [Int] = []
        var appearances = 0
    }

    /// Shows the value its state object was made with.
    struct Made: View {
        @StateObject private var made: Made.Box

        init(value: Int) {
            _made = StateObject(wrappedValue: Made.Box(value))
        }

        var body: some View { Text(verbatim: "made for \(made.value)") }

        @MainActor
        final class Box: ObservableObject {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
    }

    /// Renders a `Made` of the model's value, with the model's identity.
    struct Root: View {
        @StateObject var model: Model

        init(model: Model) {
            _model = StateObject(wrappedValue: model)
        }

        var body: some View { Made(value: model.value).id(model.identity) }
    }
}

/// Nothing until the model's value is set, with an `onAppear` on it.
struct Appearing: View {
    @StateObject var model: Counter.Model

    init(model: Counter.Model) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        content.onAppear { model.appearances += 1 }
    }

    @ViewBuilder private var content: some View {
        if model.value > 0 {
            Text(verbatim: "value")
        } else {
            EmptyView()
        }
    }
}

/// A stack of the model's path, optionally with a stack inside.
struct Stack: View {
    @StateObject var model: Counter.Model
    let nested: Bool

    init(model: Counter.Model, nested: Bool = false) {
        _model = StateObject(wrappedValue: model)
        self.nested = nested
    }

    var body: some View {
        NavigationStack(path: Binding(get: { @MainActor in model.path }, set: { @MainActor in model.path = $0 })) {
            root.navigationDestination(for: Int.self) { Text(verbatim: "pushed \($0)") }
        }
    }

    @ViewBuilder private var root: some View {
        if nested {
            NavigationStack(path: Binding(get: { @MainActor in [Int]() }, set: { @MainActor _ in })) {
                Text(verbatim: "inner")
            }
        } else {
            Text(verbatim: "root")
        }
    }
}
