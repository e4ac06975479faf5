/// SplitMix64: a small, fast, seeded generator, so every run builds the same routes and URLs.
///
/// The sequence depends only on the seed; it does not change with the platform or the
/// standard library, so numbers from different machines describe the same work.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`, by multiply-shift (bias below 2⁻³² for the bounds used here).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let wide = next().multipliedFullWidth(by: UInt64(bound))
        return Int(wide.high)
    }

    /// The elements of `array` in a random order (Fisher–Yates), independent of the standard
    /// library's shuffle algorithm.
    mutating func shuffled<Element>(_ array: [Element]) -> [Element] {
        var result = array
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, below(index + 1))
            index -= 1
        }
        return result
    }
}
