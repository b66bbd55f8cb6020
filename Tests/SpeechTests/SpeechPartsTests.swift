import Foundation
import Glibc
import Testing
@testable import Speech

/// The small parts of speech: the text made one line, a WAV header read, a process stopped at its deadline.
@Suite struct SpeechPartsTests {
    @Test func the_text_is_one_line_without_control_characters() throws {
        #expect(try SpeechText("  箸で\n食べる。\t\u{1B}[31m ").line == "箸で 食べる。 [31m")
        #expect(throws: SpeechError.emptyText) { try SpeechText("") }
        #expect(throws: SpeechError.emptyText) { try SpeechText("。！？\n") }
        #expect(throws: SpeechError.textTooLong(characters: 10_000, limit: 1_000)) { try SpeechText(String(repeating: "箸", count: 10_000)) }
        #expect(try SpeechText(String(repeating: "箸", count: 1_000)).line.count == 1_000)
    }

    @Test func a_wav_header_gives_its_format_and_length() {
        let info = WAVInfo(SpeechSandbox.wav(seconds: 0.5))
        #expect(info?.format == 1 && info?.channels == 1 && info?.sampleRate == 48_000 && info?.bitsPerSample == 16)
        #expect(info?.seconds == 0.5)
        #expect(WAVInfo(Array("RIFF....WAVE".utf8)) == nil, "no chunks")
        #expect(WAVInfo(Array(SpeechSandbox.wav(seconds: 0.5).dropLast(10))) == nil, "the data chunk is cut")
        #expect(WAVInfo(Array("not a wav at all".utf8)) == nil)
    }

    @Test func a_process_past_its_deadline_is_killed_not_waited_for() throws {
        let process = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        let started = Date()
        #expect(process.wait(until: .now + .milliseconds(200)) == .timedOut)
        #expect(Date().timeIntervalSince(started) < 20, "killed, not waited for")
    }

    @Test func a_process_that_cannot_start_says_why() {
        #expect(throws: SpawnFailure.self) { try ChildProcess(executable: "/nonexistent/player", arguments: []) }
    }

    @Test func what_a_process_writes_to_standard_error_is_kept_not_shown() throws {
        let process = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo; echo '  it broke  ' >&2; echo more >&2; exit 3"])
        #expect(process.wait(until: .now + .seconds(10)) == .exited(3))
        #expect(process.firstErrorLine == "it broke")
    }
}
