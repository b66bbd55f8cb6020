import Testing

/// Issue 24 through the real binary: `W` opens the Draw screen, SGR mouse reports (a press, motion with the button
/// held, a release: modes 1002 and 1006) draw 日 stroke by stroke, the candidates follow, → opens 日's
/// detail, Back finds the strokes kept; Enter adds 日 to a word and clears the canvas, Enter again looks the word up
/// (issue 35), Backspace takes the word back.
@Suite struct DrawTests {
    /// A stroke as a terminal reports it, through the cells `points` (columns and rows from 1).
    private static func stroke(_ points: [(column: Int, row: Int)]) -> String {
        let first = points[0]
        let last = points[points.count - 1]
        return "\u{1B}[<0;\(first.column);\(first.row)M"
            + points.dropFirst().map { "\u{1B}[<32;\($0.column);\($0.row)M" }.joined()
            + "\u{1B}[<0;\(last.column);\(last.row)m"
    }

    @Test func draw_sun_stroke_by_stroke_with_the_mouse_open_it_and_come_back_to_the_strokes() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.contains("1/10361") }
        try session.sendKeys("W")
        let canvas = try await session.waitFor("the Draw screen") { $0.contains("Kanji › Draw") && $0.contains("0 strokes") }
        let frameTop = try #require(canvas.lines.firstIndex { $0.contains("┌") }, "the canvas's frame:\n\(canvas)")
        let frameLeft = try #require(canvas.lines[frameTop].firstIndex(of: "┌")).utf16Offset(in: canvas.lines[frameTop])
        // The canvas's inside, as SGR counts (from 1): one row and one column past the frame's corner.
        let (top, left) = (frameTop + 2 + 2, frameLeft + 2 + 11)
        let (bottom, right, middle) = (top + 18, left + 24, top + 9)
        let strokes = [
            Self.stroke((top...bottom).map { (left, $0) }),
            Self.stroke((left...right).map { ($0, top) } + (top...bottom).map { (right, $0) }),
            Self.stroke((left...right).map { ($0, middle) }),
            Self.stroke((left...right).map { ($0, bottom) }),
        ]
        for (index, stroke) in strokes.enumerated() {
            try session.sendBytes(stroke)
            try await session.waitFor("stroke \(index + 1) drawn and recognized") { $0.contains("\(index + 1) stroke\(index == 0 ? "" : "s") · 1/20") }
        }
        let drawn = try await session.waitFor("日 first among the candidates") { $0.contains("Candidates") }
        let firstCandidate = try #require(drawn.lines.first { $0.contains("Candidates") }.flatMap { line in
            drawn.lines.firstIndex(of: line).map { drawn.lines[$0 + 1] }
        })
        #expect(firstCandidate.contains("日") && firstCandidate.contains("4 strokes") && firstCandidate.contains("day; sun"),
                "\(drawn)")
        #expect(drawn.lines.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }, "the strokes in braille")

        try session.sendKeys("Right")
        try await session.waitFor("日's detail over the Draw screen") { $0.contains("Kanji › Draw › 日") && $0.contains("day; sun; Japan") }
        try session.sendKeys("Escape")
        try await session.waitFor("the Draw screen with its four strokes") { $0.contains("4 strokes · 1/20") }
        // Issue 35: Enter adds the candidate to a word and clears the canvas; Enter on the empty canvas looks it up.
        try session.sendKeys("Enter")
        try await session.waitFor("日 in the word, the canvas cleared") { $0.contains("Word 日") && $0.contains("0 strokes") }
        try session.sendKeys("Enter")
        try await session.waitFor("the word search for 日 over the Draw screen") { $0.contains("Kanji › Draw › 日") && !$0.contains("Word 日") }
        try session.sendKeys("Escape")
        try await session.waitFor("the Draw screen with its word") { $0.contains("Word 日") && $0.contains("0 strokes") }
        try session.sendKeys("BSpace")
        try await session.waitFor("the word taken back") { $0.contains("Draw a kanji with the left button held") && !$0.contains("Word 日") }
        try session.sendKeys("q")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func a_report_torn_in_two_draws_as_one_and_types_nothing() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.contains("1/10361") }
        try session.sendKeys("W")
        try await session.waitFor("the Draw screen") { $0.contains("Kanji › Draw") && $0.contains("0 strokes") }
        try session.sendBytes("\u{1B}[<0;20;10M\u{1B}[<32;2", thenAfter: .milliseconds(100), "0;14M\u{1B}[<0;20;18m")
        try await session.waitFor("one stroke, no tab switched") { $0.contains("1 stroke · 1/20") && $0.contains("Kanji › Draw") }
    }
}
