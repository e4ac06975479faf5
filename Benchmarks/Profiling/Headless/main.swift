// The headless backend's push and pop, called directly on a stack in a window (the pipeline
// benchmark's floor push and back), for callgrind: `profiledCycles` runs a fixed number of cycles,
// each making a screen, pushing it and popping it. See profile-headless.sh.
import WireframeHeadless
import WireframePresentation

@inline(never)
@MainActor
func profiledCycles(_ stack: HeadlessStack, _ names: [String], count: Int) async throws -> Int {
    var popped = 0
    for index in 0..<count {
        try await stack.push(HeadlessScreen(names[index % names.count]), animated: false)
        if try await stack.pop(animated: false) != nil { popped += 1 }
    }
    return popped
}

let cycles = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let names = (0..<800).map { "section\($0)/items/42" }
let window = HeadlessWindow(animationDuration: .zero)
let stack = try HeadlessStack("main", screens: [HeadlessScreen("home")])
try await window.setRoot(stack, animated: false)
let popped = try await profiledCycles(stack, names, count: cycles)
print("\(popped) of \(cycles) cycles pushed and popped a screen")
