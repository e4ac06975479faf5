public import Foundation
public import WireframeKit

/// The route of the Profile module as a Swift value: the wireframe decodes it from each URL
/// that matches its pattern, and hands it to the module as its input.
public struct ProfileRoute: Route {
    public static let pattern = "myapp://profile/:userID<uuid>/:verified<bool>/:score<double>/**"
    public var userID: UUID
    public var verified: Bool
    public var score: Double
    public var rest: [String]

    /// Creates the route to the module for these values.
    public init(userID: UUID, verified: Bool, score: Double, rest: [String] = []) {
        self.userID = userID
        self.verified = verified
        self.score = score
        self.rest = rest
    }
}
