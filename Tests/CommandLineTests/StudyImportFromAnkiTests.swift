import TestResources
import Foundation
import Testing
import UserData

/// `kanji-tui study import` of what Anki reads and writes (issue 34 §2): kanji-tui's own Anki text export comes back
/// as the items its rows name (not every kanji of every field), a package of kanji-tui's own with its schedules, and
/// any import that would add more than 20 cards asks first or needs --yes. Packages written by Anki itself are
/// tools/tests/test_anki_import_in.py's.
@Suite final class StudyImportFromAnkiTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyImportFromAnkiTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static let environment = ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources]

    /// `kanji-tui study …` on `database` (this test's by default), in a session of its own: no controlling terminal,
    /// as in CI, whatever terminal the tests were started from (util-linux `setsid --wait` gives its exit status).
    func study(_ arguments: [String], database: String? = nil) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/setsid"),
                                ["--wait", KanjiTUIProcess.executable.path, "study"] + arguments + ["--user-data", database ?? path],
                                environment: Self.environment)
    }

    func kept(_ database: String? = nil) throws -> [RecordedItem] {
        try UserDatabase.open(at: database ?? path).studyRows().sorted { $0.card.id < $1.card.id }.map(\.item)
    }

    static let items: [RecordedItem] = [.kanji("日"), .kanji("本"), .word("日本", reading: "にほん"), .word("生物", reading: "なまもの"),
                                        .word("生物", reading: "せいぶつ"), .word("食べる", reading: "たべる"), .word("橋", reading: "はし"),
                                        .kanji("橋")]

    /// A study list of `items` in another database, exported with `format` to a file.
    func export(_ format: String, to name: String) throws -> String {
        let source = directory.appendingPathComponent("source.sqlite").path
        let added = try study(["add", "日", "本", "日本", "生物[なまもの]", "生物[せいぶつ]", "食べる", "橋[はし]", "橋", "--kanji"], database: source)
        #expect(added.status == 0, "\(added.standardError)")
        let file = directory.appendingPathComponent(name).path
        let exported = try study(["export", format, "-o", file] + (format == "--apkg" ? ["--with-scheduling"] : []), database: source)
        #expect(exported.status == 0, "\(exported.standardError)")
        return file
    }

    // MARK: - kanji-tui's own text export

    @Test func the_text_export_comes_back_as_the_items_its_rows_name() throws {
        let file = try export("--anki", to: "deck.txt")
        let outcome = try study(["import", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try kept() == Self.items, "the rows' items, not every kanji of every field")
        #expect(outcome.standardOutput.hasPrefix("\(file): Anki's text import format (note type Basic, 8 notes):\n"
            + "  Basic: 8 notes, 8 kanji-tui's own (known by guid); 8 matched\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasSuffix("imported 8 from \(file): 日 本 日本 (にほん) 生物 (なまもの) 生物 (せいぶつ) "
            + "食べる (たべる) 橋 (はし) 橋 (0 already kept)\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        let again = try study(["import", file])
        #expect(again.standardOutput.hasSuffix("imported 0 from \(file) (8 already kept)\n"))
    }

    @Test func with_words_the_headers_are_not_words_either() throws {
        let file = try export("--anki", to: "deck.txt")
        let outcome = try study(["import", "--words", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try kept() == Self.items)
        #expect(!outcome.standardError.contains("#separator"), "\(outcome.standardError)")
    }

    @Test func another_anki_text_file_is_read_by_its_field() throws {
        let file = directory.appendingPathComponent("vocab.csv")
        try Data("""
            #separator:comma
            #html:true
            #columns:Expression,Reading,Meaning
            #notetype:Japanese
            "<b>食[た]べる</b>",,"to eat"
            飲む,のむ,"to drink, to swallow"
            カメラ,カメラ,camera
            xyzzy,,nothing

            """.utf8).write(to: file)
        let outcome = try study(["import", file.path, "--dry-run"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("  Japanese: 4 notes, the word from Expression (guessed; --field to choose), "
            + "its reading from Reading (guessed; --reading-field to choose); 3 matched"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasSuffix("would import 3 from \(file.path): 食べる (たべる) 飲む (のむ) カメラ (カメラ) "
            + "(0 already kept); nothing written (--dry-run)\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardError == """
            kanji-tui: 1 note names no kanji or word of the data (not imported):
              Japanese · Expression: xyzzy

            """)
        #expect(!FileManager.default.fileExists(atPath: path), "a dry run makes no database")
        let named = try study(["import", file.path, "--field", "Meaning"])
        #expect(named.status == 1, "no meaning is a word of the data")
        let missing = try study(["import", file.path, "--field", "Kanji"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "kanji-tui: \(file.path): note type \"Japanese\" has no field named \"Kanji\" "
            + "(its fields: Expression, Reading, Meaning); name its field with --field (repeat --field for several note types); "
            + "nothing imported\n")
    }

    @Test func a_field_of_a_megabyte_is_cut_in_messages_naming_the_field_and_its_length() throws {
        // Issue 44: a 1 MB field was printed whole, 2.5 MB of stderr for one --dry-run.
        let file = directory.appendingPathComponent("long.txt")
        let long = String(repeating: "x", count: 1_000_000)
        try Data("#separator:tab\n#columns:Front\n\(long)\n日本\n".utf8).write(to: file)
        let outcome = try study(["import", file.path, "--dry-run"])
        #expect(outcome.status == 0, "\(outcome.standardError.prefix(500))")
        #expect(outcome.standardError == """
            kanji-tui: 1 note names no kanji or word of the data (not imported):
              Basic · Front: \(long.prefix(60))… (Front: 1,000,000 characters, cut)

            """, "\(outcome.standardError.count) characters: \(outcome.standardError.prefix(500))")
        #expect(outcome.standardOutput.utf8.count < 1000, "\(outcome.standardOutput.prefix(500))")
    }

    // MARK: - kanji-tui's own package

    @Test func its_own_package_comes_back_with_its_cards() throws {
        let file = try export("--apkg", to: "deck.apkg")
        let outcome = try study(["import", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Set(try kept()) == Set(Self.items))
        #expect(outcome.standardOutput.contains("  kanji-tui Word: 5 notes, 5 kanji-tui's own (known by guid); 5 matched\n"))
        #expect(outcome.standardOutput.hasSuffix("imported 8 cards and 0 reviews from \(file)\n"), "\(outcome.standardOutput)")
        let again = try study(["import", file])
        #expect(again.standardOutput.hasSuffix("imported 0 cards and 0 reviews from \(file) (8 already kept: 8 unchanged)\n"))
    }

    @Test func a_package_of_several_card_kinds_comes_back_with_every_card_of_every_kind() throws {
        let source = directory.appendingPathComponent("kinds.sqlite").path
        #expect(try study(["config", "--card-kinds", "recognition,production,reading"], database: source).status == 0)
        #expect(try study(["add", "日", "橋[はし]", "カメラ", "--kanji"], database: source).status == 0)
        let file = directory.appendingPathComponent("kinds.apkg").path
        #expect(try study(["export", "--apkg", "-o", file, "--with-scheduling"], database: source).status == 0)
        let outcome = try study(["import", file, "--dry-run"])
        #expect(outcome.standardOutput.contains("    cards: Word → reading and meaning → recognition, "
            + "Meaning and reading → word (production) → production, Word → reading → reading\n"), "\(outcome.standardOutput)")
        #expect(try study(["import", file]).status == 0)
        func cards(_ database: String) throws -> [String] {
            try UserDatabase.open(at: database).studyRows().map { "\($0.item.key) \($0.cardKind.rawValue)" }.sorted()
        }
        let imported = try cards(path), exported = try cards(source)
        #expect(imported == exported && imported.count == 8, "カメラ has no reading card: \(imported), \(exported)")
        let text = try study(["export", "--anki"], database: source)
        #expect(text.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 3, "one note per item")
    }

    @Test func a_text_given_as_a_package_is_refused_and_nothing_is_made() throws {
        let file = directory.appendingPathComponent("notes.apkg")
        try Data("日本\n".utf8).write(to: file)
        let outcome = try study(["import", file.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(file.path): not an Anki package: not a zip file (an .apkg or .colpkg, "
            + "as Anki exports them, is one); nothing imported\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anki_options_are_for_anki_files() throws {
        let both = try study(["import", "--jlpt", "N5", "--field", "Expression"])
        #expect(both.status == 64 && both.standardError.contains("--field, --reading-field and --deck are for an Anki package"))
        let words = try study(["import", "--words", "list.txt", "--deck", "Japanese"])
        #expect(words.status == 64 && words.standardError.contains("--words reads one word per line"))
        let text = directory.appendingPathComponent("plain.txt")
        try Data("日本語\n".utf8).write(to: text)
        let plain = try study(["import", text.path, "--field", "Front"])
        #expect(plain.status == 2 && plain.standardError.contains("and this is neither"), "\(plain.standardError)")
    }

    // MARK: - more than a handful

    @Test func more_than_twenty_new_cards_without_a_terminal_need_yes() throws {
        let refused = try study(["import", "--jlpt", "N5"])
        #expect(refused.status == 2)
        #expect(refused.standardError.hasPrefix("kanji-tui: this import would add "))
        #expect(refused.standardError.hasSuffix(" new cards to the study list (more than 20), and there is no terminal to ask on; "
            + "pass --yes to import them (nothing imported)\n"))
        #expect(!FileManager.default.fileExists(atPath: path), "nothing written, not even a database made")
        let dryRun = try study(["import", "--jlpt", "N5", "--dry-run"])
        #expect(dryRun.status == 0 && dryRun.standardOutput.hasPrefix("would import "), "a dry run asks nothing")
        let agreed = try study(["import", "--jlpt", "N5", "--yes"])
        #expect(agreed.status == 0, "\(agreed.standardError)")
        #expect(try kept().count > 20)
    }

    @Test func twenty_or_fewer_need_no_question() throws {
        let file = directory.appendingPathComponent("twenty.txt")
        try Data("一二三四五六七八九十百千万円年月日火水木\n".utf8).write(to: file)
        let outcome = try study(["import", file.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try kept().count == 20)
    }
}
