import Foundation
import Testing

/// `swift test` ends with "… with 4 known issues": the sample of a backend that does not simulate
/// the user records, on purpose, one known issue for each check of the contract that needs the
/// user simulated. A new user reads that line as a failure unless README.md says what it is.
@Suite("The README says which known issues the test run reports")
struct KnownIssuesTests {
    /// The reason given to every known issue recorded in Tests/.
    static func knownIssueReasons() throws -> [String] {
        var reasons: [String] = []
        for file in try Documentation.files(under: "Tests", ending: ".swift") {
            let text = try Documentation.text(of: file)
            var rest = text[...]
            while let call = rest.range(of: "withKnownIssue(\"") {
                let reason = rest[call.upperBound...].prefix { $0 != "\"" }
                reasons.append(String(reason))
                rest = rest[call.upperBound...]
            }
        }
        return reasons
    }

    /// How many checks of the backend contract need the user simulated: one known issue each.
    static func checksThatSimulateTheUser() throws -> Int {
        try Documentation.files(under: "Sources/WireframeTesting/Contract", ending: ".swift")
            .map { try Documentation.text(of: $0).components(separatedBy: "simulatesUserActions: true").count - 1 }
            .reduce(0, +)
    }

    @Test func theReadmeNamesEachKnownIssueAndHowMany() throws {
        let readme = try Documentation.text(of: "README.md")
        let reasons = try Self.knownIssueReasons()
        #expect(reasons == ["MyBackend does not simulate the user yet"], "a new known issue: say so in README.md")
        for reason in reasons {
            #expect(readme.contains(reason), "README.md does not name the known issue \"\(reason)\"")
        }
        let count = try Self.checksThatSimulateTheUser()
        #expect(count > 0)
        #expect(readme.contains("with \(count) known issues"), "README.md does not say the run ends with \(count)")
    }
}
