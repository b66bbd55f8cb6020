/// What a WAV file's header says: its format and how long its sound is. Used to check Open JTalk's output (a file
/// that is not a WAV is not played or kept), to give a player a deadline from the sound's length, and by the tests
/// of `say`.
public struct WAVInfo: Sendable, Hashable {
    /// 1 for PCM.
    public let format: UInt16
    public let channels: UInt16
    public let sampleRate: UInt32
    public let bitsPerSample: UInt16
    /// The bytes of sound (the `data` chunk's length).
    public let dataBytes: UInt32
    /// Where in the file the sound starts (the `data` chunk's body).
    public let dataOffset: Int

    /// The sound's length in seconds.
    public var seconds: Double {
        let bytesPerSecond = Double(sampleRate) * Double(channels) * Double(bitsPerSample / 8)
        return bytesPerSecond > 0 ? Double(dataBytes) / bytesPerSecond : 0
    }

    /// Reads the header of a RIFF WAVE file: the `fmt ` chunk, then the `data` chunk (other chunks skipped); nil
    /// when `bytes` is not one, or its data chunk claims more than the file holds.
    public init?(_ bytes: [UInt8]) {
        func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        func uint32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        func uint16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, text(0) == "RIFF", text(8) == "WAVE" else { return nil }
        var offset = 12
        var format: (UInt16, UInt16, UInt32, UInt16)?
        while offset + 8 <= bytes.count {
            let id = text(offset), length = Int(uint32(offset + 4))
            let body = offset + 8
            if id == "fmt " {
                guard length >= 16, body + 16 <= bytes.count else { return nil }
                format = (uint16(body), uint16(body + 2), uint32(body + 4), uint16(body + 14))
            } else if id == "data" {
                guard let format, body + length <= bytes.count else { return nil }
                (self.format, channels, sampleRate, bitsPerSample) = format
                dataBytes = UInt32(length)
                dataOffset = body
                return
            }
            offset = body + length + length % 2
        }
        return nil
    }
}
