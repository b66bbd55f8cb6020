import AnkiPackage
import Foundation
import GRDB
import Testing
import ZIPFoundation

/// What a written package holds, read back as Anki's importer reads it: the zip's entries, then the schema-11
/// collection's `col`, `notes`, `cards` and `revlog` rows. (tools/tests/test_anki_import.py imports packages into real Anki.)
@Suite struct AnkiPackageTests {
    static let type = AnkiNoteType(id: 1_764_000_000_009, name: "Test", fields: ["Front", "Back"],
                                   templates: [AnkiCardTemplate(name: "Card", front: "{{Front}}", back: "{{FrontSide}}<hr id=answer>{{Back}}",
                                                                requirement: .any([0]))],
                                   css: ".card {}")
    /// 2027-01-15 08:00 UTC.
    static let now: Int64 = 1_800_000_000
    static let utc = TimeZone(identifier: "UTC")!

    static func history(reviews: Int = 2, lapses: Int = 0) -> AnkiCardHistory {
        AnkiCardHistory(stability: 12.5, difficulty: 4.25, lastReviewAt: now - 86_400, desiredRetention: 0.9, decay: 0.1542,
                        reviews: reviews, lapses: lapses)
    }

    static func note(_ front: String, _ card: AnkiCard = .new, addedAt: Int64 = now) -> AnkiNote {
        AnkiNote(guid: AnkiGUID.stable([front]), type: type, fields: [front, "back of \(front)"], tags: ["kanji-tui", "JLPT::N5"],
                 addedAt: addedAt, cards: [AnkiNoteCard(templateOrder: 0, addedAt: addedAt, card: card)])
    }

    /// Unzips `package` and opens its collection.
    static func collection(_ package: AnkiDeckPackage) throws -> (entries: [String: Data], database: DatabaseQueue) {
        let archive = try Archive(data: try package.data(), accessMode: .read)
        var entries: [String: Data] = [:]
        for entry in archive {
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            entries[entry.path] = bytes
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("AnkiPackageTests-\(UUID().uuidString).anki2")
        try #require(entries["collection.anki2"]).write(to: file)
        return (entries, try DatabaseQueue(path: file.path))
    }

    /// The collection's `crt` and its cards' `due`, in card order.
    static func creationAndDues(_ database: DatabaseQueue) throws -> (Int64?, [Int64]) {
        try database.read { db in
            (try Int64.fetchOne(db, sql: "SELECT crt FROM col"), try Int64.fetchAll(db, sql: "SELECT due FROM cards ORDER BY id"))
        }
    }

    @Test func the_zip_holds_a_schema_11_collection_and_an_empty_media_map() throws {
        let (entries, database) = try Self.collection(AnkiDeckPackage(deck: "Japanese::Kanji", notes: [Self.note("日")],
                                                                      exportedAt: Self.now, timeZone: Self.utc))
        #expect(Set(entries.keys) == ["collection.anki2", "media"])
        #expect(entries["media"] == Data("{}".utf8))
        try database.read { db in
            let col = try #require(try Row.fetchOne(db, sql: "SELECT * FROM col"))
            #expect(col["ver"] as Int == 11 && col["mod"] as Int64 == Self.now * 1000)
            let models = try JSONSerialization.jsonObject(with: Data((col["models"] as String).utf8)) as? [String: [String: Any]]
            let model = try #require(models?[String(Self.type.id)])
            #expect(model["name"] as? String == "Test" && model["css"] as? String == ".card {}")
            #expect((model["flds"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Front", "Back"])
            let template = try #require((model["tmpls"] as? [[String: Any]])?.first)
            #expect(template["qfmt"] as? String == "{{Front}}" && template["name"] as? String == "Card")
            let decks = try JSONSerialization.jsonObject(with: Data((col["decks"] as String).utf8)) as? [String: [String: Any]]
            #expect(Set(decks?.values.compactMap { $0["name"] as? String } ?? []) == ["Default", "Japanese::Kanji"])
            let note = try #require(try Row.fetchOne(db, sql: "SELECT * FROM notes"))
            #expect(note["guid"] as String == AnkiGUID.stable(["日"]) && note["mid"] as Int64 == Self.type.id)
            #expect(note["flds"] as String == "日\u{1F}back of 日" && note["tags"] as String == " kanji-tui JLPT::N5 ")
            #expect(note["mod"] as Int64 == Self.now && note["id"] as Int64 == Self.now * 1000)
        }
    }

    @Test func each_card_has_anki_s_type_queue_due_and_fsrs_memory_state() throws {
        let notes = [
            Self.note("new"),
            Self.note("learning", .learning(dueAt: Self.now + 600, remainingSteps: 1, history: Self.history())),
            Self.note("review", .review(dueAt: Self.now + 3 * 86_400, intervalDays: 4, history: Self.history())),
            Self.note("relearning", .relearning(dueAt: Self.now + 300, remainingSteps: 1, intervalDays: 2,
                                                history: Self.history(reviews: 5, lapses: 1))),
        ]
        let (_, database) = try Self.collection(AnkiDeckPackage(deck: "d", notes: notes, exportedAt: Self.now, timeZone: Self.utc))
        try database.read { db in
            // 08:00 UTC is after the 4:00 rollover: day 0 starts today at 4:00.
            #expect(try Int64.fetchOne(db, sql: "SELECT crt FROM col") == Self.now - 4 * 3600)
            let rows = try Row.fetchAll(db, sql: "SELECT n.sfld, c.* FROM cards c JOIN notes n ON n.id = c.nid ORDER BY c.id")
            #expect(rows.map { [$0["type"], $0["queue"], $0["due"], $0["ivl"], $0["left"], $0["reps"], $0["lapses"]] as [Int64] } == [
                [0, 0, 1, 0, 0, 0, 0], [1, 1, Self.now + 600, 0, 1, 2, 0], [2, 2, 3, 4, 0, 2, 0], [3, 1, Self.now + 300, 2, 1, 5, 1],
            ])
            #expect(rows[0]["data"] as String == "{}")
            let state = try JSONSerialization.jsonObject(with: Data((rows[2]["data"] as String).utf8)) as? [String: Any]
            #expect(state?["s"] as? Double == 12.5 && state?["d"] as? Double == 4.25 && state?["dr"] as? Double == 0.9)
            #expect(state?["decay"] as? Double == 0.1542 && (state?["lrt"] as? NSNumber)?.int64Value == Self.now - 86_400)
            #expect(Set(try Int64.fetchAll(db, sql: "SELECT did FROM cards")).count == 1)
        }
    }

    @Test func an_overdue_review_card_moves_day_0_back_so_no_due_day_is_negative() throws {
        let overdue = Self.note("overdue", .review(dueAt: Self.now - 2 * 86_400, intervalDays: 3, history: Self.history()))
        let future = Self.note("future", .review(dueAt: Self.now + 86_400, intervalDays: 3, history: Self.history()))
        let (_, database) = try Self.collection(AnkiDeckPackage(deck: "d", notes: [overdue, future], exportedAt: Self.now,
                                                                timeZone: Self.utc))
        let (creation, dues) = try Self.creationAndDues(database)
        #expect(creation == Self.now - 4 * 3600 - 2 * 86_400)
        // Today is day 2: the overdue card is due on day 0, the other tomorrow, day 3.
        #expect(dues == [0, 3])
    }

    @Test func days_turn_at_4_00_in_the_learners_time_zone() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        // 2027-01-15 08:00 UTC is 17:00 in Tokyo; its day began at 4:00 JST, 19:00 UTC the day before.
        let (_, database) = try Self.collection(AnkiDeckPackage(
            deck: "d", notes: [Self.note("x", .review(dueAt: Self.now + 12 * 3600, intervalDays: 1, history: Self.history()))],
            exportedAt: Self.now, timeZone: tokyo))
        let (creation, dues) = try Self.creationAndDues(database)
        #expect(creation == Self.now - 13 * 3600)
        // Due at 05:00 JST tomorrow: after tomorrow's rollover, so day 1.
        #expect(dues == [1])
    }

    @Test func notes_added_in_one_millisecond_get_ids_one_apart() throws {
        let (_, database) = try Self.collection(AnkiDeckPackage(deck: "d", notes: [Self.note("a"), Self.note("b"), Self.note("c")],
                                                                exportedAt: Self.now, timeZone: Self.utc))
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM notes ORDER BY id") }
        #expect(ids == [Self.now * 1000, Self.now * 1000 + 1, Self.now * 1000 + 2])
    }

    @Test func the_same_package_gives_the_same_bytes() throws {
        let package = AnkiDeckPackage(deck: "d", notes: [Self.note("a"), Self.note("b", .review(dueAt: Self.now, intervalDays: 1,
                                                                                               history: Self.history()))],
                                      exportedAt: Self.now, timeZone: Self.utc)
        #expect(try package.data() == package.data())
    }

    /// A type of three templates, as kanji-tui's are (recognition, production, reading), the last two shown only when
    /// their flag field is filled in.
    static let threeTemplates = AnkiNoteType(
        id: 1_764_000_000_010, name: "Three", fields: ["Word", "Meaning", "Production card", "Reading card"],
        templates: [AnkiCardTemplate(name: "Word → meaning", front: "{{Word}}", back: "{{Meaning}}", requirement: .any([0])),
                    AnkiCardTemplate(name: "Meaning → word", front: "{{#Production card}}{{Meaning}}{{/Production card}}",
                                     back: "{{Word}}", requirement: .all([2])),
                    AnkiCardTemplate(name: "Word → reading", front: "{{#Reading card}}{{Word}}{{/Reading card}}",
                                     back: "{{Meaning}}", requirement: .all([3]))],
        css: "")

    @Test func a_note_has_a_card_per_template_it_has_each_scheduled_and_set_aside_on_its_own() throws {
        let review = AnkiCard.review(dueAt: Self.now + 2 * 86_400, intervalDays: 5, history: Self.history())
        let first = AnkiNote(guid: "n1", type: Self.threeTemplates, fields: ["日本", "Japan", "y", "y"], tags: ["leech"], addedAt: Self.now,
                             cards: [AnkiNoteCard(templateOrder: 0, addedAt: Self.now, card: review),
                                     AnkiNoteCard(templateOrder: 1, addedAt: Self.now, card: .new, setAside: .suspended),
                                     AnkiNoteCard(templateOrder: 2, addedAt: Self.now + 60, card: review, setAside: .buried)])
        // Added in the same millisecond as the first: its note's and card's ids must not collide with the first's.
        let second = AnkiNote(guid: "n2", type: Self.threeTemplates, fields: ["学校", "school", "", ""], tags: [], addedAt: Self.now,
                              cards: [AnkiNoteCard(templateOrder: 0, addedAt: Self.now, card: .new)])
        let (entries, database) = try Self.collection(AnkiDeckPackage(deck: "d", notes: [first, second], exportedAt: Self.now, timeZone: Self.utc))
        try database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT c.*, n.guid FROM cards c JOIN notes n ON n.id = c.nid ORDER BY n.guid, c.ord")
            #expect(rows.map { [$0["guid"], String($0["ord"] as Int)] as [String] } == [["n1", "0"], ["n1", "1"], ["n1", "2"], ["n2", "0"]])
            #expect(rows.map { [$0["type"], $0["queue"]] as [Int] } == [[2, 2], [0, -1], [2, -3], [0, 0]],
                    "suspended and buried in the queue alone, the type kept")
            #expect(rows.map { $0["due"] as Int64 } == [2, 1, 2, 2], "a new card's position is its note's, shared with its siblings")
            let ids = rows.map { $0["id"] as Int64 }
            #expect(Set(ids).count == 4 && ids[0] == Self.now * 1000 && ids[2] == (Self.now + 60) * 1000)
            let col = try #require(try Row.fetchOne(db, sql: "SELECT models FROM col"))
            let models = try JSONSerialization.jsonObject(with: Data((col["models"] as String).utf8)) as? [String: [String: Any]]
            let model = try #require(models?[String(Self.threeTemplates.id)])
            let templates = try #require(model["tmpls"] as? [[String: Any]])
            #expect(templates.map { $0["name"] as? String } == ["Word → meaning", "Meaning → word", "Word → reading"])
            #expect(templates.map { $0["ord"] as? Int } == [0, 1, 2])
            #expect((model["req"] as? [[Any]])?.map { "\($0[0]) \($0[1]) \($0[2])" } == ["0 any [0]", "1 all [2]", "2 all [3]"])
        }
        // The reader kanji-tui imports with sees the same: each card's template, its queue, the type's template names.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("AnkiPackageTests-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        try #require(entries["collection.anki2"]).write(to: file)
        let contents = try AnkiCollectionReader.read(path: file.path, member: "collection.anki2")
        #expect(contents.noteTypes[Self.threeTemplates.id]?.templates == ["Word → meaning", "Meaning → word", "Word → reading"])
        #expect(contents.cards.map(\.ordinal).sorted() == [0, 0, 1, 2])
        #expect(contents.cards.filter(\.isSuspended).map(\.ordinal) == [1] && contents.cards.filter(\.isBuried).map(\.ordinal) == [2])
        #expect(contents.cards.first { $0.ordinal == 2 }?.memory?.stability == 12.5)
    }

    /// A card's answers: Good on a new card (to the 10-minute step), Good graduating it (3 days), Again in review (a
    /// 10-minute relearning step), all `difficulty` after.
    static func answers(from start: Int64, difficulty: Double?) -> [AnkiReview] {
        [AnkiReview(answeredAt: start, ease: 3, interval: .seconds(600), lastInterval: .days(0), difficulty: difficulty, kind: .learning),
         AnkiReview(answeredAt: start + 600, ease: 3, interval: .days(3), lastInterval: .seconds(600), difficulty: difficulty, kind: .learning),
         AnkiReview(answeredAt: start + 3 * 86_400, ease: 1, interval: .seconds(600), lastInterval: .days(3), difficulty: difficulty,
                    kind: .review)]
    }

    static func answered(_ guid: String, _ reviews: [AnkiReview]) -> AnkiNote {
        let card = AnkiCard.relearning(dueAt: now + 600, remainingSteps: 1, intervalDays: 1, history: history(reviews: 3, lapses: 1))
        return AnkiNote(guid: guid, type: type, fields: [guid, ""], tags: [], addedAt: now - 4 * 86_400,
                        cards: [AnkiNoteCard(templateOrder: 0, addedAt: now - 4 * 86_400, card: card, reviews: reviews)])
    }

    @Test func each_answer_is_a_revlog_row_with_anki_s_numbers_and_an_id_of_its_own_time() throws {
        let start = Self.now - 4 * 86_400
        // Two cards answered in the same seconds, the second's last twice in one second.
        let twice = Self.answers(from: start, difficulty: 1) + [AnkiReview(answeredAt: start + 3 * 86_400, ease: 3, interval: .seconds(600),
                                                                           lastInterval: .seconds(600), difficulty: nil, kind: .relearning)]
        let notes = [Self.answered("a", Self.answers(from: start, difficulty: 5.5)), Self.answered("b", twice), Self.note("new")]
        let (entries, database) = try Self.collection(AnkiDeckPackage(deck: "d", notes: notes, exportedAt: Self.now, timeZone: Self.utc))
        let cards = try database.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT n.guid, c.id FROM cards c JOIN notes n ON n.id = c.nid")
                .map { ($0["guid"] as String, $0["id"] as Int64) })
        }
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM revlog ORDER BY cid, id").map { row in
                [row["id"], row["cid"], row["usn"], row["ease"], row["ivl"], row["lastIvl"], row["factor"], row["time"], row["type"]] as [Int64]
            }
        }
        #expect(rows.count == 7)
        let (a, b) = (try #require(cards["a"]), try #require(cards["b"]))
        // Seconds and milliseconds: the answer's second, the milliseconds the card's own (the same in every export).
        #expect(rows.map { $0[0] / 1000 } == [start, start + 600, start + 3 * 86_400, start, start + 600, start + 3 * 86_400, start + 3 * 86_400])
        #expect(Set(rows.map { $0[0] }).count == 7, "unique ids")
        #expect(rows[6][0] == rows[5][0] + 1, "two answers of one card in one second: one millisecond apart, in order")
        #expect(rows.map { [$0[1], $0[2], $0[3], $0[4], $0[5], $0[7], $0[8]] } == [
            [a, -1, 3, -600, 0, 0, 0], [a, -1, 3, 3, -600, 0, 0], [a, -1, 1, -600, 3, 0, 1],
            [b, -1, 3, -600, 0, 0, 0], [b, -1, 3, 3, -600, 0, 0], [b, -1, 1, -600, 3, 0, 1], [b, -1, 3, -600, -600, 0, 2],
        ], "card, usn -1, button, intervals (seconds negative), no time spent, kind")
        // FSRS's difficulty as Anki keeps it: 1 → 100, 5.5 → 600; none → 0.
        #expect(rows.map { $0[6] } == [600, 600, 600, 100, 100, 100, 0])
        // A later export of the same answers gives them the same ids, so Anki adds none of them again.
        let (_, later) = try Self.collection(AnkiDeckPackage(deck: "d", notes: notes, exportedAt: Self.now + 86_400, timeZone: Self.utc))
        #expect(try later.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM revlog ORDER BY cid, id") } == rows.map { $0[0] })
        // kanji-tui's reader reads them back as answers.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("AnkiPackageTests-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        try #require(entries["collection.anki2"]).write(to: file)
        let revlog = try AnkiCollectionReader.read(path: file.path, member: "collection.anki2").revlog
        #expect(revlog.count == 7 && revlog.allSatisfy(\.isAnswer))
    }

    @Test func the_deck_uses_the_package_s_preset_and_the_default_deck_anki_s_own() throws {
        let preset = AnkiDeckPreset(name: "kanji-tui", parameters: [0.5, 1.5], desiredRetention: 0.85, learningSteps: [60, 600],
                                    relearningSteps: [300], maximumIntervalDays: 365, newPerDay: 7, reviewsPerDay: 150, leechThreshold: 0)
        let (_, database) = try Self.collection(AnkiDeckPackage(deck: "Japanese", notes: [Self.note("日")], exportedAt: Self.now,
                                                                timeZone: Self.utc, preset: preset))
        try database.read { db in
            let col = try #require(try Row.fetchOne(db, sql: "SELECT conf, decks, dconf FROM col"))
            let conf = try JSONSerialization.jsonObject(with: Data((col["conf"] as String).utf8)) as? [String: Any]
            #expect(conf?["schedVer"] as? Int == 2, "else Anki reads a Good in learning as an Easy")
            let decks = try #require(try JSONSerialization.jsonObject(with: Data((col["decks"] as String).utf8)) as? [String: [String: Any]])
            #expect(Dictionary(uniqueKeysWithValues: decks.values.map { ($0["name"] as? String ?? "", ($0["conf"] as? NSNumber)?.int64Value) })
                    == ["Default": 1, "Japanese": AnkiDeckPreset.id])
            let presets = try #require(try JSONSerialization.jsonObject(with: Data((col["dconf"] as String).utf8)) as? [String: [String: Any]])
            #expect(Array(presets.keys) == [String(AnkiDeckPreset.id)])
            let written = try #require(presets[String(AnkiDeckPreset.id)])
            #expect(written["name"] as? String == "kanji-tui" && (written["mod"] as? NSNumber)?.int64Value == Self.now)
            #expect(written["fsrsParams6"] as? [Double] == [0.5, 1.5] && written["desiredRetention"] as? Double == 0.85)
            let new = written["new"] as? [String: Any], review = written["rev"] as? [String: Any], lapse = written["lapse"] as? [String: Any]
            #expect(new?["delays"] as? [Double] == [1, 10] && new?["perDay"] as? Int == 7)
            #expect(review?["maxIvl"] as? Int == 365 && review?["perDay"] as? Int == 150)
            #expect(lapse?["delays"] as? [Double] == [5] && lapse?["leechFails"] as? Int == 0 && lapse?["leechAction"] as? Int == 0)
        }
    }

    @Test func guids_are_fixed_ascii_and_tell_split_parts_apart() {
        #expect(AnkiGUID.stable(["kanji", "橋", ""]) == "ktc4b6b27059e0b1ea")
        #expect(AnkiGUID.stable(["ab", "c"]) != AnkiGUID.stable(["a", "bc"]))
        #expect(AnkiGUID.stable(["x"]).count == 18 && AnkiGUID.stable(["x"]).allSatisfy(\.isASCII))
    }

    @Test func html_escape_keeps_text_as_text() {
        #expect(AnkiHTML.escape(#"<b>"a" & b</b>"#) == "&lt;b&gt;&quot;a&quot; &amp; b&lt;/b&gt;")
    }
}
