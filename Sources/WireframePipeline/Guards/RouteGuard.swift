/// A guard as registered: its name, its place among the guards and its body.
@MainActor
struct RouteGuard {
    let name: String
    let number: Int
    let body: @MainActor (RequestSession) async throws -> RequestSession.Verdict
}
