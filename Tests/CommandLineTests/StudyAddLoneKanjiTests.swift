import Foundation
import Testing
import TestResources
import UserData

/// `kanji-tui study add 水` (issue 48): a kanji given alone that also writes a common word (みず, "water") is asked
/// about on a terminal; without one it is refused, both choices and the flags named, unless `--word` or `--kanji`
/// says which. Items of more than one character, and a kanji written with its reading, are never asked about.
@Suite final class StudyAddLoneKanjiTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyAddLoneKanjiTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `kanji-tui study add …` in a session of its own: no controlling terminal, whatever terminal the tests were
    /// started from (util-linux `setsid --wait` gives its exit status).
    func add(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/setsid"),
                                ["--wait", KanjiTUIProcess.executable.path, "study", "add"] + arguments + ["--user-data", path],
                                environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    /// `kanji-tui study add …` on a terminal (util-linux `script` gives it a pty), `answer` typed on it.
    func addOnATerminal(_ arguments: [String], answer: String) throws -> KanjiTUIProcess.Outcome {
        let answerFile = directory.appendingPathComponent("answer-\(UUID().uuidString)").path
        try Data((answer + "\n").utf8).write(to: URL(fileURLWithPath: answerFile))
        let command = ([KanjiTUIProcess.executable.path, "study", "add"] + arguments + ["--user-data", path, "--data", KanjiTUIProcess.resources])
            .map { "'\($0)'" }.joined(separator: " ")
        return try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/bin/sh"),
                                       ["-c", "script -qefc \"\(command)\" /dev/null < '\(answerFile)'"])
    }

    func kept() throws -> [RecordedItem] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try UserDatabase.open(at: path).studyRows().sorted { $0.card.id < $1.card.id }.map(\.item)
    }

    @Test func without_a_terminal_a_kanji_alone_is_refused_with_both_choices_and_the_flags() throws {
        let refused = try add(["水", "日本", "日"])
        #expect(refused.status == 2 && refused.standardOutput.isEmpty)
        #expect(refused.standardError == """
            kanji-tui: a kanji alone may be a word or the kanji, and there is no terminal to ask on:
              水: the word 水 (みず) "water (esp. cool, fresh water, e.g. drinking water)", or the kanji 水 "water"
              日: the word 日 (ひ) "day; days", the word 日 (にち) "Sunday", or the kanji 日 "day; sun; Japan; counter for days"
            pass --word for the word (its commonest reading; write 水[みず] for a reading of your own) or --kanji for the kanji (nothing added)

            """)
        #expect(try kept().isEmpty)
        let unknown = try add(["水", "xyzzy"])
        #expect(unknown.status == 1 && unknown.standardError == "kanji-tui: not a kanji or word of the data: xyzzy (nothing added)\n",
                "an item the data lacks is said before any question")
    }

    @Test func word_takes_the_commonest_word_and_kanji_the_kanji() throws {
        let words = try add(["水", "人", "日本", "--word"])
        #expect(words.status == 0)
        #expect(words.standardOutput == "added 水 (みず)\nadded 人 (ひと)\nadded 日本 (にほん)\n", "人 is ひと, not the suffix じん")
        let kanji = try add(["水", "金[きん]", "--kanji"])
        #expect(kanji.standardOutput == "added 水\nadded 金 (きん)\n", "a reading in brackets names the word, --kanji or not")
        let read = try add(["川[かわ]", "日[にち]"])
        #expect(read.status == 0 && read.standardOutput == "added 川 (かわ)\nadded 日 (にち)\n", "no question: the reading says which")
        #expect(try kept() == [.word("水", reading: "みず"), .word("人", reading: "ひと"), .word("日本", reading: "にほん"), .kanji("水"),
                               .word("金", reading: "きん"), .word("川", reading: "かわ"), .word("日", reading: "にち")])
        #expect(try add(["水", "--word", "--kanji"]).status == 64)
    }

    @Test func on_a_terminal_it_lists_the_words_and_the_kanji_and_keeps_the_one_chosen() throws {
        let word = try addOnATerminal(["川"], answer: "1")
        #expect(word.status == 0, "\(word.standardOutput)")
        #expect(word.standardOutput.contains("川 is a word and a kanji; which do you mean?\r\n  1. the word 川 (かわ) \"river; stream\"\r\n"
            + "  2. the kanji 川 \"stream; river; river or three-stroke river radical (no. 47)\"\r\nkanji-tui: keep which? [1-2] "))
        #expect(word.standardOutput.hasSuffix("added 川 (かわ)\r\n"))
        let kanji = try addOnATerminal(["日", "猫"], answer: "3\n2")
        #expect(kanji.status == 0 && kanji.standardOutput.hasSuffix("added 日\r\nadded 猫\r\n"), "\(kanji.standardOutput)")
        let neither = try addOnATerminal(["水"], answer: "x")
        #expect(neither.status == 1 && neither.standardOutput.hasSuffix("kanji-tui: nothing added\r\n"), "\(neither.standardOutput)")
        #expect(try kept() == [.word("川", reading: "かわ"), .kanji("日"), .kanji("猫")])
    }
}
