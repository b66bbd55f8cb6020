import AnkiPackage
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// A note of one kanji from Anki (issue 48): the word in a note type of words (水 is みず in a vocabulary deck), the kanji
/// in a kanji deck; what tells a type's subject (`AnkiNoteTypeSubject`), how the word is chosen (the note's reading, else
/// the commonest word standing alone), what the report lists, and `known import`, which does not guess.
@Suite struct AnkiLoneKanjiTests {
    let lookup: StudyItemLookup
    let days = AnkiDayNumbers(creation: 1_767_240_000, creationOffsetMinutesWest: 0, rolloverHour: 4)

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources))
    }

    static func subject(_ fields: [String], name: String = "Deck", templates: [String] = ["Card 1"], forms: [String] = [])
        -> AnkiNoteTypeSubject {
        let type = AnkiStoredNoteType(id: 1, name: name, fields: fields, templates: templates)
        let choice = AnkiFieldChoice.choose(for: type, wordFields: [], readingFields: [])
        return AnkiNoteTypeSubject.of(type, wordField: choice?.word ?? 0, forms: forms)
    }

    static func note(_ id: Int64, _ type: Int64, _ fields: [String]) -> AnkiStoredNote {
        AnkiStoredNote(id: id, guid: "g\(id)", typeID: type, fields: fields, tags: [])
    }

    // MARK: - What a note type is about

    @Test func the_fields_of_shared_decks_say_words_or_kanji() {
        #expect(Self.subject(["Vocabulary-Kanji", "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English"], name: "Core 2000")
                == .vocabulary(.field("Vocabulary-Kanji")), "Core 2k/6k")
        #expect(Self.subject(["Word", "Word Reading", "Word Meaning", "Sentence"], name: "Kaishi 1.5k") == .vocabulary(.field("Word")))
        #expect(Self.subject(["Expression", "Reading", "Meaning"], name: "JLPT N5") == .vocabulary(.field("Expression")))
        #expect(Self.subject(["Front", "Back", "語彙"]) == .vocabulary(.field("語彙")))
        #expect(Self.subject(["Kanji", "Onyomi", "Kunyomi", "Words"]) == .kanji(.field("Kanji")))
        #expect(Self.subject(["Character", "Meaning"]) == .kanji(.field("Character")), "Yomitan's kanji card")
        #expect(Self.subject(["Front", "Back", "On'yomi", "Example words"]) == .kanji(.field("On'yomi")),
                "a kanji field says kanji before a field of example words says words")
        #expect(Self.subject(["Front", "Back", "Stroke Count"]) == .kanji(.field("Stroke Count")))
    }

    @Test func templates_and_the_types_name_say_it_when_the_fields_do_not() {
        #expect(Self.subject(["Front", "Back"], templates: ["単語 → 意味"]) == .vocabulary(.template("単語 → 意味")))
        #expect(Self.subject(["Front", "Back"], templates: ["Vocab recognition"]) == .vocabulary(.template("Vocab recognition")))
        #expect(Self.subject(["Front", "Back"], name: "Kanji vocabulary") == .vocabulary(.typeName))
        #expect(Self.subject(["Front", "Back"], name: "RTK Kanji") == .kanji(.typeName))
        #expect(Self.subject(["Kanji", "Keyword"], name: "Heisig") == .kanji(.field("Kanji")))
        #expect(Self.subject(["Front", "Keyword"], name: "Heisig") == .unknown, "Keyword is not a word")
    }

    @Test func otherwise_a_type_whose_notes_are_mostly_words_is_of_words() {
        #expect(Self.subject(["Front", "Back"], name: "Basic", forms: ["日本", "学校", "先生", "犬", "Hello world", "xyzzy"])
                == .vocabulary(.notes(words: 3, of: 4)), "text not in Japanese is not counted")
        #expect(Self.subject(["Front", "Back"], name: "Basic", forms: ["日本", "学校", "犬"]) == .unknown, "two in three: a deck of both")
        #expect(Self.subject(["Front", "Back"], name: "Basic", forms: ["山", "川", "日本語"]) == .unknown)
        #expect(Self.subject(["Front", "Back"], name: "Basic") == .unknown)
        #expect(Self.subject(["Kanji", "Kana", "English"], name: "Core", forms: ["日本", "学校", "先生", "水"])
                == .vocabulary(.notes(words: 3, of: 4)), "the notes outweigh a field named Kanji")
        #expect(Self.subject(["Kanji", "Kana", "English"], name: "Core", forms: ["日本", "水"]) == .kanji(.field("Kanji")))
        #expect(Self.subject(["Front", "Back"], name: "RTK Kanji", forms: ["水", "山", "川"]) == .kanji(.typeName))
    }

    // MARK: - The word chosen

    @Test func a_vocabulary_decks_one_kanji_notes_are_words_and_a_kanji_decks_kanji() throws {
        let basic = AnkiStoredNoteType(id: 1, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"])
        let kanji = AnkiStoredNoteType(id: 2, name: "Kanji", fields: ["Kanji", "Meaning"], templates: ["Kanji"])
        let japanese = AnkiStoredNoteType(id: 3, name: "Japanese", fields: ["Expression", "Reading", "Meaning"], templates: ["Recognition"])
        let notes = ["犬", "水", "川", "猫", "日本", "学校", "先生", "電車", "時間", "友達", "天気", "料理", "映画", "音楽", "写真", "会社"].enumerated().map { Self.note(Int64(10 + $0.offset), 1, [$0.element, ""]) }
            + [Self.note(30, 2, ["水", "water"]), Self.note(31, 2, ["川", "river"]),
               Self.note(40, 3, ["金", "きん", "gold"]), Self.note(41, 3, ["人", "", "person"]), Self.note(42, 3, ["<b>日</b>", "", "day"]),
               Self.note(43, 3, ["生[なま]", "", "raw"]), Self.note(44, 3, ["水", "かわ", "water"])]
        let matches = try AnkiNoteMatcher(lookup: lookup).match(notes, types: [1: basic, 2: kanji, 3: japanese], options: AnkiImportOptions())
        #expect((10...13).map { matches.items[$0] } == [.word("犬", reading: "いぬ"), .word("水", reading: "みず"),
                                                       .word("川", reading: "かわ"), .word("猫", reading: "ねこ")])
        #expect(matches.items[30] == .kanji("水") && matches.items[31] == .kanji("川"))
        #expect(matches.items[40] == .word("金", reading: "きん"), "the note's reading chooses the word")
        #expect(matches.items[41] == .word("人", reading: "ひと"), "the word standing alone, not the suffix じん ranked before it")
        #expect(matches.items[42] == .word("日", reading: "ひ") && matches.items[43] == .word("生", reading: "なま"))
        #expect(matches.items[44] == .word("水", reading: "みず"), "かわ is none of its words' readings: the commonest word, listed")
        #expect(matches.passedOverReadings.map { [$0.text, $0.reading] } == [["水", "かわ"]])
        #expect(matches.noteTypes[1]?.subject == .vocabulary(.notes(words: 12, of: 16)) && matches.noteTypes[2]?.subject == .kanji(.field("Kanji")))
        #expect(matches.loneKanjiWords.map(\.noteID) == [10, 11, 12, 13, 40, 41, 42, 43, 44])
        #expect(matches.loneKanjiWords.map(\.commonest) == [true, true, true, true, false, true, true, false, true])
        let lines = AnkiImportReport.noteTypeLines(matches)
        #expect(lines.contains("  Basic: 16 notes, the word from Front (guessed; --field to choose), no reading field (furigana in the field give one); 16 matched"))
        #expect(lines.contains("    a kanji alone is a word: 12 of its 16 notes in Japanese are words"))
        #expect(lines.contains("    a kanji alone is a word: its field Expression says so"))
        #expect(lines.contains("  Kanji: 2 notes, the kanji from Kanji (guessed; --field to choose), no reading field (furigana in the field give one); 2 matched"))
        #expect(lines.count { $0.hasPrefix("    a kanji alone") } == 2, "a kanji type has no such line")
        let listed = AnkiImportReport.loneKanjiWordLines(matches, limit: 3)
        #expect(listed == ["9 notes of one kanji taken as words (a note type of words):", "  犬 → word いぬ, the commonest so written",
                           "  水 → word みず, the commonest so written", "  川 → word かわ, the commonest so written",
                           "  … and 6 more (--dry-run lists them all)"])
        #expect(AnkiImportReport.loneKanjiWordLines(matches, limit: nil).contains("  金 → word きん, as its reading says"))
    }

    @Test func a_type_that_says_neither_keeps_the_kanji_unless_a_reading_names_a_word() throws {
        let basic = AnkiStoredNoteType(id: 1, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"])
        let matches = try AnkiNoteMatcher(lookup: lookup).match([Self.note(10, 1, ["水", ""]), Self.note(11, 1, ["橋[はし]", ""])],
                                                                types: [1: basic], options: AnkiImportOptions())
        #expect(matches.items[10] == .kanji("水") && matches.items[11] == .word("橋", reading: "はし"))
        #expect(matches.noteTypes[1]?.subject == .unknown && matches.loneKanjiWords.isEmpty)
        #expect(AnkiImportReport.loneKanjiWordLines(matches, limit: nil).isEmpty)
    }

    @Test func the_words_a_kanji_writes_alone_put_the_standing_word_first() throws {
        #expect(try lookup.loneKanjiWords("人").map(\.reading).prefix(1) == ["ひと"])
        #expect(try lookup.loneKanjiWords("水").first?.reading == "みず")
        #expect(try lookup.loneKanjiWords("蛙").first?.reading == "かえる")
        #expect(try lookup.loneKanjiWords("𠀋").isEmpty)
    }

    // MARK: - Known import

    @Test func known_import_takes_the_word_and_does_not_guess_between_several() throws {
        let vocabulary = AnkiStoredNoteType(id: 1, name: "Vocab", fields: ["Word", "Reading"], templates: ["Card 1"])
        let kanji = AnkiStoredNoteType(id: 2, name: "Kanji", fields: ["Kanji", "Meaning"], templates: ["Card 1"])
        let notes = [Self.note(10, 1, ["水", ""]), Self.note(11, 1, ["日", ""]), Self.note(12, 1, ["日", "にち"]), Self.note(13, 2, ["山", "mountain"])]
        let cards = notes.map { AnkiStoredCard(id: $0.id * 10, noteID: $0.id, deckID: 1, ordinal: 0, type: 2, queue: 2, due: 1, interval: 30,
                                               factor: 2500, reviews: 5, lapses: 0, stepsLeft: 0, memory: nil) }
        let contents = AnkiCollectionContents(schemaVersion: 18, days: days, noteTypes: [1: vocabulary, 2: kanji], decks: [1: "Default"],
                                              notes: notes, cards: cards, revlog: [])
        let known = try AnkiKnownWords(contents, options: AnkiKnownWords.Options(), matcher: AnkiNoteMatcher(lookup: lookup))
        #expect(known.words == [MarkedWordKey(word: "水", reading: "みず"), MarkedWordKey(word: "日", reading: "にち")])
        #expect(known.notPlaced.map(\.reason) == ["a kanji naming several words (ひ, にち) with no reading", "a kanji, not a word"])
    }
}
