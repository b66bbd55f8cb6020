import Foundation
import Testing

/// The i+1 screen with real keys (issue 47): a library of two small texts, every word of them known but 猫 and 犬;
/// `s` on the Read tab indexes both and lists the two sentences with one unknown word, `a` keeps 犬 with its sentence,
/// 犬's page shows its example and that sentence of your texts (`f`: with readings), and `kanji-tui study list` has 犬
/// with that sentence and its text's name.
@Suite struct OneUnknownSentencesEndToEndTests {
    /// The words marked known (issue 47: known is mature or marked known).
    static let known = ["好き[すき]", "本[ほん]", "見る[みる]"]

    @Test func s_lists_the_sentences_with_one_unknown_word_and_a_keeps_the_word_with_its_sentence() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-i1-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        // The sentence indexes go in the test's folder, never the user's cache.
        let environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
        let cats = directory.appendingPathComponent("cats.txt").path
        let dogs = directory.appendingPathComponent("dogs.txt").path
        try "猫が好きだ。\n".write(toFile: cats, atomically: true, encoding: .utf8)
        try "犬は本を見た。\n".write(toFile: dogs, atomically: true, encoding: .utf8)
        let marked = try Spawn.runCapturing(KanjiTUIBinary.command(["known", "add"] + Self.known + ["--user-data", userData]))
        #expect(marked.output.split(separator: "\n").count == Self.known.count, "\(marked.output)")
        // Each text into the Read library, as `kanji-tui read` adds it.
        for file in [cats, dogs] {
            let reading = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: userData, environment: environment)
            defer { reading.close() }
            let name = URL(fileURLWithPath: file).lastPathComponent
            try await reading.waitFor("the reader on \(name)") { $0.breadcrumb == "Read › \(name)" }
            try reading.sendKeys("q")
            _ = try await reading.waitForExit()
        }

        let session = try TmuxSession(columns: 100, rows: 30, userData: userData, environment: environment)
        defer { session.close() }
        try session.type("6")
        try await session.waitFor("the Read tab") { $0.breadcrumb == "Read" && $0.contains("dogs.txt") && $0.contains("s i+1 sentences") }
        try session.type("s")
        let list = try await session.waitFor("the sentences") { $0.contains("2 sentences of your texts have exactly one unknown word") }
        #expect(list.breadcrumb == "Read › Sentences at i+1")
        #expect(list.highlightedLine?.contains("犬は本を見た。") == true, "the commonest unknown word first: \(list)")
        #expect(list.contains("猫が好きだ。"), "\(list)")
        try session.type("a")
        try await session.waitFor("the keep") { $0.contains("犬 いぬ added to study") }
        // The word's page: its Tatoeba example, then its sentence in your texts; f writes their readings.
        try session.sendKeys("2")
        try await session.waitFor("the Words tab") { $0.breadcrumb == "Words" && $0.contains("Find any word") }
        try session.type("inu")
        try await session.waitFor("犬 among the words for inu") { $0.highlightedWords.contains("犬") }
        try session.sendKeys("Enter")
        try await session.waitFor("犬's page") { $0.breadcrumb == "Words › 犬 (word)" }
        try session.sendKeys("End")  // the page's end: its example and its uses, under its senses
        let page = try await session.waitFor("犬's page with its uses") { $0.contains("In your texts") && $0.contains("【犬】は本を見た。") }
        #expect(page.contains("Example (Tatoeba)") && page.contains("— dogs.txt"), "\(page)")
        try session.type("f")
        try await session.waitFor("the sentences with their readings") { $0.contains("【犬[いぬ]】は本[ほん]を見[み]た。") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()

        let study = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--tsv", "--user-data", userData]))
        let dog = try #require(study.output.split(separator: "\n").first { $0.hasPrefix("word\t犬\tいぬ\t") }, "\(study.output)")
        let columns = dog.split(separator: "\t", omittingEmptySubsequences: false)
        #expect(columns[10] == "[犬]は本を見た。", "the sentence, the word in brackets: \(dog)")
        #expect(columns[11] == "dogs.txt", "its text as the source: \(dog)")
    }
}
