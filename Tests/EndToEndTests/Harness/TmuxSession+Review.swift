import Testing

extension TmuxSession {
    /// From the all-kanji list as the app starts: waits for it, opens 日 (so the History lists it) and keeps it with
    /// `a` on its detail, new.
    func openSunAndKeepIt() async throws {
        try await waitFor("the all-kanji list") { $0.position == "1/10361" && $0.highlightedWords.first == "日" }
        try sendKeys("Enter")
        try await waitFor("日's detail") { $0.breadcrumb == "Kanji › 日" && $0.contains("day; sun; Japan") }
        try type("a")
        try await waitFor("the confirmation") { $0.contains("日 added to study") }
    }

    /// From any tab, with 日 kept and new: the Study tab, a review of its one card, Space, Good, then Back to the list —
    /// so 日 has one review and is learning, due again in 10 minutes.
    func reviewSunGood() async throws {
        try type("4")
        try await waitFor("the Study tab") { $0.breadcrumb == "Study" && $0.contains("R reviews the 1 due now") }
        try type("R")
        try await waitFor("the card's front") { $0.contains("Space shows the answer") }
        try type(" ")
        try await waitFor("the answer") { $0.contains("3 Good") }
        try type("3")
        try await waitFor("日 again, with what Good did") { $0.contains("Good — 日 again in 10 min") }
        try sendKeys("BSpace")
        try await waitFor("the list again") { $0.breadcrumb == "Study" && $0.highlightedWords.first == "日" }
    }
}
