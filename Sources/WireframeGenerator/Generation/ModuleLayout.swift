import Foundation
import WireframeRouting

/// A request checked and worked out: the folders the files go to, the module the test imports,
/// the route, and the variables the templates get.
struct ModuleLayout {
    /// `<output>/<Name>`.
    let moduleFolder: String
    /// `<tests>/<Name>`, or `nil` without a test.
    let testsFolder: String?
    /// The folder the user named that the test goes in, or the package's root (the folder of
    /// `Sources`) when the test's folder was inferred: the writer checks for symbolic links
    /// from there down.
    let testsRoot: String?
    /// The Swift module the files are compiled in.
    let moduleName: String
    /// The route, with `--route`.
    let route: RouteDescription?
    /// The variables of every template (``TemplateVariable/all`` documents them).
    let context: [String: Any]

    /// - Throws: ``GeneratorError`` for a name that is no Swift type name, a bad route, an
    ///   output or tests folder that is missing or not writable, or a test whose place or module
    ///   cannot be worked out.
    init(_ request: ModuleRequest) throws(GeneratorError) {
        let name = request.name
        guard name.count <= SwiftIdentifier.maxTypeNameLength else {
            throw GeneratorError(
                .invalidName,
                "invalid module name \(MessageText.quoted(name)): it has \(name.count) characters; a module's name "
                    + "has at most \(SwiftIdentifier.maxTypeNameLength), so that every generated line fits 120 columns"
            )
        }
        guard SwiftIdentifier.isTypeName(name) else {
            let reason =
                SwiftIdentifier.keywords.contains(name)
                ? "it is a Swift keyword or a name WireframeKit uses"
                : "a module's name must be a Swift type name: an upper-case ASCII letter, then letters, digits or _"
            throw GeneratorError(.invalidName, "invalid module name \(MessageText.quoted(name)): \(reason)")
        }
        if let hidden = PackageTypeNames.hidden(byModuleNamed: name) {
            throw GeneratorError(
                .invalidName,
                "invalid module name \(MessageText.quoted(name)): the module's type \(hidden) would hide WireframeKit's "
                    + "\(hidden) in the app's module"
            )
        }
        route = try request.route.map { pattern throws(GeneratorError) in try RouteDescription(pattern: pattern) }
        try Self.checkWritableFolder(request.output, role: "output")
        moduleFolder = request.output.joinedPath(name)
        let inferred = Self.inferredTarget(of: request.output)
        switch request.tests {
        case .none:
            testsFolder = nil
            testsRoot = nil
        case .folder(let folder):
            try Self.checkWritableFolder(folder, role: "tests")
            testsFolder = folder.joinedPath(name)
            testsRoot = folder
        case .inferred:
            guard let inferred else {
                throw GeneratorError(
                    .testsLocation,
                    "cannot tell where the test goes: \(request.output.shownInMessage) is not inside a Sources/<Target> "
                        + "folder; "
                        + "pass --tests <folder>, or --no-tests"
                )
            }
            try Self.checkWritableFolder(inferred.tests, role: "tests")
            testsFolder = inferred.tests.joinedPath(name)
            testsRoot = inferred.root
        }
        if let moduleName = request.moduleName ?? inferred?.target {
            guard SwiftIdentifier.isValid(moduleName) else {
                throw GeneratorError(
                    .invalidName,
                    "invalid module name \(MessageText.quoted(moduleName)) for --module-name: it must be a Swift "
                        + "identifier (ASCII letters, digits and _, not starting with a digit) and not a keyword"
                )
            }
            self.moduleName = moduleName
        } else if testsFolder != nil {
            throw GeneratorError(
                .testsLocation,
                "cannot tell which Swift module the test imports: pass --module-name <Module>"
            )
        } else {
            moduleName = ""
        }
        context = Self.context(request, moduleName: moduleName, route: route)
    }

    /// The variables, as ``TemplateVariable/all`` documents them. Text that a template writes
    /// inside a Swift string literal (the pattern, the sample URL and title) is given escaped
    /// for one (see `SwiftLiteral`); names are Swift identifiers already.
    private static func context(_ request: ModuleRequest, moduleName: String, route: RouteDescription?) -> [String: Any]
    {
        var context: [String: Any] = [
            "name": request.name,
            "access": request.access.modifier,
            "conformanceImportAccess": request.access.conformanceImportModifier,
            "implementationImportAccess": request.access.implementationImportModifier,
            "moduleName": moduleName,
            "viewSource": request.view.rawValue,
        ]
        if let route {
            let parameters = route.parameters.map { parameter -> [String: Any] in
                [
                    "name": parameter.name, "type": parameter.type, "fieldType": parameter.fieldType,
                    "isOptional": parameter.isOptional, "sample": SwiftLiteral.escaped(parameter.sample),
                ]
            }
            let required = route.parameters.filter { !$0.isOptional }
            context["route"] =
                [
                    "pattern": SwiftLiteral.escaped(route.pattern),
                    "typeName": request.name + "Route",
                    "parameters": parameters,
                    "requiredParameters": parameters.filter { $0["isOptional"] as? Bool == false },
                    "hasRest": route.hasRest,
                    "needsFoundation": route.needsFoundation,
                    "sampleURL": SwiftLiteral.escaped(route.sampleURL),
                    "sampleTitle": SwiftLiteral.escaped(
                        ([request.name] + required.map(\.sample)).joined(separator: " ")
                    ),
                    "initParameters": route.initParameters,
                ] as [String: Any]
        }
        return context
    }

    /// The target of an output folder inside `Sources/<Target>/`, and its conventional test
    /// folder `Tests/<Target>Tests` beside `Sources`.
    private static func inferredTarget(of output: String) -> (target: String, tests: String, root: String)? {
        let components = output.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count,
            !components[index + 1].isEmpty
        else { return nil }
        let target = components[index + 1]
        let joined = components[..<index].joined(separator: "/")
        let root = index == 0 ? "" : (joined.isEmpty ? "/" : joined)
        let tests = root.joinedPath("Tests/" + target + "Tests")
        return (target, tests, root)
    }

    /// - Throws: ``GeneratorError`` when `folder` is missing, not a folder, or not writable.
    private static func checkWritableFolder(_ folder: String, role: String) throws(GeneratorError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw GeneratorError(
                .missingFolder,
                "\(role) folder \(folder.shownInMessage) does not exist; create it first"
            )
        }
        guard isDirectory.boolValue else {
            throw GeneratorError(.missingFolder, "\(role) folder \(folder.shownInMessage) is not a folder")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw GeneratorError(.notWritable, "\(role) folder \(folder.shownInMessage) is not writable")
        }
    }
}
