/// The name of a cached sound: 128 bits of FNV-1a (two 64-bit hashes with different starts) over the voice's name,
/// the sampling rate and level it is said at and the text, in hex. Deterministic across runs and machines (Swift's `Hasher` is seeded per process), and long
/// enough that two texts never share a file in a cache of thousands.
public struct SpeechCacheKey: Sendable, Hashable {
    /// 32 lowercase hex digits.
    public let hex: String

    public init(text: SpeechText, voice: SpeechVoice) {
        // The level is in the key, so a sound cached before it changed (clipped, issue 44) is made again.
        let bytes = Array("\(voice.name)@\(OpenJTalk.sampleRate)/peak\(SpeechLevel.targetPeak)".utf8) + [0] + Array(text.line.utf8)
        let prime: UInt64 = 0x100_0000_01B3
        var first: UInt64 = 0xCBF2_9CE4_8422_2325, second: UInt64 = 0x6C62_272E_07BB_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte ^ 0x5A)) &* prime
        }
        hex = Self.hex(first) + Self.hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
