import ArgumentParser
import Foundation
import Testing
import WireframeCommandLine
import WireframeRouting
import WireframeTestSupport

@Suite struct RouteListTests {
    @Test func skipsBlankLinesAndCommentsAndTrimsWhitespace() {
        let text = "# routes\n\n/inbox\n   \n\t# indented comment\n  /messages/:id<int>  \n"
        let list = RouteList(contentsOf: text, file: "app.routes")
        #expect(list.patterns == ["/inbox", "/messages/:id<int>"])
        #expect(
            list.entries.map(\.location) == [
                RouteList.Location(file: "app.routes", line: 3),
                RouteList.Location(file: "app.routes", line: 6),
            ]
        )
    }

    @Test func countsLinesOfCRLFFiles() {
        let list = RouteList(contentsOf: "# a\r\n/inbox\r\n\r\n/search\r\n", file: "crlf.routes")
        #expect(list.patterns == ["/inbox", "/search"])
        #expect(list.entries.map { $0.location?.line } == [2, 4])
    }

    @Test func anEmptyFileHasNoPatterns() throws {
        let list = RouteList(contentsOf: "", file: "empty.routes")
        #expect(list.entries.isEmpty)
        #expect(try list.makeTable().isEmpty)
    }

    @Test func registersInOrderWithTheOptionsGiven() throws {
        let table = try RouteList(patterns: ["/Inbox", "/users/:id<int>"]).makeTable(options: [
            .caseInsensitive
        ])
        #expect(table.patternsInRegistrationOrder.map(\.text) == ["/Inbox", "/users/:id<int>"])
        #expect(try table.match("/inbox")?.pattern.text == "/Inbox")
    }

    @Test func aRefusedPatternFromAFileNamesTheFileAndLine() {
        let list = RouteList(
            contentsOf: "/inbox\n# typo below\n/users/:id<integer>\n",
            file: "app.routes"
        )
        #expect {
            try list.makeTable()
        } throws: { error in
            guard let error = error as? RouteListError else { return false }
            return error.location == RouteList.Location(file: "app.routes", line: 3)
                && error.underlying.code == .unknownParameterType
                && error.description.hasPrefix(
                    "app.routes:3: pattern \"/users/:id<integer>\" at offset 7: unknown parameter type"
                )
        }
    }

    @Test func aRefusedPatternArgumentIsNamedByItsMessage() {
        let list = RouteList(patterns: ["/users/:id", "/users/*"])
        #expect {
            try list.makeTable()
        } throws: { error in
            guard let error = error as? RouteListError else { return false }
            return error.location == nil && error.underlying.code == .duplicatePattern
                && error.description
                    == #"pattern "/users/*": matches exactly the same URLs as "/users/:id", registered before"#
        }
    }

    @Test func optionsReadTheFileThenThePatterns() throws {
        let options = try RouteOptions.parse([
            "--pattern", "/extra", "--routes", TestFiles.fixture("photos.routes"), "--pattern",
            "/more",
        ])
        let list = try options.routeList()
        #expect(list.patterns.first == "/feed")
        #expect(list.patterns.suffix(2) == ["/extra", "/more"])
        #expect(
            list.entries.first?.location
                == RouteList.Location(file: TestFiles.fixture("photos.routes"), line: 4)
        )
        #expect(options.tableOptions == [])
    }

    @Test func optionsAskForCaseInsensitiveTables() throws {
        let options = try RouteOptions.parse(["--case-insensitive"])
        #expect(options.tableOptions == [.caseInsensitive])
        #expect(try options.makeTable().options == [.caseInsensitive])
    }

    @Test func anUnreadableRoutesFileIsAnErrorNamingIt() throws {
        let options = try RouteOptions.parse(["--routes", "/nonexistent/app.routes"])
        #expect {
            try options.routeList()
        } throws: { error in
            guard let error = error as? RoutesFileError else { return false }
            return error.file == "/nonexistent/app.routes"
                && error.description.hasPrefix(
                    "cannot read routes file \"/nonexistent/app.routes\": "
                )
        }
    }
}
