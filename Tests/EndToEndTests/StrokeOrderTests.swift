import Testing

/// Issue 12's path through the real binary: 日's detail, `o`, its four strokes one by one, Back.
@Suite struct StrokeOrderTests {
    @Test func open_sun_press_o_step_through_its_four_strokes_and_go_back() async throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }

        try await session.waitFor("the all-kanji list") { $0.contains("1/10361") }
        try session.sendKeys("Enter")
        let detail = try await session.waitFor("the detail of 日, offering its stroke order") {
            $0.contains("day; sun; Japan") && $0.contains("o: stroke order")
        }
        #expect(detail.contains("Words 1/"))

        try session.sendKeys("o")
        let empty = try await session.waitFor("日's stroke order, no stroke yet") {
            $0.contains("Stroke order") && $0.contains("stroke 0/4")
        }
        #expect(empty.contains("4 strokes"))
        #expect(empty.lines.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } },
                "the strokes to come are drawn in braille, muted")

        for stroke in 1...4 {
            try session.sendKeys("Right")
            try await session.waitFor("stroke \(stroke) of 4") { $0.contains("stroke \(stroke)/4") }
        }

        try session.sendKeys("BSpace")
        let back = try await session.waitFor("back at 日's detail") {
            $0.contains("day; sun; Japan") && !$0.contains("stroke 4/4")
        }
        #expect(back.contains("Words 1/"))
    }

    @Test func p_plays_the_strokes_by_itself_and_stops_at_the_finished_kanji() async throws {
        let session = try TmuxSession(columns: 80, rows: 24, arguments: ["日"])
        defer { session.close() }

        try await session.waitFor("the detail of 日") { $0.contains("o: stroke order") }
        try session.sendKeys("o")
        try await session.waitFor("日's stroke order") { $0.contains("stroke 0/4") }
        try session.sendKeys("p")
        // It plays for 2 s (4 strokes, 500 ms each): a loaded machine may poll only after it has finished.
        try await session.waitFor("playing, or already played") { $0.contains("playing") || !$0.contains("stroke 0/4") }
        let finished = try await session.waitFor("the finished kanji, the animation stopped") {
            $0.contains("stroke 4/4") && !$0.contains("playing")
        }
        #expect(finished.contains("Stroke order"))
    }
}
