/// Why the module generator wrote nothing: its message names what is at fault (the name, the
/// pattern, the folder, the file, or the template and its line) and what to do about it.
///
/// The generator renders every file before it writes any, and removes what it wrote when a
/// write fails midway, so an error always means that no file was written or changed.
package struct GeneratorError: Error, Equatable, CustomStringConvertible {
    /// What kind of input was at fault.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// The module's name is not a Swift type name, or is a keyword.
        package static let invalidName = Code("invalidName")
        /// The route pattern cannot be parsed or registered, or cannot be a typed route.
        package static let invalidRoute = Code("invalidRoute")
        /// A folder to write into does not exist, or is not a folder.
        package static let missingFolder = Code("missingFolder")
        /// A folder to write into is not writable.
        package static let notWritable = Code("notWritable")
        /// A file to write exists already, and `force` was not given.
        package static let fileExists = Code("fileExists")
        /// Where the test goes, or which module it imports, cannot be worked out.
        package static let testsLocation = Code("testsLocation")
        /// A template cannot be read, or is not one of the generator's templates.
        package static let unknownTemplate = Code("unknownTemplate")
        /// A template is not valid Stencil.
        package static let templateSyntax = Code("templateSyntax")
        /// A template uses a variable the generator does not provide.
        package static let unknownVariable = Code("unknownVariable")
        /// A template is past one of the limits of its size, nesting or rendering.
        package static let templateLimit = Code("templateLimit")
        /// A path the generator would write or write into, or a template it would read, is a
        /// symbolic link.
        package static let symbolicLink = Code("symbolicLink")
        /// A file the generator would overwrite has other names (hard links), whose content
        /// would change with it.
        package static let hardLink = Code("hardLink")
        /// Writing a file failed; what had been written was removed.
        package static let writeFailed = Code("writeFailed")

        package var description: String { name }
    }

    /// What kind of input was at fault.
    package let code: Code
    /// What is wrong, naming the input at fault: printed as it is by `wireframe`.
    package let message: String
    /// The error underneath, such as the route matcher's `RouteError` or a file system error.
    package let underlyingError: (any Error)?

    /// Creates an error.
    package init(_ code: Code, _ message: String, underlyingError: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.underlyingError = underlyingError
    }

    package var description: String { message }

    package static func == (lhs: GeneratorError, rhs: GeneratorError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }
}
