import AnkiPackage
import FSRS
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// A glossary from the learner's own dictionary (issue 49) in the Anki link's `{glossary}` and `{glossary-brief}` and
/// in both exports' senses, for the words it has; JMdict's senses for the others, KANJIDIC2's meanings for a kanji.
@Suite struct ChosenGlossaryTests {
    let lookup: StudyItemLookup
    let now = Timestamp(secondsSince1970: 1_764_000_000)

    /// A monolingual dictionary that has 食べる (two definitions, the second of two lines, a blank one left out) and
    /// する under its kanji spelling 為る, not 日本.
    static let glossary = ChosenGlossary(dictionary: "国語") { expression, reading in
        switch (expression, reading) {
        case ("食べる", "たべる"): [["食物を口に入れ、かんで飲み込む。"], ["生活する。", "「<筆で>食べていく」", " "]]
        case ("為る", "する"): [["ある行為を行う。"]]
        default: []
        }
    }

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources), dictionary: try WordDictionary(directory: Checkout.resources),
                                 glossary: Self.glossary)
    }

    private func note(_ item: RecordedItem) throws -> [String: String] {
        let settings = AnkiLinkSettings(isOn: true, noteType: "Mining", fields: [.init(name: "Word", template: "{expression}"),
                                                                                  .init(name: "Meaning", template: "{glossary}"),
                                                                                  .init(name: "Short", template: "{glossary-brief}")],
                                        glossaryDictionary: "国語")
        return try AnkiLinkNoteMaker(lookup: lookup, settings: settings)
            .note(for: .init(item: item, sentence: nil, wordRuby: nil, sentenceRuby: nil, audio: nil)).note.fields
    }

    @Test func the_link_takes_the_chosen_glossary_as_an_html_list_with_its_lines_kept() throws {
        let eat = try note(.word("食べる", reading: "たべる"))
        #expect(eat["Meaning"] == "<ol><li>食物を口に入れ、かんで飲み込む。</li><li>生活する。<br>「&lt;筆で&gt;食べていく」</li></ol>")
        #expect(eat["Short"] == "食物を口に入れ、かんで飲み込む。")
    }

    @Test func a_word_kept_in_kana_finds_the_dictionary_s_kanji_spelling() throws {
        #expect(try note(.word("する", reading: "する"))["Meaning"] == "ある行為を行う。", "one definition: no list around it")
    }

    @Test func a_word_it_lacks_and_a_kanji_keep_the_built_in_meanings() throws {
        let japan = try note(.word("日本", reading: "にほん"))
        #expect(japan["Meaning"]?.contains("Japan") == true && japan["Short"] == "Japan")
        #expect(try note(.kanji("日"))["Short"]?.contains("day") == true)
    }

    @Test func without_a_chosen_dictionary_the_link_keeps_jmdict_s_senses() throws {
        var plain = lookup
        plain.glossary = nil
        #expect(plain.chosenDefinitions(of: .word("食べる", reading: "たべる"), entry: nil).isEmpty)
        #expect(lookup.chosenDefinitions(of: .kanji("日"), entry: nil).isEmpty)
    }

    @Test func the_text_export_gives_the_definitions_on_one_line() throws {
        let row = StudyRow(item: .word("食べる", reading: "たべる"), card: Card.new(id: 1, due: now), addedAt: now)
        let back = try AnkiNotes(lookup: lookup).note(for: row)[1]
        #expect(back.hasSuffix("1. 食物を口に入れ、かんで飲み込む。 2. 生活する。 / 「<筆で>食べていく」"))
        #expect(!back.contains("to eat"))
    }

    @Test func the_package_s_senses_are_the_definitions_a_line_each() throws {
        let rows = [StudyRow(item: .word("食べる", reading: "たべる"), card: Card.new(id: 1, due: now), addedAt: now),
                    StudyRow(item: .word("日本", reading: "にほん"), card: Card.new(id: 2, due: now), addedAt: now)]
        let package = try AnkiStudyPackage(lookup: lookup, settings: StudySettings()).package(deck: "d", rows: rows, log: [], withScheduling: false, now: now)
        #expect(AnkiStudyPackage.wordType.fields[2] == "Senses")
        #expect(package.notes[0].fields[2] == "1. 食物を口に入れ、かんで飲み込む。<br>2. 生活する。<br>   「&lt;筆で&gt;食べていく」")
        #expect(package.notes[1].fields[2].contains("Japan"))
    }

    @Test func one_definition_is_its_lines_alone_in_every_form() {
        let one = [["1. to fix", "2. to cure"]]
        #expect(ChosenGlossary.html(one) == "1. to fix<br>2. to cure")
        #expect(ChosenGlossary.plainLines(one) == "1. to fix\n2. to cure")
        #expect(ChosenGlossary.oneLine(one) == "1. to fix / 2. to cure")
        #expect(ChosenGlossary.oneLine([["a"], ["b", "c"]]) == "1. a 2. b / c")
    }

    @Test func settings_saved_before_the_choice_read_as_jmdict_s() throws {
        var settings = AnkiLinkSettings(isOn: true)
        #expect(try AnkiLinkSettings(json: settings.json()).glossaryDictionary == nil)
        settings.glossaryDictionary = "国語"
        #expect(try AnkiLinkSettings(json: settings.json()).glossaryDictionary == "国語")
        let older = settings.json().replacingOccurrences(of: #","glossaryDictionary":"国語""#, with: "")
        #expect(!older.contains("glossaryDictionary"))
        #expect(try AnkiLinkSettings(json: older).glossaryDictionary == nil)
    }
}
