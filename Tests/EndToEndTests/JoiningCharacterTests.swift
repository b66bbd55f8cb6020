import Foundation
import Glibc
import Testing

/// Characters that join the one before them, typed into a search as a person would (issue 19: Kanji tab, `/`, `e`,
/// U+0301, `x` killed the browser with "Illegal instruction"), and what the process writes to standard error
/// while the screen is up, which must reach the user once the terminal is back.
@Suite struct JoiningCharacterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Sent one at a time, each as its own input, as a keyboard or an input method sends them.
        let pieces: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "combining acute accent", pieces: ["e", "\u{301}", "x"]),
        Case(name: "kana voicing mark", pieces: ["か", "\u{3099}", "x"]),
        Case(name: "flag of two regional indicators", pieces: ["🇯", "🇵", "x"]),
        Case(name: "Hangul jamo", pieces: ["\u{1100}", "\u{1161}", "x"]),
        Case(name: "ZWJ emoji sequence", pieces: ["👩", "\u{200D}", "💻", "x"]),
    ])
    func a_joining_character_typed_into_the_search_neither_crashes_nor_loses_the_text(_ joining: Case) async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }

        try session.sendKeys("/")
        for piece in joining.pieces {
            try session.type(piece)
        }
        try await session.waitFor("the caret after x") { $0.contains("x▏") }
        // One key at a time, each seen on screen: the caret moves over whole characters, the joined one included.
        try session.sendKeys("Left")
        try await session.waitFor("the caret before x") { $0.contains("▏x") }
        try session.sendKeys("BSpace")
        try session.type("y")
        try await session.waitFor("the joined character replaced by y") { $0.contains("y▏x") && !$0.contains("\(joining.pieces[0])y") }
        try session.sendKeys("Escape")
        try await session.waitFor("the whole list again") { $0.position == "1/10361" }
        try session.sendKeys("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0, "\(joining.name): \(exit)")
    }

    /// Swift prints a trap's "Fatal error: …" to standard error just before the signal; on the alternate screen it
    /// would be erased with it. The test writes to the app's standard error from outside, as such a message would be.
    @Test(arguments: [true, false])
    func standard_error_written_while_the_screen_is_up_is_shown_after_the_terminal_is_restored(crash: Bool) async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }

        let marker = "Fatal error: a marker written to standard error \(UUID().uuidString.prefix(8))"
        let descriptor = open("/proc/\(try session.appPID())/fd/2", O_WRONLY | O_APPEND)
        try #require(descriptor >= 0, "the app's standard error opens for writing")
        let standardError = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try standardError.write(contentsOf: Data((marker + "\n").utf8))
        #expect(!(try session.capture().contains(marker)), "nothing is written over the browser's screen")

        if crash {
            try session.kill(SIGSEGV)
        } else {
            try session.sendKeys("q")
        }
        let exit = try await session.waitForExit(timeout: .seconds(20))
        #expect(exit.status == (crash ? 128 + Int(SIGSEGV) : 0), "\(exit)")
        let screen = try session.captureWithHistory()
        #expect(screen.contains(marker), "the message reached the restored terminal:\n\(screen)")
    }
}
