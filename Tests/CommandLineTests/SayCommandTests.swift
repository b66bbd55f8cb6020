import Foundation
import TestResources
import Testing

/// `kanji-tui say` (issue 36 §2): a WAV of the word or sentence said by Open JTalk with Mei, checked by its header
/// and its length; text it cannot say, a missing voice or synthesizer and a file in the way, each one line and its
/// exit status, nothing written.
@Suite final class SayCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("SayCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func say(_ arguments: [String], environment: [String: String] = [:]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["say"] + arguments, environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources].merging(environment) { $1 })
    }

    /// The RIFF header's fields: format, channels, sample rate, bits, and the data chunk's length.
    private func header(_ data: Data) -> (riff: String, wave: String, format: UInt16, channels: UInt16, rate: UInt32, bits: UInt16, dataBytes: UInt32)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 44 else { return nil }
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        let text = { (at: Int) in String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard text(36) == "data" else { return nil }
        return (text(0), text(8), u16(20), u16(22), u32(24), u16(34), u32(40))
    }

    @Test func a_word_is_written_as_a_wav_of_a_word_s_length_and_a_sentence_as_a_longer_one() throws {
        let word = try say(["箸", "-o", path("hashi.wav")])
        #expect(word.status == 0, "\(word.standardError)")
        #expect(word.standardOutput.isEmpty && word.standardError.isEmpty)
        let wordData = try Data(contentsOf: URL(fileURLWithPath: path("hashi.wav")))
        let wordHeader = try #require(header(wordData))
        #expect(wordHeader.riff == "RIFF" && wordHeader.wave == "WAVE")
        #expect(wordHeader.format == 1 && wordHeader.channels == 1 && wordHeader.rate == 24_000 && wordHeader.bits == 16)
        #expect(Int(wordHeader.dataBytes) + 44 == wordData.count, "the data chunk is the rest of the file")
        let wordSeconds = Double(wordHeader.dataBytes) / 48_000
        #expect(wordSeconds > 0.2 && wordSeconds < 3, "\(wordSeconds) s for はし")

        let sentence = try say(["箸で食べるのは難しくない。", "--output", path("sentence.wav")])
        #expect(sentence.status == 0, "\(sentence.standardError)")
        let sentenceHeader = try #require(header(try Data(contentsOf: URL(fileURLWithPath: path("sentence.wav")))))
        let sentenceSeconds = Double(sentenceHeader.dataBytes) / 48_000
        #expect(sentenceSeconds > wordSeconds * 2 && sentenceSeconds < 15, "\(sentenceSeconds) s for the sentence")
    }

    /// Issue 44: `-o -` wrote a file named `-`; it is standard output, as `-` is everywhere else.
    @Test func a_dash_for_the_output_writes_the_wav_to_standard_output_and_no_file() throws {
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/bin/sh"),
                                              ["-c", #"cd "$1" && exec "$0" say 箸 -o -"#, KanjiTUIProcess.executable.path, directory.path],
                                              environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        let wav = try #require(header(outcome.outputBytes))
        #expect(wav.riff == "RIFF" && wav.wave == "WAVE" && wav.rate == 24_000)
        #expect(Int(wav.dataBytes) + 44 == outcome.outputBytes.count, "the whole WAV, unchanged by the text sanitizer")
        #expect(!FileManager.default.fileExists(atPath: path("-")), "no file named -")
    }

    @Test func ten_thousand_characters_are_refused_at_once_as_a_usage_error() throws {
        let started = Date()
        let outcome = try say([String(repeating: "あ", count: 10_000), "-o", path("long.wav")])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("the text is 10000 characters long; speech takes at most 1000"), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: path("long.wav")))
        #expect(Date().timeIntervalSince(started) < 30, "refused, not synthesized")
    }

    @Test func text_with_nothing_to_say_and_missing_arguments_are_usage_errors() throws {
        let empty = try say(["。、", "-o", path("empty.wav")])
        #expect(empty.status == 64)
        #expect(empty.standardError.contains("nothing to say: the text has no words"), "\(empty.standardError)")
        #expect(try say(["箸"]).status == 64, "no -o")
        #expect(!FileManager.default.fileExists(atPath: path("empty.wav")))
    }

    @Test func a_missing_voice_is_bad_data_and_a_missing_synthesizer_is_unavailable() throws {
        // A data directory with everything but the voice.
        let data = path("data")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: KanjiTUIProcess.resources) where file != "mei_normal.htsvoice" {
            try FileManager.default.createSymbolicLink(atPath: data + "/" + file, withDestinationPath: KanjiTUIProcess.resources + "/" + file)
        }
        let noVoice = try say(["箸", "-o", path("a.wav")], environment: ["KANJI_TUI_DATA": data])
        #expect(noVoice.status == 2)
        #expect(noVoice.standardError == "kanji-tui: cannot speak: the voice \(data)/mei_normal.htsvoice is missing (reinstall kanji-tui or run 'make data')\n")
        let noProgram = try say(["箸", "-o", path("a.wav")], environment: ["PATH": path("empty-bin")])
        #expect(noProgram.status == 69)
        #expect(noProgram.standardError.contains("open_jtalk is not installed (Debian: apt install open-jtalk)"))
        #expect(!FileManager.default.fileExists(atPath: path("a.wav")))
    }

    @Test func an_existing_file_is_kept_unless_forced() throws {
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("taken.wav")))
        let refused = try say(["箸", "-o", path("taken.wav")])
        #expect(refused.status == 73)
        #expect(try String(contentsOfFile: path("taken.wav"), encoding: .utf8) == "mine")
        #expect(try say(["箸", "-o", path("taken.wav"), "--force"]).status == 0)
        #expect(header(try Data(contentsOf: URL(fileURLWithPath: path("taken.wav")))) != nil)
    }
}
