import Foundation
import Testing
import WireframeGenerator

#if canImport(FoundationXML)
import FoundationXML
import WireframeTestSupport
#endif

/// A `--view storyboard` or `--view nib` module comes with the file its view is loaded from, as
/// ViperBase's templates did: Interface Builder's XML document, naming the module's view class.
@Suite struct InterfaceFileTests {
    private func generate(_ view: ViewKind) throws -> (workspace: Workspace, files: [GeneratedFile]) {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.view = view
        return (workspace, try ModuleGenerator().generate(request))
    }

    /// The document's elements found by `xpath`.
    private func elements(_ xpath: String, in path: String) throws -> [XMLElement] {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        return try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    @Test func aStoryboardModuleHasAStoryboardWhoseInitialViewControllerIsTheView() throws {
        let (workspace, files) = try generate(.storyboard)
        let path = workspace.path("Sources/App/Profile/ProfileView.storyboard")
        #expect(files.map(\.path).contains(path))
        let document = try #require(try elements("/document", in: path).first)
        #expect(
            document.attribute(forName: "type")?.stringValue == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        )
        let initial = try #require(document.attribute(forName: "initialViewController")?.stringValue)
        let controller = try #require(try elements("//viewController[@id='\(initial)']", in: path).first)
        #expect(controller.attribute(forName: "customClass")?.stringValue == "ProfileView")
        #expect(controller.attribute(forName: "customModuleProvider")?.stringValue == "target")
        #expect(try elements("//viewController[@id='\(initial)']/view[@key='view']", in: path).count == 1)
        let builder = try String(
            contentsOfFile: workspace.path("Sources/App/Profile/ProfileBuilder.swift"),
            encoding: .utf8
        )
        #expect(builder.contains(#".storyboard(name: "ProfileView")"#))
    }

    @Test func aNibModuleHasANibWhoseOwnerIsTheViewWithItsViewConnected() throws {
        let (workspace, files) = try generate(.nib)
        let path = workspace.path("Sources/App/Profile/ProfileView.xib")
        #expect(files.map(\.path).contains(path))
        let document = try #require(try elements("/document", in: path).first)
        #expect(document.attribute(forName: "type")?.stringValue == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        let owner = try #require(try elements("//placeholder[@placeholderIdentifier='IBFilesOwner']", in: path).first)
        #expect(owner.attribute(forName: "customClass")?.stringValue == "ProfileView")
        let outlet = try #require(try elements("//placeholder/connections/outlet[@property='view']", in: path).first)
        let destination = try #require(outlet.attribute(forName: "destination")?.stringValue)
        #expect(try elements("/document/objects/view[@id='\(destination)']", in: path).count == 1)
        let builder = try String(
            contentsOfFile: workspace.path("Sources/App/Profile/ProfileBuilder.swift"),
            encoding: .utf8
        )
        #expect(builder.contains(#".nib(name: "ProfileView")"#))
    }

    @Test func aModuleMadeInCodeHasNoInterfaceFile() throws {
        let (_, files) = try generate(.code)
        #expect(files.allSatisfy { $0.path.hasSuffix(".swift") })
    }
}
