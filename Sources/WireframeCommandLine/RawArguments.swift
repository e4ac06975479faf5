/// The command's arguments as the system gave them, before Swift decoded them: what tells an
/// argument that is not UTF-8 (which `CommandLine.arguments` shows with U+FFFD) from one that is.
package enum RawArguments {
    /// For each argument that is not UTF-8, its text as `CommandLine.arguments` holds it, and
    /// why it cannot be read.
    package static func unreadable() -> [String: UnreadableLine] {
        var result: [String: UnreadableLine] = [:]
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            var count = 0
            while pointer[count] != 0 { count += 1 }
            let bytes = UnsafeBufferPointer(start: pointer, count: count).map { UInt8(bitPattern: $0) }
            do throws(UnreadableLine) {
                _ = try InputText.decode(bytes, what: "the argument")
            } catch {
                result[String(decoding: bytes, as: UTF8.self)] = error
            }
        }
        return result
    }
}
