import Foundation
import Testing
import TestResources
@testable import Speech

/// Issue 44: the synthesized speech clipped — 625 samples at full scale in 日本語, 80 in 日本, 81 in 雨, 124 in 飴, at
/// Open JTalk's own level. Said with headroom and scaled to a peak of −1 dBFS (`SpeechLevel`), none does; and the
/// scaling itself leaves silence and other formats alone.
@Suite struct SpeechLevelTests {
    /// A 16-bit mono WAV of `samples`.
    static func wav(_ samples: [Int16]) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        let data = samples.flatMap { le16(Int(UInt16(bitPattern: $0))) }
        return Array("RIFF".utf8) + le32(36 + data.count) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1)
            + le32(24_000) + le32(48_000) + le16(2) + le16(16) + Array("data".utf8) + le32(data.count) + data
    }

    static func samples(_ bytes: [UInt8]) throws -> [Int16] {
        let info = try #require(WAVInfo(bytes))
        return stride(from: info.dataOffset, to: info.dataOffset + Int(info.dataBytes), by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
    }

    @Test(arguments: ["日本語", "日本", "雨", "飴", "箸"])
    func open_jtalks_words_have_no_sample_at_full_scale_and_peak_at_minus_1_dbfs(word: String) throws {
        let synthesizer = try OpenJTalk(voice: SpeechVoice(dataDirectory: Checkout.resources))
        let path = NSTemporaryDirectory() + "kanji-tui-level-\(UUID().uuidString).wav"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try synthesizer.synthesize(try SpeechText(word), to: path)
        let bytes = try FileBytes.read(path, limit: 16 << 20)
        let info = try #require(WAVInfo(bytes))
        #expect(SpeechLevel.fullScaleSamples(in: bytes, info) == 0, "\(word)")
        let peak = try Self.samples(bytes).map { abs(Int($0)) }.max()
        #expect(peak == SpeechLevel.targetPeak, "\(word): peak \(peak ?? 0)")
        #expect(info.seconds > 0.2, "\(word): still said")
    }

    @Test func a_quiet_sound_is_scaled_to_the_target_peak_keeping_its_shape() throws {
        let bytes = Self.wav([0, 1000, -2000, 500])
        let scaled = try Self.samples(SpeechLevel.normalized(bytes, try #require(WAVInfo(bytes))))
        let factor = Double(SpeechLevel.targetPeak) / 2000
        #expect(scaled == [0, 1000, -2000, 500].map { Int16((Double($0) * factor).rounded()) })
        #expect(scaled.map { abs(Int($0)) }.max() == SpeechLevel.targetPeak)
    }

    @Test func full_scale_samples_are_counted_and_silence_and_other_formats_are_left_alone() throws {
        let clipped = Self.wav([32767, -32768, 100, -32767])
        #expect(SpeechLevel.fullScaleSamples(in: clipped, try #require(WAVInfo(clipped))) == 3)
        let silence = Self.wav([0, 0, 0])
        #expect(SpeechLevel.normalized(silence, try #require(WAVInfo(silence))) == silence)
        var eightBit = Self.wav([1000, 2000])
        eightBit[34] = 8
        #expect(SpeechLevel.normalized(eightBit, try #require(WAVInfo(eightBit))) == eightBit)
    }
}
