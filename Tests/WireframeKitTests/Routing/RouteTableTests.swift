import Testing
import WireframeKit

@Suite struct RouteTableTests {
    @Test func matchesALiteralPath() throws {
        var routes = RouteTable()
        try routes.register("/inbox")
        #expect(try routes.match("/inbox")?.pattern.text == "/inbox")
    }
}
