import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study import` of kanji-tui's own `study export --json` (issue 34 follow-up): known by its content, it
/// comes back as its cards — their kinds, schedules, set-asides, sentences and review logs — merged as an Anki
/// package's are, so a second import changes nothing; a JSON file that is not the export is refused and nothing made.
@Suite final class StudyImportFromJSONTests {
    let directory: URL
    let path: String
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyImportFromJSONTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `kanji-tui study …` on `database` (this test's by default), in a session of its own: no terminal to ask on.
    func study(_ arguments: [String], database: String? = nil) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/setsid"),
                                ["--wait", KanjiTUIProcess.executable.path, "study"] + arguments + ["--user-data", database ?? path],
                                environment: ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    /// Every card as a line: item, kind, state, step, due, last review, memory, set aside, sentence; in id order.
    static func cards(_ database: UserDatabase) throws -> [String] {
        try database.studyRows().sorted { $0.card.id < $1.card.id }.map { row in
            let card = row.card
            return "\(row.item.key) \(row.item.reading ?? "-") \(row.cardKind) \(card.state) \(card.step.map(String.init) ?? "-") "
                + "\(card.due.secondsSince1970) \(card.lastReview?.secondsSince1970 ?? 0) \(card.stability ?? 0) \(card.difficulty ?? 0) "
                + "suspended \(row.setAside.isSuspended) buried \(row.setAside.buriedUntil?.secondsSince1970 ?? 0) leech \(row.setAside.isLeech) "
                + "\(row.sentence?.bracketed ?? "-") \(row.sentence?.source ?? "-") added \(row.addedAt.secondsSince1970)"
        }
    }

    /// Each review: the item and kind of its card, its time, grade and states.
    static func reviews(_ database: UserDatabase) throws -> [String] {
        let kinds = Dictionary(uniqueKeysWithValues: try database.studyRows().map { ($0.card.id, "\($0.item.key) \($0.cardKind)") })
        return try database.reviewLog().map { row in
            "\(kinds[row.log.cardID] ?? "?") \(row.log.reviewedAt.secondsSince1970) \(row.log.rating) \(row.log.stateBefore)→\(row.log.stateAfter)"
        }
    }

    /// A study list in another database — 日 and 日本 in recognition and production, 日本 kept from a sentence, 日's
    /// production card graded twice and 日本's recognition card suspended — exported with `--json` to `name`.
    func export(to name: String) throws -> (file: String, source: UserDatabase) {
        let sourcePath = directory.appendingPathComponent("source.sqlite").path
        let source = try UserDatabase.open(at: sourcePath)
        let sentence = StudySentence(text: "日本に行く", markStart: 0, markLength: 2, source: "旅.txt")
        try source.keepForStudy([StudyKeeping(.kanji("日")), StudyKeeping(.word("日本", reading: "にほん"), sentence: sentence)],
                                kinds: [.recognition, .production], at: Self.start)
        let production = try #require(try source.studyRows(of: .kanji("日")).first { $0.cardKind == .production })
        for (minutes, rating) in [(0, Rating.good), (10, .good)] {
            _ = try source.review(cardID: production.card.id) { Scheduler().review($0, rating: rating, at: Self.start.advanced(bySeconds: Int64(minutes) * 60)) }
        }
        let word = try #require(try source.studyRows(of: .word("日本", reading: "にほん")).first { $0.cardKind == .recognition })
        _ = try source.setStudyCardSuspended(true, cardID: word.card.id)
        let file = directory.appendingPathComponent(name).path
        let exported = try study(["export", "--json", "-o", file], database: sourcePath)
        #expect(exported.status == 0, "\(exported.standardError)")
        return (file, source)
    }

    @Test func its_own_json_export_comes_back_with_every_card_its_kind_schedule_and_reviews() throws {
        let (file, source) = try export(to: "deck.json")
        let outcome = try study(["import", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            \(file): kanji-tui's study export (JSON, version 1)
            cards: 4 (1 review, 3 new); by kind: 2 recognition, 2 production; 1 suspended, 0 buried and 0 leeches as exported
            reviews: 2
            imported 4 cards and 2 reviews from \(file)

            """, "\(outcome.standardOutput)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        let imported = try UserDatabase.open(at: path)
        #expect(try Self.cards(imported) == Self.cards(source), "the same cards, not every kanji of the file's text")
        #expect(try Self.reviews(imported) == Self.reviews(source))

        let again = try study(["import", file])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.hasSuffix("imported 0 cards and 0 reviews from \(file) (4 already kept: 4 unchanged)\n"),
                "\(again.standardOutput)")
        #expect(try Self.cards(imported) == Self.cards(source) && Self.reviews(imported) == Self.reviews(source))
    }

    /// Known by its content: a file of another name, and stdin, starting with `{`.
    @Test func the_export_under_another_name_or_on_stdin_is_read_as_the_export() throws {
        let (file, source) = try export(to: "backup.txt")
        let dryRun = try study(["import", "--dry-run", file])
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.hasSuffix("would import 4 cards and 2 reviews from \(file); nothing written (--dry-run)\n"),
                "\(dryRun.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: path), "a dry run makes no database")

        let piped = try KanjiTUIProcess.run(["study", "import", "-", "--user-data", path], standardInputPath: file)
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(piped.standardOutput.hasPrefix("stdin: kanji-tui's study export (JSON, version 1)\n"), "\(piped.standardOutput)")
        #expect(try Self.cards(UserDatabase.open(at: path)) == Self.cards(source))
    }

    @Test func a_json_file_that_is_not_the_export_is_refused_naming_what_is_wrong_and_nothing_is_made() throws {
        let card = #"{"kind": "kanji", "key": "日", "reading": null, "card_kind": "recognition", "added_at": "2027-01-15T08:00:00Z", "#
            + #""state": "new", "step": null, "stability": null, "difficulty": null, "due": "2027-01-15T08:00:00Z", "last_review": null, "#
            + #""sentence": null, "source": null, "frequency_rank": null, "suspended": false, "buried_until": null, "leech": false, "reviews": []}"#
        let cases: [(name: String, text: String, message: String)] = [
            ("list.json", "[1, 2]", "not kanji-tui's study export: the file is no JSON object"),
            ("broken.json", "{\"format\": ", "not JSON: Unexpected end of file"),
            ("cut.json", #"{"format": "kanji-tui study", "version": 1, "cards": [}"#, "not JSON: Invalid value around character 54"),
            ("cardsobject.json", #"{"format": "kanji-tui study", "version": 1, "cards": {}}"#, #""cards" is not an array"#),
            ("other.json", #"{"format": "anki", "version": 1, "cards": []}"#, #""format" is "anki", not "kanji-tui study""#),
            ("plain.json", #"{"cards": []}"#, #""format" is missing, not "kanji-tui study""#),
            ("newer.json", #"{"format": "kanji-tui study", "version": 2, "cards": []}"#,
             "version 2 of kanji-tui's study export; this kanji-tui reads version 1"),
            ("nocards.json", #"{"format": "kanji-tui study", "version": 1}"#, #"no "cards""#),
            ("nodue.json", #"{"format": "kanji-tui study", "version": 1, "cards": [\#(card.replacingOccurrences(of: #""due": "2027-01-15T08:00:00Z", "#, with: ""))]}"#,
             #"cards[0]: no "due""#),
            ("kind.json", #"{"format": "kanji-tui study", "version": 1, "cards": [\#(card.replacingOccurrences(of: "recognition", with: "wrting"))]}"#,
             #"cards[0] (日): "card_kind" is "wrting", not a kind of card (recognition, production, reading, writing)"#),
            ("time.json", #"{"format": "kanji-tui study", "version": 1, "cards": [\#(card.replacingOccurrences(of: "2027-01-15T08:00:00Z", with: "tomorrow"))]}"#,
             #"cards[0] (日): "added_at" is "tomorrow", not a time as the export writes it (2026-11-27T18:05:00Z)"#),
            ("rating.json", #"{"format": "kanji-tui study", "version": 1, "cards": [\#(card.replacingOccurrences(of: #""reviews": []"#, with: #""reviews": [{"id": 1, "reviewed_at": "2027-01-15T08:00:00Z", "rating": 5, "state_before": "new", "state_after": "learning"}]"#))]}"#,
             #"cards[0] (日): "reviews[0].rating" is 5, not 1 (Again) to 4 (Easy)"#),
            // Issue 44: a review on 1969-12-31 (an Anki row's id -1) is no review.
            ("epoch.json", #"{"format": "kanji-tui study", "version": 1, "cards": [\#(card.replacingOccurrences(of: #""reviews": []"#, with: #""reviews": [{"id": 1, "reviewed_at": "1969-12-31T23:59:59Z", "rating": 3, "state_before": "new", "state_after": "learning"}]"#))]}"#,
             #"cards[0] (日): "reviews[0].reviewed_at" is 1969-12-31T23:59:59Z, before 2006, when Anki began: no review was made then"#),
        ]
        for (name, text, message) in cases {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let outcome = try study(["import", file.path])
            #expect(outcome.status == 2, "\(name): \(outcome.standardOutput) \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("kanji-tui: \(file.path): \(message)"), "\(name): \(outcome.standardError)")
            #expect(outcome.standardError.hasSuffix("; nothing imported\n"), "\(name): \(outcome.standardError)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(name): nothing is made")
        }
        // The same card, whole, is imported: the cases above are refused for what each changed.
        let file = directory.appendingPathComponent("one.json")
        try Data(#"{"format": "kanji-tui study", "version": 1, "cards": [\#(card)]}"#.utf8).write(to: file)
        let outcome = try study(["import", file.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try UserDatabase.open(at: path).studyRows().map(\.item) == [.kanji("日")])
    }

    /// A backup of years of study passes a text's 16 MB: a file named .json is read up to the export's 256 MB (here
    /// the export padded past 16 MB with the blanks JSON allows), and a larger one is refused by its size, unread.
    @Test func an_export_larger_than_a_texts_limit_is_read_and_one_past_its_own_is_refused() throws {
        let (file, _) = try export(to: "deck.json")
        let padded = try #require(FileHandle(forWritingAtPath: file))
        try padded.seekToEnd()
        try padded.write(contentsOf: Data(repeating: UInt8(ascii: " "), count: 17 * 1024 * 1024))
        try padded.close()
        let outcome = try study(["import", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("imported 4 cards and 2 reviews"), "\(outcome.standardOutput)")

        let huge = directory.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 300 << 20) == 0)
        let refused = try study(["import", huge], database: directory.appendingPathComponent("other.sqlite").path)
        #expect(refused.status == 2)
        #expect(refused.standardError == "kanji-tui: \(huge): larger than the 256 MB a study export may be (a million reviews)\n")
    }
}
