import AnkiConnect
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// The note a keep sends to the running Anki (issue 48): each field its template with the markers filled from the data,
/// the text around them kept; the fields a note type's names ask for; furigana both ways Anki fields hold it.
@Suite struct AnkiLinkNoteTests {
    let lookup: StudyItemLookup

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources),
                                 pitch: try PitchDictionary(directory: Checkout.resources))
    }

    static let eat = RecordedItem.word("食べる", reading: "たべる")
    static let sentence = StudySentence(text: "昨日寿司を食べた。", markStart: 5, markLength: 3, source: "日記")

    private func settings(_ fields: [(String, String)]) -> AnkiLinkSettings {
        AnkiLinkSettings(isOn: true, deck: "Mining", noteType: "Mining Note", fields: fields.map { AnkiLinkSettings.Field(name: $0.0, template: $0.1) },
                         tags: ["mined"])
    }

    @Test func every_marker_is_filled_and_the_text_around_it_kept() throws {
        let maker = AnkiLinkNoteMaker(lookup: lookup, settings: settings([
            ("Word", "{expression}"), ("Kana", "{reading}"), ("Ruby", "{furigana}"), ("Plain", "{furigana-plain}"),
            ("Meaning", "{glossary}"), ("Short", "<i>{glossary-brief}</i>"), ("Sentence", "{sentence}"), ("From", "— {source}"),
            ("Pitch", "{pitch-accents}"), ("Sound", "{audio}"), ("Rank", "#{frequency}"), ("Level", "{jlpt}"), ("Tags", "{tags}"), ("Empty", ""),
        ]))
        let audio = AnkiLinkNote.Audio(filename: "kanji-tui-abc.wav", text: "食べる")
        let ruby = RubyText([.init("食", reading: "た"), .init("べる")])
        let note = try maker.note(for: .init(item: Self.eat, sentence: Self.sentence, wordRuby: ruby, sentenceRuby: nil, audio: audio))
        let fields = note.note.fields
        #expect(fields["Word"] == "食べる" && fields["Kana"] == "たべる")
        #expect(fields["Ruby"] == "<ruby>食<rt>た</rt></ruby>べる" && fields["Plain"] == "食[た]べる")
        #expect(fields["Meaning"]?.hasPrefix("<ol><li><i>(") == true && fields["Meaning"]?.contains("to eat</li>") == true)
        #expect(fields["Short"] == "<i>to eat</i>")
        #expect(fields["Sentence"] == "昨日寿司を<b>食べた</b>。" && fields["From"] == "— 日記")
        #expect(fields["Pitch"]?.contains("data-downstep=\"2\"") == true)
        #expect(fields["Sound"] == "[sound:kanji-tui-abc.wav]" && note.audio == audio)
        #expect(fields["Rank"]?.dropFirst().allSatisfy(\.isNumber) == true && fields["Level"] == "N5")
        #expect(note.note.tags.first == "mined" && note.note.tags.contains("JLPT::N5"))
        #expect(fields["Tags"] == note.note.tags.joined(separator: " "))
        #expect(fields["Empty"] == "")
        #expect(note.note.deckName == "Mining" && note.note.modelName == "Mining Note" && note.label == "食べる (たべる)")
    }

    @Test func the_jlpt_marker_is_the_level_the_word_page_shows_and_nothing_where_it_shows_none() throws {
        let maker = AnkiLinkNoteMaker(lookup: lookup, settings: settings([("Front", "{expression}"), ("Level", "{jlpt}")]))
        let japan = try maker.note(for: .init(item: .word("日本", reading: "にほん"), sentence: nil, wordRuby: nil, sentenceRuby: nil, audio: nil))
        #expect(japan.note.fields["Level"] == "", "the lists' N3 is にっぽん's, so none is shown")
        #expect(!japan.note.tags.contains { $0.hasPrefix("JLPT::") })
    }

    @Test func a_note_without_an_audio_field_carries_no_sound_to_store() throws {
        let maker = AnkiLinkNoteMaker(lookup: lookup, settings: AnkiLinkSettings(isOn: true))
        let note = try maker.note(for: .init(item: Self.eat, sentence: nil, wordRuby: nil, sentenceRuby: nil, audio: nil))
        #expect(note.audio == nil)
        #expect(note.note.fields["Front"] == "食べる")
        #expect(note.note.fields["Back"]?.hasPrefix("<ruby>食べる<rt>たべる</rt></ruby><br><ol>") == true,
                "without the segmenter's alignment the reading stands over the whole word")
    }

    @Test func a_kanji_is_its_character_its_readings_and_its_meanings() throws {
        let maker = AnkiLinkNoteMaker(lookup: lookup, settings: settings([("Front", "{expression}"), ("Reading", "{reading}"), ("Back", "{glossary-brief}")]))
        let note = try maker.note(for: .init(item: .kanji("日"), sentence: nil, wordRuby: nil, sentenceRuby: nil, audio: nil))
        #expect(note.note.fields["Front"] == "日")
        #expect(note.note.fields["Reading"]?.contains("ニチ") == true && note.note.fields["Reading"]?.contains("ひ") == true)
        #expect(note.note.fields["Back"]?.contains("day") == true)
        #expect(try maker.firstField(for: .kanji("日"))?.value == "日")
    }

    @Test func a_sentence_with_furigana_keeps_the_word_in_bold() throws {
        let maker = AnkiLinkNoteMaker(lookup: lookup, settings: settings([("Front", "{expression}"), ("Sentence", "{sentence-furigana}")]))
        let parts = (before: RubyText([.init("寿司", reading: "すし"), .init("を")]), word: RubyText([.init("食", reading: "た"), .init("べた")]),
                     after: RubyText([.init("。")]))
        let note = try maker.note(for: .init(item: Self.eat, sentence: Self.sentence, wordRuby: nil, sentenceRuby: parts, audio: nil))
        #expect(note.note.fields["Sentence"] == "<ruby>寿司<rt>すし</rt></ruby>を<b><ruby>食<rt>た</rt></ruby>べた</b>。")
    }

    @Test func anki_s_bracket_furigana_puts_a_space_before_a_reading_that_follows_text() {
        let ruby = RubyText([.init("日本", reading: "にほん"), .init("語", reading: "ご"), .init("を"), .init("読", reading: "よ"), .init("む")])
        #expect(ruby.bracketed == "日本[にほん] 語[ご]を 読[よ]む")
        #expect(RubyText([.init("<b>")]).html == "&lt;b&gt;", "text is escaped")
    }

    @Test func a_note_types_fields_get_the_marker_their_names_ask_for() {
        let guessed = AnkiLinkSettings.fields(guessedFor: ["Vocabulary-Kanji", "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English",
                                                           "Expression", "Sentence", "Sentence-Furigana", "Pitch Accent", "Vocabulary-Audio",
                                                           "Frequency", "JLPT Level", "Notes"])
        #expect(guessed.map(\.template) == ["{expression}", "{furigana-plain}", "{reading}", "{glossary}", "", "{sentence}",
                                            "{sentence-furigana}", "{pitch-accents}", "{audio}", "{frequency}", "{jlpt}", ""])
        #expect(AnkiLinkSettings.fields(guessedFor: ["Front", "Back"]) == AnkiLinkSettings.fields(forBasic: ()))
        #expect(AnkiLinkSettings.fields(guessedFor: ["Text", "Extra"]).map(\.template) == ["{expression}", ""],
                "the first field is the word when no name says so")
        let ownWord = AnkiLinkSettings.fields(guessedFor: ["Word", "Reading", "Senses", "Kanji", "Sentence", "Source", "Pitch",
                                                           "Production card", "Reading card", "Audio"])
        #expect(ownWord.map(\.template) == ["{expression}", "{reading}", "{glossary}", "", "{sentence}", "{source}",
                                            "{pitch-accents}", "", "", "{audio}"], "kanji-tui's own word note type: the word once; its card flags empty")
    }

    @Test func a_template_s_unknown_markers_are_named() {
        #expect(AnkiLinkMarker.unknown(in: "{expresion}<br>{reading} {x}") == ["{expresion}", "{x}"])
        #expect(AnkiLinkMarker.used(in: "{reading} {expression} {reading}") == [.reading, .expression])
    }

    @Test func settings_read_back_as_saved_and_a_damaged_setting_says_so() throws {
        let saved = settings([("Front", "{expression}")])
        #expect(try AnkiLinkSettings(json: saved.json()) == saved)
        #expect(throws: AnkiLinkSettingsError.self) { try AnkiLinkSettings(json: "{\"isOn\": 1}") }
    }

    @Test func a_search_term_escapes_what_anki_reads_specially() {
        #expect(AnkiSearch.quoted("Front:a_b*\"c\\") == #""Front:a\_b\*\"c\\""#)
    }
}
