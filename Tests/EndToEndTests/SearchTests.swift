import Testing

/// Incremental search as a person types it, including Japanese text arriving through get_wch.
@Suite struct SearchTests {
    @Test func slash_mizu_enter_opens_water_and_back_walks_out_of_the_search() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" && $0.position == "1/10361" }

        try session.sendKeys("/")
        try session.type("mizu")
        try await session.waitFor("水 first among the matches for mizu") {
            $0.contains("/mizu") && $0.highlightedWords.first == "水"
        }
        try session.sendKeys("Enter")
        try await session.waitFor("the detail of 水") { $0.breadcrumb == "Kanji › 水" && $0.contains("water") }

        try session.sendKeys("BSpace")
        try await session.waitFor("the results kept as the list") {
            $0.breadcrumb == "Kanji" && $0.contains("/mizu") && $0.highlightedWords.first == "水"
        }
        try session.sendKeys("Escape")
        try await session.waitFor("the whole list, cursor where it was") {
            $0.breadcrumb == "Kanji" && !$0.contains("/mizu") && $0.highlightedWords.first == "日"
        }
    }

    @Test func pasted_kanji_land_on_themselves() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" }
        try session.sendKeys("/")
        try session.type("語")
        try await session.waitFor("語 alone in the results") { $0.contains("/語") && $0.highlightedWords.first == "語" }
        try session.sendKeys("Escape")
        try session.sendKeys("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
    }
}
