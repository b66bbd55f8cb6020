import Foundation
import Testing
import TestResources
@testable import Speech

/// The real Open JTalk (Debian's open-jtalk, which `make build-deps` and `make test` install) with the committed
/// Mei voice: a word comes out as 24 kHz 16-bit mono PCM, as long as a word is said.
@Suite struct OpenJTalkTests {
    @Test func a_word_is_said_as_a_wav_of_a_word_s_length() throws {
        let voice = SpeechVoice(dataDirectory: Checkout.resources)
        let synthesizer = try OpenJTalk(voice: voice)
        let path = NSTemporaryDirectory() + "kanji-tui-openjtalk-\(UUID().uuidString).wav"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try synthesizer.synthesize(try SpeechText("箸"), to: path)
        let info = try #require(WAVInfo(try FileBytes.read(path, limit: 16 << 20)))
        #expect(info.format == 1 && info.channels == 1 && info.sampleRate == 24_000 && info.bitsPerSample == 16)
        #expect(info.seconds > 0.2 && info.seconds < 3, "\(info.seconds) s for はし")
        #expect(!FileManager.default.fileExists(atPath: path + ".txt"), "the text file beside it is gone")
    }
}
