import Testing

/// A kanji's components through the real binary: `kanji-tui 語`, `c`, Enter on 口, one of its kanji, Back twice.
@Suite struct ComponentsTests {
    @Test func c_lists_the_parts_and_enter_lists_the_kanji_that_contain_one() async throws {
        let session = try TmuxSession(columns: 80, rows: 24, arguments: ["語"])
        defer { session.close() }

        try await session.waitFor("the detail of 語") { $0.contains("word; speech; language") }
        try session.sendKeys("c")
        let parts = try await session.waitFor("語's components") { $0.contains("Components") && $0.contains("口  3 strokes") }
        #expect(parts.contains("言  7 strokes   say; word"))
        #expect(parts.contains("五  4 strokes   five"))

        try session.sendKeys("j", "j", "Enter")
        let kanji = try await session.waitFor("the kanji written with 口") { $0.contains("Components › 口") }
        #expect(kanji.contains("mouth · 3 strokes"))

        try session.sendKeys("Enter")
        try await session.waitFor("a kanji with 口 opened") { $0.contains("› 口 › ") }
        try session.sendKeys("BSpace", "BSpace")
        let back = try await session.waitFor("back at the components, on 口") { $0.contains("3/4") && $0.contains("Components") }
        #expect(!back.contains("› 口"))
    }
}
