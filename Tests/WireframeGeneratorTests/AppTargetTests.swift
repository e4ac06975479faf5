import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// What a generated module needs of its target: the README's app target depends on
/// `WireframeKit` and `WireframeUIKit` only, and builds in Swift 6 mode without the upcoming
/// feature InternalImportsByDefault, which refuses a module imported with an access level in one
/// file and without one in another. (The end-to-end test builds such a target for real.)
@Suite struct AppTargetTests {
    /// The modules the README's app target can import.
    static let importable: Set<String> = ["Foundation", "UIKit", "WireframeKit", "WireframeUIKit"]
    /// The modules a SwiftUI app's target, which depends on `WireframeKit` and `WireframeSwiftUI`,
    /// can import.
    static let importableWithSwiftUI: Set<String> = [
        "Foundation", "Combine", "SwiftUI", "WireframeKit", "WireframeSwiftUI",
    ]

    struct Variant: CustomTestStringConvertible, Sendable {
        let access: AccessLevel
        let view: ViewKind
        let route: String?
        var testDescription: String { "\(access) \(view) \(route ?? "no route")" }
    }

    static let variants: [Variant] = AccessLevel.allCases.flatMap { access in
        ViewKind.allCases.flatMap { view in
            [nil, "/profile/:id<int>", "/devices/:id<uuid>"].map { Variant(access: access, view: view, route: $0) }
        }
    }

    /// Each `import` line of the module's Swift files (not its test): the access level written
    /// (nil for none) and the module.
    private func imports(_ variant: Variant) throws -> [(file: String, level: String?, module: String)] {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.access = variant.access
        request.view = variant.view
        request.route = variant.route
        request.tests = .none
        request.moduleName = "App"
        let files = try ModuleGenerator().plan(request).filter { $0.path.hasSuffix(".swift") }
        return files.flatMap { file in
            file.contents.split(separator: "\n").compactMap { line -> (String, String?, String)? in
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count, index <= 1 else {
                    return nil
                }
                return (file.path, index == 1 ? words[0] : nil, words[index + 1])
            }
        }
    }

    @Test(arguments: variants)
    func importsOnlyWhatTheReadmesAppTargetDependsOn(_ variant: Variant) throws {
        let importable = variant.view == .swiftui ? Self.importableWithSwiftUI : Self.importable
        for (file, _, module) in try imports(variant) {
            #expect(importable.contains(module), "\(file) imports \(module)")
        }
    }

    @Test(arguments: variants)
    func importsEachModuleWithAnAccessLevelEverywhereOrNowhere(_ variant: Variant) throws {
        let found = try imports(variant)
        for module in Set(found.map(\.module)) {
            let levels = found.filter { $0.module == module }
            let explicit = levels.filter { $0.level != nil }
            #expect(
                explicit.isEmpty || explicit.count == levels.count,
                "\(module): \(levels.map { "\($0.file): \($0.level ?? "(none)")" })"
            )
            if variant.access == .internal {
                #expect(explicit.isEmpty, "\(module) is imported with an access level in an internal module")
            }
        }
    }
}
