import Testing

/// The study statistics through the real binary: keep 日, review it Easy, then `s` on the Study list shows the
/// review in the charts; the page scrolls to the card counts, and Back returns to the list.
@Suite struct StudyStatsTests {
    @Test func s_on_the_study_list_charts_the_review_just_made_and_back_returns() async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" && $0.highlightedWords.first == "日" }
        try session.type("a")
        try await session.waitFor("the confirmation") { $0.contains("日 added to study") }
        try session.type("4")
        try await session.waitFor("the Study tab") { $0.breadcrumb == "Study" && $0.contains("R reviews the 1 due now") }
        try session.type("R")
        try await session.waitFor("the card's front") { $0.contains("Space shows the answer") }
        try session.type(" ")
        try await session.waitFor("the answer") { $0.contains("day; sun; Japan") }
        try session.type("4") // Easy: the card leaves its learning steps, so the session ends at once
        try await session.waitFor("the summary") { $0.contains("Reviewed 1 card") }
        try session.sendKeys("Enter")
        try await session.waitFor("the list again") { $0.breadcrumb == "Study" && $0.contains("Reviewed 1 card:") }

        try session.type("s")
        let charts = try await session.waitFor("the statistics") {
            $0.breadcrumb == "Study › Statistics" && $0.contains("Reviews · last 30 days")
        }
        #expect(charts.contains("1 review on 1 of 30 days (3.3%)"))
        #expect(charts.contains("░ learning"), "the legend names the glyph of the one learning review")
        #expect(charts.contains("today"))
        #expect(charts.contains("j/k scroll"))

        try session.sendKeys("G")
        let end = try await session.waitFor("the end of the page") { $0.contains("Stability · days until recall falls to 90%") }
        #expect(end.contains("Average stability"))
        try session.sendKeys("BSpace")
        try await session.waitFor("the Study list again") { $0.breadcrumb == "Study" && $0.contains("review") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}
