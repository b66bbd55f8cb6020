import Testing

/// The main path a learner takes: the list, a kanji, one of its words, a kanji of that word, and back.
@Suite struct NavigationTests {
    /// The first frame is drawn from the first screenful of kanji; the rest is there before any key.
    @Test func the_whole_list_is_there_after_the_first_frame() async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" && $0.highlightedWords.first == "日" }
        try session.sendKeys("G")
        let screen = try await session.waitFor("the last kanji at 10361/10361") { $0.position == "10361/10361" }
        #expect(screen.highlightedWords.first != "日")
    }

    @Test func open_a_kanji_a_word_and_its_kanji_then_go_back_four_times_and_quit() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        // The all-kanji list, most frequent first.
        var screen = try await session.waitFor("the all-kanji list with 日 selected") {
            $0.breadcrumb == "Kanji" && $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        #expect(Screen.words(of: screen.lines[3]).first == "日", "日 is the first row under the headings")
        #expect(screen.line(startingWith: ["一"]) != nil)

        try session.sendKeys("j")
        screen = try await session.waitFor("一 selected at 2/10361") {
            $0.position == "2/10361" && $0.highlightedWords.first == "一"
        }
        #expect(screen.breadcrumb == "Kanji")

        try session.sendKeys("k")
        try await session.waitFor("日 selected again at 1/10361") {
            $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }

        // 日's detail: facts, then its words.
        try session.sendKeys("Enter")
        screen = try await session.waitFor("the detail of 日") {
            $0.breadcrumb == "Kanji › 日" && $0.contains("day; sun; Japan")
        }
        #expect(screen.contains("ニチ、ジツ"))
        #expect(screen.contains("Words 1/"))

        // 日本 (read にっぽん as well) is among the words that read 日 as ニチ.
        screen = try await session.moveCursor(toRowStartingWith: ["日本", "にほん"])
        #expect(screen.highlightedLine?.contains("Japan") == true)
        #expect(screen.breadcrumb == "Kanji › 日")

        // The word 日本: its detail, then L: the list screen again, with its kanji.
        try session.sendKeys("Enter")
        try await session.waitFor("the detail of the word 日本") { $0.breadcrumb == "Kanji › 日 › 日本 (word)" && $0.contains("Japan") }
        try session.sendKeys("L")
        screen = try await session.waitFor("the kanji of 日本") {
            $0.breadcrumb == "Kanji › 日 › 日本 (word) › 日本 (its kanji)" && $0.contains("にほん — Japan")
        }
        #expect(screen.position == "1/2")
        #expect(screen.highlightedWords.first == "日")
        #expect(screen.line(startingWith: ["日", "ニチ、ジツ"]) != nil)
        #expect(screen.line(startingWith: ["本", "ホン"]) != nil)

        try session.sendKeys("j")
        try await session.waitFor("本 selected at 2/2") {
            $0.position == "2/2" && $0.highlightedWords.first == "本"
        }

        try session.sendKeys("Enter")
        screen = try await session.waitFor("the detail of 本") {
            $0.breadcrumb == "Kanji › 日 › 日本 (word) › 日本 (its kanji) › 本" && $0.contains("book; present; main")
        }
        #expect(screen.contains("ホン"))

        // Back, three ways.
        try session.sendKeys("BSpace")
        screen = try await session.waitFor("Backspace back to the kanji of 日本") {
            $0.breadcrumb == "Kanji › 日 › 日本 (word) › 日本 (its kanji)" && $0.contains("にほん — Japan")
        }
        #expect(screen.highlightedWords.first == "本", "the list keeps its cursor")

        try session.sendKeys("Escape")
        try await session.waitFor("Esc back to the detail of the word 日本") { $0.breadcrumb == "Kanji › 日 › 日本 (word)" }
        try session.sendKeys("Escape")
        screen = try await session.waitFor("Esc back to the detail of 日") {
            $0.breadcrumb == "Kanji › 日" && $0.contains("day; sun; Japan")
        }
        #expect(screen.highlightedWords.starts(with: ["日本", "にほん"]), "the detail keeps its cursor")

        try session.sendKeys("Left")
        screen = try await session.waitFor("Left back to the all-kanji list") {
            $0.breadcrumb == "Kanji" && $0.position == "1/10361"
        }
        #expect(screen.highlightedWords.first == "日")

        try session.sendKeys("q")
        let report = try await session.waitForExit()
        #expect(report.status == 0)
        #expect(report.modes.isSane, "the terminal is cooked again:\n\(report.modes)")
    }
}
