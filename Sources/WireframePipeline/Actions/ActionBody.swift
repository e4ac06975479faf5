/// An action route's action as registered.
@MainActor
struct ActionBody {
    let name: String
    let body: @MainActor (RequestSession) async throws -> Void
}
