import Foundation
import WireframeRouting

/// The libFuzzer entry point for the `wireframe` command's line input: a routes file, then the
/// URLs `wireframe match` reads one per line.
///
/// The input is UTF-8 text: the lines before the first empty line are a routes file (comments,
/// blank lines and `#` included, as users write them), the lines after it are URLs. Whatever
/// the routes file holds, reading it must not trap; when it makes a table, every URL's report
/// must be one line of valid JSON, with no raw control character, line separator or invisible
/// format character (bidirectional controls, zero-width characters), naming the URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n\n", maxSplits: 1, omittingEmptySubsequences: false)
    let routes = RouteList(contentsOf: String(parts[0]), file: "routes.txt")
    let urls = parts.count > 1 ? parts[1].split(separator: "\n").prefix(24).map(String.init) : [String(parts[0])]
    for options in [RouteTable.Options(), .caseInsensitive] {
        guard let table = try? routes.makeTable(options: options) else { continue }
        for url in urls {
            for explain in [false, true] {
                check(MatchReport(url: url, table: table, explain: explain).line, url: url)
            }
        }
    }
    return 0
}

/// Traps unless `line` is one line of JSON, an object, free of raw control, separator and
/// format characters.
private func check(_ line: String, url: String) {
    let hidden = line.unicodeScalars.first { scalar in
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
    if let hidden {
        fatalError(
            "the report of \(url.debugDescription) holds a raw U+\(String(hidden.value, radix: 16, uppercase: true)): "
                + line.debugDescription
        )
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        fatalError("the report of \(url.debugDescription) is not a JSON object: \(line.debugDescription)")
    }
    if object["url"] as? String != url {
        fatalError("the report of \(url.debugDescription) names another URL: \(line.debugDescription)")
    }
}
