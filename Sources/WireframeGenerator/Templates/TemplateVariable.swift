/// A variable that the generator gives every template, with what it holds: what
/// `wireframe templates list` prints, and what a template is checked against, so that a
/// misspelt variable is an error instead of an empty string (Stencil's default).
package struct TemplateVariable: Hashable, Sendable {
    /// The name, as a template writes it: `name`, `route`, or a member such as `typeName`.
    package let name: String
    /// What it holds, for the user writing a template.
    package let summary: String
    /// The members of an object, such as `route.pattern`; empty for a value.
    package let members: [TemplateVariable]
    /// The members of each element, for a list such as `route.parameters`; `nil` for a value
    /// or an object.
    package let elementMembers: [TemplateVariable]?

    /// A value (text or a Boolean).
    static func value(_ name: String, _ summary: String) -> TemplateVariable {
        TemplateVariable(name: name, summary: summary, members: [], elementMembers: nil)
    }

    /// An object with members.
    static func object(_ name: String, _ summary: String, _ members: [TemplateVariable]) -> TemplateVariable {
        TemplateVariable(name: name, summary: summary, members: members, elementMembers: nil)
    }

    /// A list whose elements have `members`.
    static func list(_ name: String, _ summary: String, of members: [TemplateVariable]) -> TemplateVariable {
        TemplateVariable(name: name, summary: summary, members: [], elementMembers: members)
    }

    /// The variable's members (its elements' for a list), flattened as `name.member` lines.
    package var documentedPaths: [(path: String, summary: String)] {
        var paths = [(path: name, summary: summary)]
        for member in members {
            paths += member.documentedPaths.map { (name + "." + $0.path, $0.summary) }
        }
        for member in elementMembers ?? [] {
            paths += member.documentedPaths.map { (name + "[]." + $0.path, $0.summary) }
        }
        return paths
    }
}

extension TemplateVariable {
    /// Every variable a template can use; all templates get all of them.
    package static let all: [TemplateVariable] = [
        .value("name", "the module's name, a Swift type name: Profile"),
        .value(
            "access",
            "the access modifier of the declarations, with a trailing space: \"\" (internal), \"package \" "
                + "or \"public \""
        ),
        .value(
            "conformanceImportAccess",
            "the modifier of an import that a file uses only for conformances and superclasses: \"public \" with "
                + "--access public (a public conformance needs a public import), \"internal \" with --access package "
                + "(a package import that no package signature uses is a warning), else \"\""
        ),
        .value(
            "implementationImportAccess",
            "the modifier of an import that a file uses only inside bodies: \"internal \" with --access package or "
                + "public (a target must not mix imports with and without a level), else \"\""
        ),
        .value("moduleName", "the Swift module the module's files are compiled in, which the test imports: App"),
        .value("viewSource", "how the view is made: code, storyboard or nib on UIKit, or swiftui"),
        .object(
            "route",
            "the typed route the module is the screen of; empty (false in an if) without --route",
            [
                .value(
                    "pattern",
                    "the route's pattern, escaped for a Swift string literal (write it between double quotes): "
                        + "/profile/:id<int>"
                ),
                .value("typeName", "the route type's name: ProfileRoute"),
                .list(
                    "parameters",
                    "the pattern's path parameters, in order, each a field of the route type",
                    of: parameterMembers
                ),
                .list(
                    "requiredParameters",
                    "the parameters that are not optional, in order, with the members of parameters; empty when "
                        + "every segment may be left out",
                    of: parameterMembers
                ),
                .value("hasRest", "whether the pattern ends with **, whose segments fill the field rest: [String]"),
                .value("needsFoundation", "whether a field's type needs Foundation (UUID)"),
                .value(
                    "sampleURL",
                    "a URL that matches the pattern, which the generated test routes, escaped for a Swift string "
                        + "literal: /profile/42"
                ),
                .value(
                    "sampleTitle",
                    "the title the generated module shows for sampleURL, escaped for a Swift string literal: Profile 42"
                ),
                .value("initParameters", "the fields as an initializer's parameters: id: Int, tab: String? = nil"),
            ]
        ),
    ]

    /// The members of each element of `route.parameters` and `route.requiredParameters`.
    private static let parameterMembers: [TemplateVariable] = [
        .value("name", "the parameter's and the field's name: id"),
        .value("type", "the field's Swift type, without ?: Int, Double, Bool, UUID or String"),
        .value("fieldType", "the field's declared type, with ? when optional: Int, String?"),
        .value("isOptional", "whether the segment may be left out (:tab?), so the field is optional"),
        .value(
            "sample",
            "the segment the sample URL has for it, escaped for a Swift string literal; empty when optional"
        ),
    ]
}
