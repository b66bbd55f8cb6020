/// How loud synthesized speech is written: Open JTalk says the text with headroom (``headroomGains``), so no sample
/// reaches full scale, and the sound is then scaled so its peak is ``targetPeak``, −1 dBFS, whatever the text.
///
/// Why: at Open JTalk's own level Mei's loudest syllables are louder than 16 bits hold, and Open JTalk clips them
/// — 625 samples at full scale in 日本語, 80 in 日本, 81 in 雨, 124 in 飴 (issue 44), heard as crackle. Scaling a clipped
/// sound down keeps its flattened tops; asking for less gain (its `-g`) keeps the wave whole, and at −12 dB 16 bits
/// still leave a noise floor near −84 dB, far below anything a speaker plays. Bringing every peak to one level also
/// evens out words said quietly (箸 peaked at −6 dBFS) and loudly.
enum SpeechLevel {
    /// Open JTalk's gain in dB (`-g`) for a synthesis, and for the one retry when a sample still reached full scale:
    /// the loudest words measured here peaked about 5 dB over full scale at 0 dB.
    static let headroomGains = [-12.0, -24.0]
    /// The peak every sound is scaled to: −1 dBFS, the margin that keeps a player's resampling from clipping.
    static let targetPeak = 29_205
    /// A sample at or past this magnitude is at full scale (32,767, or −32,768).
    static let fullScale = 32_767

    /// How many of the sound's 16-bit samples are at full scale; 0 for a WAV of another format.
    static func fullScaleSamples(in bytes: [UInt8], _ info: WAVInfo) -> Int {
        guard isSixteenBitPCM(info) else { return 0 }
        return samples(of: bytes, info).count { abs(Int($0)) >= fullScale }
    }

    /// `bytes` with the sound scaled so its loudest sample is ``targetPeak``: 16-bit PCM only; silence and any other
    /// format are returned as they are.
    static func normalized(_ bytes: [UInt8], _ info: WAVInfo) -> [UInt8] {
        guard isSixteenBitPCM(info) else { return bytes }
        let sound = samples(of: bytes, info)
        let peak = sound.reduce(0) { max($0, abs(Int($1))) }
        guard peak > 0 else { return bytes }
        let factor = Double(targetPeak) / Double(peak)
        var result = bytes
        for (index, sample) in sound.enumerated() {
            let scaled = min(max(Int((Double(sample) * factor).rounded()), -fullScale), fullScale)
            let value = UInt16(bitPattern: Int16(scaled))
            result[info.dataOffset + 2 * index] = UInt8(value & 0xFF)
            result[info.dataOffset + 2 * index + 1] = UInt8(value >> 8)
        }
        return result
    }

    // MARK: Private

    private static func isSixteenBitPCM(_ info: WAVInfo) -> Bool {
        info.format == 1 && info.bitsPerSample == 16
    }

    /// The data chunk's samples, little-endian.
    private static func samples(of bytes: [UInt8], _ info: WAVInfo) -> [Int16] {
        stride(from: info.dataOffset, to: info.dataOffset + Int(info.dataBytes) - 1, by: 2).map { offset in
            Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)
        }
    }
}
