/// Host names in one form: each `xn--` label (punycode, RFC 3492, as Foundation's `URL` and
/// browsers write internationalised names) decoded to Unicode.
///
/// Swift compares strings by canonical equivalence, so a decoded label equals the same name
/// typed in either Unicode normal form.
enum HostName {
    /// `host` with its `xn--` labels decoded; `host` itself when it has none; `nil` when a label
    /// is not valid punycode.
    static func unicode(_ host: String) -> String? {
        guard host.utf8.count >= 4, host.contains("xn--") else { return host }
        var labels: [String] = []
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.hasPrefix("xn--") {
                guard let decoded = decode(label.utf8.dropFirst(4)) else { return nil }
                labels.append(decoded.lowercased())
            } else {
                labels.append(String(label))
            }
        }
        return labels.joined(separator: ".")
    }

    // RFC 3492's parameters for IDNA.
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// Decodes one label's punycode (the part after `xn--`).
    private static func decode(_ input: Substring.UTF8View) -> String? {
        let bytes = Array(input)
        var output: [Unicode.Scalar] = []
        var start = 0
        if let delimiter = bytes.lastIndex(of: UInt8(ascii: "-")) {
            for byte in bytes[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            start = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var index = start
        while index < bytes.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard index < bytes.count, let digit = digit(bytes[index]) else { return nil }
                index += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard w <= Int(Int32.max) / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            bias = adapt(delta: i - oldI, count: output.count + 1, first: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(n), n >= 0x80 else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text.isEmpty ? nil : text
    }

    private static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
