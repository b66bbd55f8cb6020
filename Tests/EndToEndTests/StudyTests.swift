import Testing

/// Keeping a kanji and reviewing it with real keys, in one run of the browser. (That the grade outlasts a restart
/// is the user database's test: the app keeps its study list there.)
@Suite struct StudyTests {
    @Test func keep_sun_review_it_good_and_the_study_list_says_learning_due_in_ten_minutes() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        try session.type("a")
        try await session.waitFor("the confirmation") { $0.contains("日 added to study") && $0.contains("日 ✓") }
        try session.type("4")
        let list = try await session.waitFor("the Study tab") { $0.breadcrumb == "Study" && $0.contains("R reviews the 1 due now") }
        #expect(list.highlightedWords.prefix(3) == ["日", "new", "now"])
        try session.type("R")
        try await session.waitFor("the card's front") { $0.breadcrumb == "Study › Review" && $0.contains("Space shows the answer") }
        try session.type(" ")
        try await session.waitFor("the answer") { $0.contains("day; sun; Japan") && $0.contains("ニチ、ジツ") }
        try session.type("3")
        try await session.waitFor("the summary") {
            $0.breadcrumb == "Study › Review done" && $0.contains("Reviewed 1 card") && $0.contains("Next card due in 10 min")
        }
        try session.sendKeys("Enter")
        let after = try await session.waitFor("the list again") { $0.breadcrumb == "Study" && $0.contains("Reviewed 1 card:") }
        #expect(after.highlightedWords.prefix(5) == ["日", "learning", "in", "10", "min"])
    }
}
