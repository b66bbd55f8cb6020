extension WordDictionary {
    /// The words a learner means by `query`: kana in either script, romaji (Hepburn and its common
    /// variants, as `Romaji` reads them: nihon and nippon, gakkou, gakko and gakkō, si and shi), kanji or
    /// mixed (日本, 食べ), or English (`to eat`, `Japan`).
    ///
    /// Ordered by `WordMatch.Kind` — a form or reading equal to the query, a gloss equal to it, a gloss
    /// with its words, then prefixes — and within each by rank (for glosses, first-sense matches first).
    /// Every key comes from the indexes built by `make data`; nothing is built here.
    /// - Parameter limit: the most results wanted (greater than 0).
    /// - Throws: `DatasetError` when a record is malformed.
    public func search(_ query: String, limit: Int) throws(DatasetError) -> [WordMatch] {
        var collector = MatchCollector(limit: limit)
        let keys = FormQuery(query)
        collector.add(forms.postings(of: keys.typed), kind: .exactForm)
        collector.flush()
        // Latin letters are romaji or English: a reading the romaji spells and a gloss equal to the
        // query are equally exact guesses, so rank alone decides between them (Japan → 日本 before
        // ジャパン, game → ゲーム before がめ).
        for key in keys.romaji {
            collector.add(forms.postings(of: key), kind: .romajiReading)
        }
        let gloss = DictionaryKey.gloss(query)
        let words = DictionaryKey.glossWords(query)
        if !gloss.isEmpty {
            collector.add(glosses.postings(of: Array(gloss.utf8)), kind: .gloss)
        }
        collector.flush()
        if words.count == 1 {
            collector.add(glossWords.postings(of: Array(words[0].utf8)), kind: .glossWords)
        } else if words.count > 1 {
            collector.add(try phraseMatches(words, wanted: limit + collector.found.count), kind: .glossWords)
        }
        collector.flush()
        // A key's first `limit` postings are enough: any later one has `limit` better ones before it.
        let gather = { (index: KeyIndex, prefix: [UInt8]) in
            index.forEachKey(withPrefix: prefix, limit: limit) { _, postings in
                collector.add(postings, kind: .prefix)
                return true
            }
        }
        for key in keys.prefixes { gather(forms, key) }
        if !gloss.isEmpty { gather(glosses, Array(gloss.utf8)) }
        if words.count == 1 { gather(glossWords, Array(words[0].utf8)) }
        collector.flush()
        var matches: [WordMatch] = []
        for (posting, kind) in collector.found {
            matches.append(WordMatch(entry: try entry(rank: Self.wordNumber(posting) + 1), kind: kind))
        }
        return matches
    }

    /// Words with a gloss holding `words` in order as whole words, best first, at most `wanted`: the
    /// words' postings intersected, then each candidate's glosses checked, in rank order.
    private func phraseMatches(_ words: [String], wanted: Int) throws(DatasetError) -> [UInt32] {
        var candidates: Set<Int>?
        for word in Set(words) {
            let numbers = Set(glossWords.postings(of: Array(word.utf8)).map(Self.wordNumber))
            candidates = candidates.map { $0.intersection(numbers) } ?? numbers
        }
        let phrase = " " + words.joined(separator: " ") + " "
        var found: [UInt32] = []
        for number in (candidates ?? []).sorted() where found.count < wanted {
            let entry = try entry(rank: number + 1)
            if let sense = entry.senses.firstIndex(where: { $0.glosses.contains { (" " + DictionaryKey.gloss($0) + " ").contains(phrase) } }) {
                found.append(UInt32(number) | (sense == 0 ? 0 : 0x8000_0000))
            }
        }
        return found
    }
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

    /// Long-vowel variants are tried for at most this many kana (2⁶ exact lookups of a few µs).
    private static let longVowelPositions = 6

    init(_ query: String) {
        typed = DictionaryKey.form(String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        guard !typed.isEmpty else { return }
        prefixes = [typed]
        guard let conversion = Romaji.hiragana(String(decoding: typed, as: UTF8.self)) else { return }
        prefixes += conversion.readingPrefixes.map { Kana.keyBytes($0.unicodeScalars) }
        if conversion.isComplete {
            romaji = Self.longVowelVariants(of: conversion.kana)
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
private struct MatchCollector {
    let limit: Int
    private(set) var found: [(posting: UInt32, kind: WordMatch.Kind)] = []
    private var seen: Set<Int> = []
    private var pending: [(posting: UInt32, kind: WordMatch.Kind)] = []

    init(limit: Int) {
        self.limit = limit
    }

    mutating func add(_ postings: [UInt32], kind: WordMatch.Kind) {
        pending += postings.map { ($0, kind) }
    }

    /// Moves the pending postings into the results, best first, until `limit`.
    mutating func flush() {
        for (posting, kind) in pending.sorted(by: { ($0.posting, $0.kind) < ($1.posting, $1.kind) }) where found.count < limit {
            if seen.insert(WordDictionary.wordNumber(posting)).inserted {
                found.append((posting, kind))
            }
        }
        pending.removeAll()
    }
}
