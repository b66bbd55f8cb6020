import Foundation
import Testing

/// Issue 35 through the real binary: a kanji kept as a writing card (`study config --card-kinds writing`) is written
/// with the mouse on the review's canvas (SGR reports: a press, motion with the button held, a release), each stroke
/// judged on release; the proposed grade — Good written right, Hard after a stroke drawn backwards, Again when the
/// strokes were drawn for the learner — is taken with Enter and saved to the user database, as `study export` shows.
@Suite struct WritingReviewTests {
    /// A stroke as a terminal reports it, through the cells `points` (columns and rows from 1).
    private static func stroke(_ points: [(column: Int, row: Int)]) -> String {
        let first = points[0]
        let last = points[points.count - 1]
        return "\u{1B}[<0;\(first.column);\(first.row)M"
            + points.dropFirst().map { "\u{1B}[<32;\($0.column);\($0.row)M" }.joined()
            + "\u{1B}[<0;\(last.column);\(last.row)m"
    }

    /// A user database holding 日 as one writing card, due now.
    private static func deckOfSunToWrite() throws -> String {
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-writing-\(UUID().uuidString.prefix(8))").appendingPathComponent("user.sqlite").path
        for arguments in [["study", "add", "日", "--kanji"], ["study", "config", "--card-kinds", "writing"]] {
            let outcome = try Spawn.runCapturing(KanjiTUIBinary.command(arguments + ["--user-data", userData]))
            #expect(outcome.termination == .exited(0), "\(arguments): \(outcome.output)")
        }
        return userData
    }

    /// The ratings of 日's writing card's reviews, from `study export --json`.
    private static func writingRatings(in userData: String) throws -> [Int] {
        let export = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "export", "--json", "--user-data", userData])).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        let cards = try #require(json["cards"] as? [[String: Any]])
        let writing = try #require(cards.first { $0["card_kind"] as? String == "writing" })
        return (writing["reviews"] as? [[String: Any]] ?? []).compactMap { $0["rating"] as? Int }
    }

    /// Opens the review of `userData`'s deck at 100 × 30 and returns the session and 日's four strokes as reports,
    /// placed where KanjiVG draws them in the canvas's square.
    private static func openReview(_ userData: String) async throws -> (TmuxSession, [String]) {
        let session = try TmuxSession(columns: 100, rows: 30, userData: userData)
        try await session.waitFor("the all-kanji list") { $0.contains("1/10361") }
        try session.type("4")
        try await session.waitFor("the Study tab") { $0.breadcrumb == "Study" && $0.contains("writing") }
        try session.type("R")
        let screen = try await session.waitFor("the writing review") { $0.contains("Stroke 1 of 4") && $0.contains("· writing") }
        let frameTop = try #require(screen.lines.firstIndex { $0.contains("┌") }, "the canvas's frame:\n\(screen)")
        let frameLine = screen.lines[frameTop]
        let frameLeft = try #require(frameLine.firstIndex(of: "┌")).utf16Offset(in: frameLine)
        let width = try #require(frameLine.firstIndex(of: "┐")).utf16Offset(in: frameLine) - frameLeft - 1
        let height = try #require(screen.lines.firstIndex { $0.contains("└") }) - frameTop - 1
        // A fraction of KanjiVG's 109-unit square → the cell it falls in, as SGR counts (from 1).
        let column = { (x: Double) in frameLeft + 2 + Int(x / 109 * Double(width)) }
        let row = { (y: Double) in frameTop + 2 + Int(y / 109 * Double(height)) }
        let (left, right, top, middle, bottom) = (column(31), column(78), row(19), row(55), row(90))
        let strokes = [
            stroke((top...bottom).map { (left, $0) }),
            stroke((left...right).map { ($0, top) } + (top...bottom).map { (right, $0) }),
            stroke((left...right).map { ($0, middle) }),
            stroke((left...right).map { ($0, bottom) }),
        ]
        return (session, strokes)
    }

    @Test func sun_written_right_is_proposed_good_and_enter_saves_it() async throws {
        let userData = try Self.deckOfSunToWrite()
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }
        do {
            let (session, strokes) = try await Self.openReview(userData)
            defer { session.close() }
            for (index, stroke) in strokes.enumerated() {
                try session.sendBytes(stroke)
                try await session.waitFor("stroke \(index + 1) judged right") { $0.contains("Stroke \(index + 1): right") || $0.contains("Proposed") }
            }
            let written = try await session.waitFor("the proposal") { $0.contains("Proposed: 3 Good") && $0.contains("[3 Good") }
            #expect(written.lines.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }, "the strokes in braille")
            try session.sendKeys("Enter")
            try await session.waitFor("the review's end") { $0.contains("Good — 日") || $0.contains("Reviewed") || $0.contains("summary") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }
        #expect(try Self.writingRatings(in: userData) == [3])
    }

    @Test func a_stroke_drawn_backwards_is_shown_then_the_card_is_proposed_hard() async throws {
        let userData = try Self.deckOfSunToWrite()
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }
        do {
            let (session, strokes) = try await Self.openReview(userData)
            defer { session.close() }
            // The left side from the bottom up: the same cells, reported in the other order.
            let backwards = strokes[0].components(separatedBy: "\u{1B}[<").dropFirst().map { "\u{1B}[<" + $0 }
            let points = backwards.map { report in
                report.dropFirst(3).dropLast().split(separator: ";").dropFirst().map { Int($0)! }
            }.map { (column: $0[0], row: $0[1]) }
            try session.sendBytes(Self.stroke(points.reversed()))
            try await session.waitFor("the stroke shown as it should have been") { $0.contains("Stroke 1 was drawn backwards") }
            for stroke in strokes { try session.sendBytes(stroke) }
            try await session.waitFor("the proposal") { $0.contains("Proposed: 2 Hard") }
            try session.sendKeys("Enter")
            try await session.waitFor("the review's end") { !$0.contains("Proposed") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }
        #expect(try Self.writingRatings(in: userData) == [2])
    }

    @Test func written_for_the_learner_with_space_is_proposed_again() async throws {
        let userData = try Self.deckOfSunToWrite()
        defer { try? FileManager.default.removeItem(atPath: (userData as NSString).deletingLastPathComponent) }
        do {
            let (session, _) = try await Self.openReview(userData)
            defer { session.close() }
            try session.type(" ")
            try await session.waitFor("the strokes drawn for the learner") { $0.contains("Written for you") && $0.contains("Proposed: 1 Again") }
            try session.sendKeys("Enter")
            try await session.waitFor("the review's end") { !$0.contains("Proposed") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }
        #expect(try Self.writingRatings(in: userData) == [1])
    }
}
