extension WordDictionary {
    /// The words a learner means by `query`: kana in either script, romaji (Hepburn and its common
    /// variants, as `Romaji` reads them: nihon and nippon, gakkou, gakko and gakkō, si and shi), kanji or
    /// mixed (日本, 食べ), or English (`to eat`, `Japan`).
    ///
    /// A query with jisho.org's wildcards (`*日*`, `日?`, `*ぶ`) is a pattern over forms and readings instead
    /// (`patternSearch`).
    ///
    /// Ordered by tier, each tier by the matched form's own class (a common spelling or reading before a rare or
    /// out-dated one: `ki` finds 木 and 気 before 葱's out-dated き) and then by rank; for glosses, first-sense
    /// matches first:
    /// 1. a form or reading equal to the query as typed;
    /// 2. for Latin letters that read both as romaji and as English, the intent the data supports best: when the
    ///    most common word with the query as a whole first-sense gloss outranks the most common word read as the
    ///    romaji spells, the query is English (`rain` → 雨, then glosses holding "rain", and ライン only after
    ///    them); otherwise it is romaji (`nihon` → 日本, 二本, the readings starting with にほん, then glosses);
    ///    of two readings of the same class, the one spelled comes before a long-vowel one (`jisho`: 辞書 じしょ,
    ///    then 自称 じしょう);
    /// 3. inflected forms (食べた → 食べる), then what merely starts with the query.
    /// In the first two tiers a form of する, 来る or an adjective comes before a rarer noun that only sounds like it
    /// (`addForms`: したい → する, then 死体). The Words tab and `kanji-tui words` both rank here.
    /// Every key comes from the indexes built by `make data`; nothing is built here.
    /// - Parameter limit: the most results wanted (greater than 0).
    /// - Throws: `DatasetError` when a record is malformed.
    public func search(_ query: String, limit: Int) throws(DatasetError) -> [WordMatch] {
        if let matches = try patternSearch(query, limit: limit) { return matches }
        var collector = MatchCollector(limit: limit)
        let keys = FormQuery(query)
        let inflected = try inflectedMatches(of: keys, limit: limit)
        try addForms([forms.postings(of: keys.typed, limit: limit)], kind: .exactForm, inflected: inflected, to: &collector)
        let readings = keys.romaji.map { forms.postings(of: $0, limit: limit) }
        let gloss = DictionaryKey.gloss(query)
        let words = DictionaryKey.glossWords(query)
        let exactGlosses = exactGlossPostings(gloss, limit: limit)
        let isEnglish = Self.readsAsEnglish(exactGlosses: exactGlosses, readings: readings)
        let inflectedTier = inflected.map { (posting: UInt32($0.entry.rank - 1), kind: WordMatch.Kind.inflected) }
        if isEnglish {
            collector.add(exactGlosses, kind: .gloss)
            collector.flush()
            try addGlossWords(words, to: &collector)
            try addForms(readings, kind: .romajiReading, inflected: inflected, to: &collector)
            collector.take(inflectedTier)
            addPrefixes(of: keys, gloss: gloss, words: words, ofForms: true, ofGlosses: true, to: &collector)
        } else {
            try addForms(readings, kind: .romajiReading, inflected: inflected, to: &collector)
            collector.take(inflectedTier)
            addPrefixes(of: keys, gloss: gloss, words: words, ofForms: true, ofGlosses: false, to: &collector)
            collector.add(exactGlosses, kind: .gloss)
            collector.flush()
            try addGlossWords(words, to: &collector)
            addPrefixes(of: keys, gloss: gloss, words: words, ofForms: false, ofGlosses: true, to: &collector)
        }
        let inflections = Dictionary(inflected.map { ($0.entry.rank - 1, $0.inflection) }) { first, _ in first }
        var matches: [WordMatch] = []
        for (posting, kind) in collector.found {
            let number = Self.wordNumber(posting)
            matches.append(WordMatch(entry: try entry(rank: number + 1), kind: kind,
                                     inflection: kind == .inflected ? inflections[number] ?? [] : []))
        }
        return matches
    }

    /// Whether Latin letters mean English rather than romaji: no word is read as the romaji spells ("eat", "cat"),
    /// or the best word with the query as a whole gloss of its first sense ranks before the best word read so
    /// (rare and out-dated readings aside: "rain" → 雨 before ライン).
    /// Postings are ascending, so the first of each list is its best.
    static func readsAsEnglish(exactGlosses: [UInt32], readings: [[UInt32]]) -> Bool {
        guard !readings.joined().isEmpty else { return true }
        guard let bestGloss = exactGlosses.first(where: { $0 & laterSense == 0 }).map(wordNumber) else { return false }
        let usualReadings = readings.joined().filter { $0 >> formClassShift < unusualFormClass }.map(wordNumber)
        guard let bestReading = usualReadings.min() else { return true }
        return bestGloss < bestReading
    }

    /// Words with a gloss equal to `gloss`, and for one word also to "to" and it (JMdict glosses verbs so: "eat"
    /// finds 食べる by "to eat", as jisho.org does), merged ascending.
    private func exactGlossPostings(_ gloss: String, limit: Int) -> [UInt32] {
        guard !gloss.isEmpty else { return [] }
        var postings = glosses.postings(of: Array(gloss.utf8), limit: limit)
        if !gloss.contains(" ") {
            postings += glosses.postings(of: Array(("to " + gloss).utf8), limit: limit)
            postings.sort()
        }
        return postings
    }

    /// Bit 31 of a gloss-index posting: the gloss is outside the word's first sense.
    static let laterSense: UInt32 = 0x8000_0000

    /// The verbs and adjectives the query inflects (食べた, tabemasen), each once, usual spellings first: the
    /// inflected tier, and the forms that may go before a noun homograph (`addForms`).
    private func inflectedMatches(of keys: FormQuery, limit: Int) throws(DatasetError) -> [WordMatch] {
        var seen: Set<Int> = []
        var inflected: [WordMatch] = []
        for text in keys.inflectable {
            for match in try inflectedMatches(of: text, limit: limit) where seen.insert(match.entry.rank).inserted {
                inflected.append(match)
            }
        }
        return inflected
    }

    /// The words with a form or reading in `postingLists` as one tier: the first list is the key as spelled, the others
    /// its long-vowel variants (`FormQuery.romaji`). Ordered by the matched form's class, then the spelling before
    /// a variant, then rank: `jisho` finds 辞書 じしょ before 自称 じしょう (both common first readings), while
    /// `gakko` still finds 学校 (a common first reading) before がっこ (untagged).
    ///
    /// A form of する, 来る or an い-adjective in `inflected` goes before the first noun of the tier (`isNoun`) that it
    /// outranks and that is not written with its kanji: したい → する before 死体, した → する before 下; 近く stays
    /// before 近い, whose adverbial form it is, 資格 before 四角い, which is rarer, and the adverb よく before いい.
    private func addForms(_ postingLists: [[UInt32]], kind: WordMatch.Kind, inflected: [WordMatch],
                          to collector: inout MatchCollector) throws(DatasetError) {
        var ordered: [(key: UInt64, posting: UInt32)] = []
        for (index, postings) in postingLists.enumerated() {
            let variant: UInt64 = index == 0 ? 0 : 1
            for posting in postings {
                ordered.append((UInt64(posting >> Self.formClassShift) << 33 | variant << 32 | UInt64(Self.wordNumber(posting)), posting))
            }
        }
        ordered.sort { $0.key < $1.key }
        var rivals = inflected.filter { !$0.entry.wordClass.isDisjoint(with: Self.homographRivalClasses) }
        var tier: [(posting: UInt32, kind: WordMatch.Kind)] = []
        for (_, posting) in ordered {
            let number = Self.wordNumber(posting)
            // Only a word that some rival outranks is read: one read per word at most, and none once all are placed.
            if tier.count < collector.limit, rivals.contains(where: { $0.entry.rank <= number }) {
                let word = try entry(rank: number + 1)
                if Self.isNoun(word) {
                    let written = Set(word.kanjiForms.flatMap(\.text))
                    let before = rivals.filter { $0.entry.rank < word.rank && written.isDisjoint(with: $0.entry.kanjiForms.flatMap(\.text)) }
                    tier += before.map { (UInt32($0.entry.rank - 1), .inflected) }
                    rivals.removeAll { rival in before.contains { $0.entry.rank == rival.entry.rank } }
                }
            }
            tier.append((posting, kind))
        }
        collector.take(tier)
    }

    /// Whether a word is a noun that does not conjugate (死体, 下, 北), by its first sense: a homograph an inflected
    /// form may go before. 使用 takes する and よく is an adverb: neither is.
    private static func isNoun(_ word: DictionaryEntry) -> Bool {
        word.wordClass.isEmpty && word.senses.first?.partsOfSpeech.contains { $0.hasPrefix("noun") } == true
    }

    /// The classes whose inflected forms go before a noun homograph: the typed form is the verb's or adjective's
    /// more often than the noun's (したい, しない, した, きた).
    static let homographRivalClasses: WordClass = [.suru, .kuru, .iAdjective]

    /// Glosses holding the query's words as whole words, in order, as one tier.
    private func addGlossWords(_ words: [String], to collector: inout MatchCollector) throws(DatasetError) {
        if words.count == 1 {
            collector.add(glossWords.postings(of: Array(words[0].utf8), limit: collector.limit), kind: .glossWords)
        } else if words.count > 1 {
            collector.add(try phraseMatches(words, wanted: collector.limit), kind: .glossWords)
        }
        collector.flush()
    }

    /// What starts with the query, as one tier: forms and readings (`ofForms`), glosses (`ofGlosses`), or both; a
    /// romaji query's reading prefixes are a tier of their own, before any gloss.
    private func addPrefixes(of keys: FormQuery, gloss: String, words: [String], ofForms: Bool, ofGlosses: Bool,
                             to collector: inout MatchCollector) {
        // A key's first `limit` postings are enough: any later one has `limit` better ones before it.
        let limit = collector.limit
        func gather(_ index: KeyIndex, _ prefix: [UInt8]) {
            index.forEachKey(withPrefix: prefix, limit: limit) { _, postings, _ in
                collector.add(postings, kind: .prefix)
                return !collector.isFull
            }
        }
        if ofForms {
            for key in keys.prefixes { gather(forms, key) }
        }
        if ofGlosses {
            // A gloss starting with one word has a first word starting with it: the words index has it, in
            // a few thousand keys where the glosses index would scan tens of thousands ("t": every "to …").
            if words.count == 1 { gather(glossWords, Array(words[0].utf8)) } else if !gloss.isEmpty { gather(glosses, Array(gloss.utf8)) }
        }
        collector.flush()
    }

    /// Words with a gloss holding `words` in order as whole words, best first, at most `wanted`: the
    /// words with the rarest of them, the best `phraseCandidates` of them read and their glosses checked.
    /// `wanted` is the search's limit: fewer than that are new, however many were found before.
    private func phraseMatches(_ words: [String], wanted: Int) throws(DatasetError) -> [UInt32] {
        let keys = words.map { Array($0.utf8) }
        guard let rarest = keys.min(by: { glossWords.postingCount(of: $0) < glossWords.postingCount(of: $1) }) else { return [] }
        var numbers = glossWords.postings(of: rarest).map(Self.wordNumber)
        numbers.sort()
        let phrase = " " + words.joined(separator: " ") + " "
        var found: [UInt32] = []
        var previous: Int?
        for number in numbers.prefix(Self.phraseCandidates) where found.count < wanted && number != previous {
            previous = number
            let entry = try entry(rank: number + 1)
            if let sense = entry.senses.firstIndex(where: { $0.glosses.contains { (" " + DictionaryKey.gloss($0) + " ").contains(phrase) } }) {
                found.append(UInt32(number) | (sense == 0 ? 0 : Self.laterSense))
            }
        }
        return found
    }

    /// How many words a phrase search reads at most: the best-ranked of those with its rarest word
    /// ("to e" has thousands), so a keystroke stays near a millisecond.
    static let phraseCandidates = 64
}

/// The form keys a query stands for: itself as a form key, and when it reads as romaji, its kana.
private struct FormQuery {
    /// The query as typed, as a form key (日本, にほん and ニホン; "nihon" as letters).
    var typed: [UInt8] = []
    /// The readings the query spells as romaji, with and without each long vowel: learners type
    /// gakko and tokyo for がっこう and とうきょう.
    var romaji: [[UInt8]] = []
    /// Keys a form may start with (an unfinished romaji syllable gives one per kana it can become).
    var prefixes: [[UInt8]] = []
    /// The query as Japanese text that may be an inflected form: as typed, or the kana its romaji spells.
    var inflectable: [String] = []

    /// Long-vowel variants are tried for at most this many kana (2⁶ exact lookups of a few µs).
    private static let longVowelPositions = 6

    init(_ query: String) {
        let trimmed = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        typed = DictionaryKey.form(trimmed)
        guard !typed.isEmpty else { return }
        prefixes = [typed]
        guard let conversion = Romaji.hiragana(String(decoding: typed, as: UTF8.self)) else {
            inflectable = [trimmed]
            return
        }
        prefixes += conversion.readingPrefixes.map { Kana.keyBytes($0.unicodeScalars) }
        if conversion.isComplete {
            romaji = Self.longVowelVariants(of: conversion.kana)
            inflectable = [conversion.kana]
        }
    }

    /// The key of `kana` with ー added, or not, after each kana that a following う would lengthen
    /// (as `Kana.keyBytes` writes こう as こー): がっこ → がっこ, がっこー.
    private static func longVowelVariants(of kana: String) -> [[UInt8]] {
        var variants: [[Unicode.Scalar]] = [[]]
        var positions = 0
        let longVowel = Kana.keyBytes(["ー"])
        let scalars = Array(String(decoding: Kana.keyBytes(kana.unicodeScalars), as: UTF8.self).unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            variants = variants.map { $0 + [scalar] }
            let isLengthened = index + 1 < scalars.count && scalars[index + 1] == "ー"
            if !isLengthened && positions < longVowelPositions && Kana.keyBytes([scalar, "う"]).reversed().starts(with: longVowel.reversed()) {
                positions += 1
                variants += variants.map { $0 + ["ー"] }
            }
        }
        return variants.map { Kana.keyBytes($0) }
    }
}

/// Gathers postings tier by tier: within a tier they are sorted (rank, first senses first), and a word
/// already found in a better tier is not repeated.
///
/// A tier keeps its candidates unsorted and, each time they reach twice the room left, sorts them,
/// keeps the best and remembers the worst kept as a threshold: every later posting of a key at or past
/// it is skipped with its key's remaining ones, so a one-letter prefix with 50,000 keys costs about a
/// comparison per key.
private struct MatchCollector {
    typealias Candidate = (posting: UInt32, kind: WordMatch.Kind)
    let limit: Int
    private(set) var found: [Candidate] = []
    private var seen: Set<Int> = []
    private var pending: [Candidate] = []
    private var threshold: Candidate?
    /// The words among the candidates, kept between compactions so its storage is reused.
    private var kept: Set<Int> = []

    init(limit: Int) {
        self.limit = limit
    }

    private var room: Int { limit - found.count }

    /// Whether `limit` results are found: later tiers need not be searched.
    var isFull: Bool { room == 0 }

    /// Adds one key's postings (ascending, as every index stores them).
    mutating func add(_ postings: [UInt32], kind: WordMatch.Kind) {
        guard !isFull else { return }
        for posting in postings {
            if let threshold, (posting, kind) >= threshold { return }
            pending.append((posting, kind))
            if pending.count / 2 >= room { compact() }
        }
    }

    /// Sorts the candidates and keeps at most `room` of them: the best of each word not found before.
    private mutating func compact() {
        pending.sort { $0 < $1 }
        kept.removeAll(keepingCapacity: true)
        pending.removeAll { candidate in
            let number = WordDictionary.wordNumber(candidate.posting)
            return seen.contains(number) || !kept.insert(number).inserted
        }
        if pending.count >= room {
            pending.removeSubrange(room...)
            threshold = pending.last
        }
    }

    /// Adds a whole tier in the order given (already ranked), each word once, up to the limit.
    mutating func take(_ candidates: [Candidate]) {
        flush()
        for candidate in candidates where !isFull && seen.insert(WordDictionary.wordNumber(candidate.posting)).inserted {
            found.append(candidate)
        }
    }

    /// Ends a tier: its best candidates join the results.
    mutating func flush() {
        compact()
        for candidate in pending {
            seen.insert(WordDictionary.wordNumber(candidate.posting))
            found.append(candidate)
        }
        pending.removeAll()
        threshold = nil
    }
}
