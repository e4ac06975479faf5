import WireframeNavigation

// What the wireframe tells its navigator's turn watch: the plug-in a turn runs now.
extension Wireframe {
    /// Notes the plug-in the current turn runs, for the messages of a re-entrant request, a
    /// timeout and a slow-turn warning.
    func running(_ role: StaticString, _ name: String) {
        navigator.noteRunning(role, name)
    }
}
