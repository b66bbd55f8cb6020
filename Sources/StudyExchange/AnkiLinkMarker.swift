/// What a field of a note sent to Anki is filled with: a template whose markers, named as Yomitan names them (so a
/// learner's Yomitan setup reads the same), stand for parts of the kept word. `{sentence}` in a field "Sentence"
/// fills it with the sentence the word was met in, the word in bold; text around the markers is kept as it is.
public enum AnkiLinkMarker: String, CaseIterable, Sendable {
    /// The word or kanji as kept (食べる, 日).
    case expression
    /// A word's reading in kana; a kanji's on and kun readings.
    case reading
    /// The word with its reading as HTML ruby over its kanji.
    case furigana
    /// The word with its reading in Anki's bracket form, for its `{{furigana:…}}` filter: 食[た]べる.
    case furiganaPlain = "furigana-plain"
    /// Every sense (a word's, numbered, with its parts of speech) or a kanji's meanings, as an HTML list.
    case glossary
    /// The first sense's glosses only.
    case glossaryBrief = "glossary-brief"
    /// The sentence the word was kept from, the word in bold.
    case sentence
    /// That sentence with furigana over its kanji (HTML ruby), the word in bold.
    case sentenceFurigana = "sentence-furigana"
    /// The name of the text the sentence came from.
    case source
    /// The reading's pitch accents, drawn (a line over the high morae).
    case pitchAccents = "pitch-accents"
    /// The word said by Open JTalk: `[sound:kanji-tui-….wav]`, the file stored in Anki's media through `storeMediaFile`.
    case audio
    /// The word's frequency rank (wordfreq's; KANJIDIC's newspaper rank for a kanji).
    case frequency
    /// The JLPT level the word page shows (`DictionaryEntry.shownJLPTLevel`: the lists agree), or a kanji's; empty when
    /// none is shown.
    case jlpt
    /// The note's tags, space-separated.
    case tags

    /// The marker as a template writes it: `{pitch-accents}`.
    public var written: String { "{\(rawValue)}" }

    /// The markers in `template`, each once, in order of first use.
    public static func used(in template: String) -> [AnkiLinkMarker] {
        var found: [AnkiLinkMarker] = []
        for marker in allCases where template.contains(marker.written) && !found.contains(marker) { found.append(marker) }
        return found.sorted { (template.range(of: $0.written)?.lowerBound ?? template.endIndex) < (template.range(of: $1.written)?.lowerBound ?? template.endIndex) }
    }

    /// The `{…}` in `template` that name no marker (a typo: `{expresion}`), for `anki setup` to refuse.
    public static func unknown(in template: String) -> [String] {
        var unknown: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if AnkiLinkMarker(rawValue: name) == nil { unknown.append("{\(name)}") }
            rest = rest[rest.index(after: close)...]
        }
        return unknown
    }
}
