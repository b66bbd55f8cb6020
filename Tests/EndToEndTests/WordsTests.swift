import Testing

/// The Words tab with real keys: a search, a word's detail, its kanji, and back.
@Suite struct WordsTests {
    @Test func two_nihon_enter_shows_japan_then_hon_in_one_step_and_from_the_words_kanji_list() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" && $0.position == "1/10361" }

        try session.sendKeys("2")
        try await session.waitFor("the Words tab, its search line open") { $0.breadcrumb == "Words" && $0.contains("Find any word") }
        try session.type("nihon")
        try await session.waitFor("日本 first among the words for nihon, marked common") { $0.highlightedWords.starts(with: ["*", "日本"]) }
        try session.sendKeys("Enter")
        try await session.waitFor("the detail of 日本, its kanji rows first") {
            $0.breadcrumb == "Words › 日本 (word)" && $0.contains("Common word · #") && $0.highlightedWords.first == "日"
        }

        // One step from the word to a kanji: Down marks 本, Enter opens it.
        try session.sendKeys("Down")
        try await session.waitFor("本 marked") { $0.highlightedWords.first == "本" }
        try session.sendKeys("Enter")
        try await session.waitFor("the detail of 本") { $0.breadcrumb == "Words › 日本 (word) › 本" && $0.contains("book") }
        try session.sendKeys("BSpace")
        try await session.waitFor("back on the word, 本 still marked") {
            $0.breadcrumb == "Words › 日本 (word)" && $0.highlightedWords.first == "本"
        }

        // The word's kanji on the list screen, one key away.
        try session.sendKeys("L")
        try await session.waitFor("the kanji of 日本 on the list screen") {
            $0.breadcrumb == "Words › 日本 (word) › 日本 (its kanji)" && $0.highlightedWords.first == "日"
        }
        try session.sendKeys("Down", "Enter")
        try await session.waitFor("the detail of 本") {
            $0.breadcrumb == "Words › 日本 (word) › 日本 (its kanji) › 本" && $0.contains("book")
        }

        try session.sendKeys("BSpace")
        try await session.waitFor("back on the kanji of 日本") { $0.breadcrumb == "Words › 日本 (word) › 日本 (its kanji)" }
        try session.sendKeys("BSpace")
        try await session.waitFor("back on the detail of 日本") { $0.breadcrumb == "Words › 日本 (word)" && $0.contains("Japan") }
        try session.sendKeys("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
    }

    @Test func the_word_option_opens_the_words_detail_in_the_words_tab() async throws {
        let session = try TmuxSession(columns: 100, rows: 30, arguments: ["--word", "日本"])
        defer { session.close() }
        try await session.waitFor("the detail of 日本 in the Words tab") { $0.breadcrumb == "Words › 日本 (word)" && $0.contains("Japan") }
    }
}
