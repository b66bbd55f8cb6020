import AnkiPackage
import Foundation
import Testing
import ZIPFoundation

/// Anki packages read back (`AnkiPackageCollection`, `AnkiCollectionReader`): kanji-tui's own package, the same
/// collection as Anki's newer format (zstd, with `meta`), and every way a file can fail to be one, each refused with
/// its reason. Packages written by Anki itself are tools/tests/test_anki_import_in.py's.
@Suite final class AnkiPackageReadingTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AnkiPackageReadingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    static let wordType = AnkiNoteType(id: 1_700_000_000_002, name: "Words", fields: ["Word", "Reading"],
                                       templates: [AnkiCardTemplate(name: "Card 1", front: "{{Word}}", back: "{{Reading}}", requirement: .any([0]))],
                                       css: "")

    /// A package of three notes: a new card, a review card due in five days, a learning card.
    static func package(exportedAt now: Int64) -> AnkiDeckPackage {
        let history = AnkiCardHistory(stability: 12.5, difficulty: 4.25, lastReviewAt: now - 7 * 86_400, desiredRetention: 0.9,
                                      decay: 0.1542, reviews: 4, lapses: 1)
        func note(_ guid: String, _ fields: [String], tags: [String] = [], addedAt: Int64, _ card: AnkiCard) -> AnkiNote {
            AnkiNote(guid: guid, type: wordType, fields: fields, tags: tags, addedAt: addedAt,
                     cards: [AnkiNoteCard(templateOrder: 0, addedAt: addedAt, card: card)])
        }
        let notes = [
            note("a1", ["日本", "にほん"], tags: ["x"], addedAt: now - 100 * 86_400, .new),
            note("a2", ["食べる", "たべる"], addedAt: now - 90 * 86_400, .review(dueAt: now + 5 * 86_400, intervalDays: 12, history: history)),
            note("a3", ["<b>犬</b>", ""], addedAt: now - 80 * 86_400, .learning(dueAt: now + 600, remainingSteps: 1, history: history)),
        ]
        return AnkiDeckPackage(deck: "Japanese::Words", notes: notes, exportedAt: now, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    }

    func write(_ entries: [(String, Data, CompressionMethod)], to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, bytes, method) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: method) { position, size in
                bytes.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url.path
    }

    /// The collection inside a package kanji-tui wrote.
    func collectionBytes(_ package: AnkiDeckPackage) throws -> Data {
        let archive = try Archive(data: try package.data(), accessMode: .read)
        var bytes = Data()
        _ = try archive.extract(try #require(archive["collection.anki2"])) { bytes.append($0) }
        return bytes
    }

    func read(_ path: String, limit: Int64 = AnkiPackageCollection.defaultLimit) throws -> (AnkiPackageCollection, AnkiCollectionContents) {
        let collection = try AnkiPackageCollection(unpacking: path, limit: limit)
        return (collection, try AnkiCollectionReader.read(path: collection.path, member: collection.member))
    }

    func refusal(_ path: String, limit: Int64 = AnkiPackageCollection.defaultLimit) -> AnkiReadError? {
        do {
            _ = try read(path, limit: limit)
            return nil
        } catch let error as AnkiReadError {
            return error
        } catch {
            Issue.record("not an AnkiReadError: \(error)")
            return nil
        }
    }

    @Test func kanji_tuis_own_package_reads_back_as_it_was_written() throws {
        let now: Int64 = 1_800_000_000
        let path = folder.appendingPathComponent("own.apkg").path
        try Self.package(exportedAt: now).data().write(to: URL(fileURLWithPath: path))
        let (collection, contents) = try read(path)
        #expect(collection.member == "collection.anki2" && collection.format == 1)
        #expect(contents.schemaVersion == 11)
        #expect(contents.noteTypes[Self.wordType.id] == AnkiStoredNoteType(id: Self.wordType.id, name: "Words", fields: ["Word", "Reading"], templates: ["Card 1"]))
        #expect(contents.decks.values.sorted() == ["Default", "Japanese::Words"])
        #expect(contents.notes.map(\.guid) == ["a1", "a2", "a3"])
        #expect(contents.notes[2].fields == ["<b>犬</b>", ""] && contents.notes[0].tags == ["x"])
        let cards = contents.cards
        #expect(cards.map(\.type) == [0, 2, 1] && cards.map(\.queue) == [0, 2, 1])
        #expect(cards[1].interval == 12 && cards[1].memory?.stability == 12.5 && cards[1].memory?.difficulty == 4.25)
        #expect(cards[1].memory?.lastReviewAt == now - 7 * 86_400 && cards[0].memory == nil)
        // The review card's day, counted from the collection's creation, is the day five days on in Tokyo.
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        #expect(contents.days.creationOffsetMinutesWest == nil)
        let due = now + 5 * 86_400
        #expect(contents.days.start(ofDay: cards[1].due, in: tokyo) <= due && due < contents.days.start(ofDay: cards[1].due + 1, in: tokyo))
        #expect(contents.days.day(of: now + 5 * 86_400, in: tokyo) == cards[1].due)
        #expect(cards[2].due == now + 600 && cards[2].stepsLeft == 1)
        #expect(contents.revlog.isEmpty)
    }

    @Test func the_newer_format_zstd_with_meta_reads_the_same() throws {
        let now: Int64 = 1_800_000_000
        let legacy = folder.appendingPathComponent("legacy.apkg").path
        try Self.package(exportedAt: now).data().write(to: URL(fileURLWithPath: legacy))
        let bytes = try collectionBytes(Self.package(exportedAt: now))
        // As Anki 2.1.50+ writes it: meta (format 3), the zstd collection stored, and a collection.anki2 for old
        // Ankis that only says to update (here, something that is no collection at all: it must not be read).
        let newer = try write([("meta", Data([0x08, 0x03]), .none), ("collection.anki21b", try AnkiZstd.compress(bytes), .none),
                               ("collection.anki2", Data("update Anki".utf8), .deflate), ("media", Data([0x28, 0xB5]), .none)],
                              to: "newer.apkg")
        let (collection, contents) = try read(newer)
        #expect(collection.member == "collection.anki21b" && collection.format == 3)
        let (_, expected) = try read(legacy)
        #expect(contents.notes == expected.notes && contents.cards == expected.cards && contents.noteTypes == expected.noteTypes)
        // Format 2: collection.anki21 beside the dummy.
        let second = try write([("meta", Data([0x08, 0x02]), .none), ("collection.anki21", bytes, .deflate),
                                ("collection.anki2", Data("update Anki".utf8), .deflate)], to: "second.apkg")
        let (collection2, contents2) = try read(second)
        #expect(collection2.member == "collection.anki21" && collection2.format == 2 && contents2.notes == expected.notes)
    }

    @Test func the_temporary_copy_goes_when_the_collection_does() throws {
        let path = folder.appendingPathComponent("own.apkg").path
        try Self.package(exportedAt: 1_800_000_000).data().write(to: URL(fileURLWithPath: path))
        var collection: AnkiPackageCollection? = try AnkiPackageCollection(unpacking: path)
        let copy = try #require(collection?.path)
        #expect(FileManager.default.fileExists(atPath: copy))
        collection = nil
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(!FileManager.default.fileExists(atPath: (copy as NSString).deletingLastPathComponent))
    }

    @Test func what_is_no_package_is_refused_with_its_reason() throws {
        let text = folder.appendingPathComponent("text.apkg")
        try Data("日本\n".utf8).write(to: text)
        #expect(refusal(text.path) == .notAZip)
        #expect(refusal(folder.appendingPathComponent("missing.apkg").path) == .cannotRead("no such file or directory"))
        #expect(refusal(folder.path) == .cannotRead("not a regular file (a directory, FIFO or device); give the .apkg or .colpkg file"))
        let zip = try write([("notes.txt", Data("hi".utf8), .deflate)], to: "notes.apkg")
        #expect(refusal(zip) == .noCollection(["notes.txt"]))
        let future = try write([("meta", Data([0x08, 0x04]), .none), ("collection.anki21b", Data(), .none)], to: "future.apkg")
        #expect(refusal(future) == .newerFormat(4))
        let garbage = try write([("collection.anki21b", Data(repeating: 7, count: 100), .none)], to: "garbage.apkg")
        #expect(refusal(garbage)?.description.hasPrefix("collection.anki21b is damaged (not zstd data: ") == true)
        var state: UInt64 = 34
        let noise = Data((0..<100_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 56)
        })
        let compressed = try AnkiZstd.compress(noise)
        let cut = try write([("collection.anki21b", compressed.prefix(compressed.count / 2), .none)], to: "cut.apkg")
        #expect(refusal(cut) == .damaged("collection.anki21b", "its zstd data is cut short"))
        let notSQLite = try write([("collection.anki2", Data(repeating: 65, count: 4096), .deflate)], to: "notsqlite.apkg")
        #expect(refusal(notSQLite) == .notACollection("collection.anki2", "not an SQLite database"))
    }

    @Test func a_collection_past_the_limit_is_refused_as_it_inflates() throws {
        let bytes = try collectionBytes(Self.package(exportedAt: 1_800_000_000))
        let path = try write([("collection.anki2", bytes, .deflate)], to: "small.apkg")
        #expect(refusal(path, limit: Int64(bytes.count) - 1) == .tooLarge(member: "collection.anki2", limit: Int64(bytes.count) - 1))
        #expect(refusal(path, limit: Int64(bytes.count)) == nil)
        let zstd = try write([("collection.anki21b", try AnkiZstd.compress(bytes), .none)], to: "small-zstd.apkg")
        #expect(refusal(zstd, limit: 4096) == .tooLarge(member: "collection.anki21b", limit: 4096))
        #expect(AnkiReadError.tooLarge(member: "collection.anki21", limit: 1 << 30).description
            == "collection.anki21 inflates past 1 GiB, the most kanji-tui unpacks (a zip bomb, or a collection too large to import)")
    }

    @Test func a_member_whose_checksum_does_not_match_is_damaged() throws {
        let bytes = try collectionBytes(Self.package(exportedAt: 1_800_000_000))
        let path = try write([("collection.anki2", bytes, .none)], to: "stored.apkg")
        var file = try Data(contentsOf: URL(fileURLWithPath: path))
        let at = try #require(file.range(of: Data("SQLite format 3".utf8)))
        file[at.lowerBound + 200] ^= 0xFF
        try file.write(to: URL(fileURLWithPath: path))
        #expect(refusal(path) == .damaged("collection.anki2", "its checksum does not match"))
    }

    @Test func a_schema_outside_11_to_18_is_refused_by_its_number() throws {
        #expect(AnkiReadError.unknownSchema(19).description
            == "an Anki collection of schema 19; kanji-tui reads schemas 11 to 18 (Anki 2.1 and later)")
        #expect(AnkiReadError.readableSchemas == 11...18)
    }

    @Test func the_days_of_a_collection_with_its_time_zone_are_calendar_days_from_its_creation() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        // Created 2027-01-15 10:00 in Tokyo (01:00 UTC), creationOffset -540 (minutes west), rollover 4:00.
        let days = AnkiDayNumbers(creation: 1_800_000_000 - 1_800_000_000 % 86_400 + 3_600, creationOffsetMinutesWest: -540, rolloverHour: 4)
        let day3 = days.start(ofDay: 3, in: tokyo)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        let components = calendar.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: TimeInterval(day3)))
        #expect(components.hour == 4 && components.minute == 0, "a day starts at the rollover, local time")
        #expect(days.day(of: day3, in: tokyo) == 3 && days.day(of: day3 - 1, in: tokyo) == 2)
        #expect(days.start(ofDay: 4, in: tokyo) - day3 == 86_400)
        // Without a creation offset: whole days from crt itself.
        let old = AnkiDayNumbers(creation: 1_000_000, creationOffsetMinutesWest: nil, rolloverHour: 4)
        #expect(old.start(ofDay: 2, in: tokyo) == 1_000_000 + 2 * 86_400 && old.day(of: 1_000_000 - 1, in: tokyo) == -1)
        #expect(AnkiDayNumbers(creation: 0, creationOffsetMinutesWest: 0, rolloverHour: 99).rolloverHour == 4)
    }
}
