import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

/// Input that parses but is dangerous to hand on: escapes of control characters, dot segments
/// a parameter could carry into a file path, and internationalised hosts that matched
/// differently depending on how the link was written. Each is refused (or made to agree) with a
/// message naming what is at fault.
@Suite("Routing: dangerous input")
struct DangerousInputTests {
    /// The `RouteError` parsing `url` throws.
    private func refusal(_ url: String) -> RouteError? {
        do {
            _ = try RouteURL(url)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "an escaped control character is refused in a path segment, naming the escape",
        arguments: ["%00", "%0A", "%1B", "%0D", "%7F", "%09"]
    )
    func controlEscapesInPath(escape: String) throws {
        let error = try #require(refusal("/users/ana\(escape)x"))
        #expect(error.code == .invalidURL)
        #expect(error.message.contains("`\(escape)` decodes to a control character"), "\(error.message)")
        #expect(error.position == 10)
    }

    @Test("NUL and ESC are refused in query values and fragments; tab and line breaks are text there")
    func controlEscapesInQuery() throws {
        #expect(refusal("/search?q=a%00b")?.code == .invalidURL)
        #expect(refusal("/search?q=%1B%5B2J")?.code == .invalidURL)
        #expect(refusal("/search#a%00")?.code == .invalidURL)
        let url = try RouteURL("/compose?body=line%0Aline%09tab%0D#a%0Ab")
        #expect(url.queryItems.first?.value == "line\nline\ttab\r")
        #expect(url.fragment == "a\nb")
    }

    @Test("a message shows an escaped control character as an escape, never raw")
    func messagesStayEscaped() throws {
        let error = try #require(refusal("/users/%1B[2J"))
        #expect(!error.message.contains("\u{1B}"))
    }

    @Test("`..` path segments are refused, raw or escaped", arguments: ["..", "%2E%2E", "%2e.", ".%2E"])
    func dotSegments(segment: String) throws {
        let error = try #require(refusal("/files/\(segment)/passwd"))
        #expect(error.code == .invalidURL)
        #expect(error.message.contains("path segment is not allowed"), "\(error.message)")
        #expect(error.message.contains(segment))
        #expect(error.position == 7)
    }

    @Test("dots inside a segment, and a `.` segment, are plain text")
    func dotsInsideASegment() throws {
        #expect(try RouteURL("/files/a..b/.hidden/.../.").segments == ["files", "a..b", ".hidden", "...", "."])
    }

    @Test("a punycode host and its Unicode spelling match the same pattern, whichever the pattern uses")
    func internationalisedHosts() throws {
        #expect(try RouteURL("https://xn--bcher-kva.example/a").host == "bücher.example")
        #expect(try RouteURL("https://BÜCHER.example/a").host == "bücher.example")
        for pattern in ["https://bücher.example/books/:id", "https://xn--bcher-kva.example/books/:id"] {
            var table = RouteTable()
            try table.register(pattern)
            let foundation = try #require(URL(string: "https://bücher.example/books/7"))
            let viaURL = try table.match(foundation)
            let viaString = try table.match("https://bücher.example/books/7")
            #expect(viaURL?.parameters["id"] == "7", "\(pattern) via URL \(foundation.absoluteString)")
            #expect(viaString?.parameters["id"] == "7", "\(pattern) via String")
        }
        #expect(refusal("https://xn--a-9999999999999.example/")?.code == .invalidURL)
        #expect(refusal("https://xn--a-b!.example/")?.code == .invalidURL)
        var table = RouteTable()
        #expect(throws: RouteError.self) { try table.register("https://xn--a-9999999999999.example/a") }
    }

    @Test("a non-ASCII character in a pattern is named whole in the message, not as mojibake")
    func nonASCIIInPatterns() throws {
        var table = RouteTable()
        let error = #expect(throws: RouteError.self) { try table.register("/café/:nämé") }
        #expect(error?.message.contains("Ã") == false, "\(error?.message ?? "")")
        #expect(error?.message.contains("ä") == true, "\(error?.message ?? "")")
    }
}
