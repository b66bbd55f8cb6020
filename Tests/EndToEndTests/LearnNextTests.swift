import Foundation
import Testing

/// The words to learn next with real keys (issue 47): a library of two small texts, a few of their words marked
/// known; `w` on the Read tab indexes both and lists the unknown words most used first, `A` asks how many, `3` and
/// Enter keep the first three in one step, and `kanji-tui study list` has those three, each with its sentence and its
/// text's name.
@Suite struct LearnNextEndToEndTests {
    /// The words marked known (issue 47: known is mature or marked known).
    static let known = ["好き[すき]", "見る[みる]", "読む[よむ]"]

    @Test func w_lists_the_words_to_learn_next_and_capital_a_keeps_the_first_three_in_one_step() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-next-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        // The sentence indexes go in the test's folder, never the user's cache.
        let environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
        // 犬: two uses in two texts; 猫: two in one; 本 and 鳥: one each. The rest is known or grammar.
        let cats = directory.appendingPathComponent("cats.txt").path
        let dogs = directory.appendingPathComponent("dogs.txt").path
        try "猫が好きだ。猫は犬を見た。\n".write(toFile: cats, atomically: true, encoding: .utf8)
        try "犬は本を読む。鳥が好きだ。\n".write(toFile: dogs, atomically: true, encoding: .utf8)
        let marked = try Spawn.runCapturing(KanjiTUIBinary.command(["known", "add"] + Self.known + ["--user-data", userData]))
        #expect(marked.output.split(separator: "\n").count == Self.known.count, "\(marked.output)")
        // Each text into the Read library, as `kanji-tui read` adds it.
        for file in [cats, dogs] {
            let reading = try TmuxSession(columns: 120, rows: 30, subcommand: ["read", file], userData: userData, environment: environment)
            defer { reading.close() }
            let name = URL(fileURLWithPath: file).lastPathComponent
            try await reading.waitFor("the reader on \(name)") { $0.breadcrumb == "Read › \(name)" }
            try reading.sendKeys("q")
            _ = try await reading.waitForExit()
        }

        let session = try TmuxSession(columns: 120, rows: 30, userData: userData, environment: environment)
        defer { session.close() }
        try session.type("6")
        try await session.waitFor("the Read tab") { $0.breadcrumb == "Read" && $0.contains("dogs.txt") && $0.contains("w learn next") }
        try session.type("w")
        let list = try await session.waitFor("the words") { $0.contains("4 words of your 2 texts you do not know yet") }
        #expect(list.breadcrumb == "Read › Learn next")
        #expect(list.highlightedLine?.contains("犬 (いぬ)") == true, "the most used, in the most texts, first: \(list)")
        #expect(list.contains("猫 (ねこ)") && list.contains("× 2"), "\(list)")
        try session.type("A")
        try await session.waitFor("the question") { $0.contains("keep how many of the first words not kept yet? (Enter: 10)") }
        try session.type("3")
        try session.sendKeys("Enter")
        try await session.waitFor("the batch kept") { $0.contains("3 words kept for study with their sentences; u takes them all back") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()

        let study = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--tsv", "--user-data", userData]))
        let words = study.output.split(separator: "\n").filter { $0.hasPrefix("word\t") }
        #expect(words.count == 3, "\(study.output)")
        let dog = try #require(words.first { $0.hasPrefix("word\t犬\tいぬ\t") }, "\(study.output)")
        let columns = dog.split(separator: "\t", omittingEmptySubsequences: false)
        #expect(columns[10] == "[犬]は本を読む。", "its first sentence in the library (the last opened text first), the word in brackets: \(dog)")
        #expect(columns[11] == "dogs.txt", "its text as the source: \(dog)")
        #expect(words.contains { $0.hasPrefix("word\t猫\tねこ\t") }, "\(study.output)")
        #expect(words.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false)[10].contains("[") }, "each with its sentence: \(study.output)")
    }
}
