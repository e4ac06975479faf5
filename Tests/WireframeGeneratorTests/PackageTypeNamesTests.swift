import Foundation
import Testing

@testable import WireframeGenerator

/// The names a generated module's types may not take are the package's own public types, read
/// off the sources, not a list kept by hand: a type added to the package is reserved with it.
@Suite struct PackageTypeNamesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every top-level `public` or `open` type (class, struct, enum, protocol, actor, type alias)
    /// declared in Sources/.
    static func declaredPublicTypes() throws -> Set<String> {
        let declaration = try Regex(
            #"^(?:@\w+(?:\([^)]*\))? )*(?:public|open) (?:final |indirect )*(?:class|struct|enum|protocol|actor|typealias) (\w+)"#
        ).anchorsMatchLineEndings()
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func theReservedTypeNamesAreThePackagesPublicTypes() throws {
        let declared = try Self.declaredPublicTypes()
        #expect(declared.count > 100, "the sources were not found at \(Self.sources.path)")
        #expect(
            PackageTypeNames.all.subtracting(declared).sorted() == [],
            "reserved, but no public type of the package"
        )
        #expect(declared.subtracting(PackageTypeNames.all).sorted() == [], "public types not reserved")
    }

    @Test func theGeneratedTypeSuffixesAreTheBuiltInTemplates() throws {
        var suffixes: Set<String> = []
        for template in BuiltInTemplates.all {
            for match in template.text.matches(of: #/\{\{ *name *\}\}(\w+)/#) {
                suffixes.insert(String(match.output.1))
            }
        }
        #expect(Set(BuiltInTemplates.typeNameSuffixes) == suffixes)
    }
}
