import Testing

/// A kanji's words with real keys (issue 22 §3, issue 21 §1): the first screen of 日 shows 日本, 今日 and 明日; Enter on
/// a group's "more" row shows the rest of it; `w` lists every word with 日 in the word search, and Back returns.
@Suite struct KanjiWordsTests {
    @Test func the_detail_of_日_shows_its_common_words_first_opens_a_group_and_w_lists_every_word() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" && $0.position == "1/10361" }
        try session.sendKeys("Enter")
        var screen = try await session.waitFor("the detail of 日 with its groups cut") {
            $0.breadcrumb == "Kanji › 日" && $0.contains("more read ひ (Enter)")
        }
        for word in ["日本", "今日", "明日", "毎日"] {
            #expect(screen.contains(word), "\(word) on the first screen")
        }
        #expect(screen.contains("w: all 1282 with 日"))

        // The ひ group's "more" row: Enter shows its words in place.
        _ = try await session.moveCursor(toRowStartingWith: ["…"])
        try session.sendKeys("Enter")
        try await session.waitFor("the ひ group open") { $0.breadcrumb == "Kanji › 日" && !$0.contains("more read ひ") }

        try session.sendKeys("w")
        screen = try await session.waitFor("every word with 日 in the word search") {
            $0.breadcrumb == "Kanji › 日 › *日*" && $0.contains("日本")
        }
        try session.sendKeys("BSpace")
        try await session.waitFor("back on the detail of 日") { $0.breadcrumb == "Kanji › 日" }
    }
}
