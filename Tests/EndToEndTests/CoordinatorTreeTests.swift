import Testing

/// The `t` overlay shows the live coordinators: one appears when its screen opens and is gone (freed) when
/// the screen is popped — the design's ownership, visible from outside.
@Suite struct CoordinatorTreeTests {
    @Test func the_tree_follows_navigation() async throws {
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") {
            $0.position == "1/10361" && $0.highlightedWords.first == "日"
        }
        try session.sendKeys("t")
        var screen = try await session.waitFor("the coordinator tree") {
            $0.contains("ApplicationCoordinator") && $0.contains("AllKanjiListCoordinator")
        }
        #expect(!screen.contains("KanjiDetailCoordinator"))

        // The overlay lets keys through to the screen under it.
        try session.sendKeys("Enter")
        screen = try await session.waitFor("the tree with 日's detail coordinator") {
            $0.breadcrumb == "Kanji › 日" && $0.contains("KanjiDetailCoordinator")
        }
        #expect(screen.contains("ApplicationCoordinator"))
        #expect(screen.contains("AllKanjiListCoordinator"))

        try session.sendKeys("BSpace")
        screen = try await session.waitFor("the tree without the detail coordinator") {
            $0.breadcrumb == "Kanji" && $0.contains("AllKanjiListCoordinator") && !$0.contains("KanjiDetailCoordinator")
        }
        #expect(screen.contains("ApplicationCoordinator"))

        try session.sendKeys("t")
        try await session.waitFor("the tree closed") {
            !$0.contains("ApplicationCoordinator") && $0.position == "1/10361"
        }
    }
}
