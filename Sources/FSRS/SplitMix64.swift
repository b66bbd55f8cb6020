/// A small, fast, seedable pseudo-random generator (Steele, Lea & Flood's SplitMix64): the same seed
/// always gives the same numbers on every platform, which the per-card fuzz and the review workload
/// need and `SystemRandomNumberGenerator` cannot give.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// - Parameter seed: any value; nearby seeds give unrelated sequences.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform number in [0, 1) with 53 random bits, the range and resolution of Python's `random()`.
    mutating func nextUniform() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
