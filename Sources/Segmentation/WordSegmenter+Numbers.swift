import KanjiKit

extension WordSegmenter {
    /// The number starting at token `start` as a word, with what it counts where JMdict has the two as one word: the
    /// longest run of the number's tokens and up to ``longestCounter`` counters or suffixes after them that JMdict
    /// writes whole (一人 ひとり, 二倍, 三回, 一日中), else the longest start of the number JMdict has (八十, read as the
    /// text reads it), its counter then a word of its own (歳). `nil` when the token is no numeral or JMdict has none
    /// of it. A number is the commonest thing a beginner's text counts, and MeCab cuts it from its counter.
    ///
    /// Among the entries of one form, a day written after its month is the day of the month (四月一日: 一日 ついたち,
    /// "first day of the month"; 十月十日 とおか), and a day elsewhere a span of days (一日 いちにち "one day"): JMdict's
    /// own first sense tells which is which.
    func countedWord(at start: Int, in tokens: [Token]) -> WordCore? {
        guard tokens[start].partOfSpeech == .noun(.number) else { return nil }
        var numberEnd = start + 1
        while numberEnd < tokens.count, tokens[numberEnd].partOfSpeech == .noun(.number), isJoined(numberEnd, in: tokens) { numberEnd += 1 }
        var last = numberEnd
        while last < tokens.count, last - numberEnd < Self.longestCounter, Self.counts(tokens[last]), isJoined(last, in: tokens) { last += 1 }
        let afterMonth = start > 0 && tokens[start - 1].surface.hasSuffix("月") && isJoined(start, in: tokens)
        for end in stride(from: last, to: start, by: -1) {
            let written = tokens[start..<end].map(\.surface).joined()
            let found = forms.numbers(withForm: written).prefix(Self.candidatesPerForm).compactMap { number in
                forms.entry(number).map { (number: number, entry: $0) }
            }.filter { Self.isNumberWord($0.entry) }
            guard !found.isEmpty else { continue }
            let ranked = found.sorted { left, right in
                let leftDate = Self.isDayOfMonth(left.entry) == afterMonth, rightDate = Self.isDayOfMonth(right.entry) == afterMonth
                if leftDate != rightDate { return leftDate }
                return (EntryFit.formClass(of: left.entry, written: written), left.number)
                    < (EntryFit.formClass(of: right.entry, written: written), right.number)
            }
            let best = ranked[0]
            // A numeral alone is read as the text reads it (四 よん); a number with its counter as JMdict reads the
            // word (一人 ひとり: IPAdic reads 一 and 人 apart, いち and にん).
            let spoken = TokenReading.hiragana(tokens[start..<end].map(\.reading).joined())
            let reading = end > numberEnd ? nil : best.entry.readings.first { $0.text == spoken && $0.appliesTo(written) }?.text
            return WordCore(end: end, number: best.number, form: written, candidates: ranked.map(\.number), reading: reading)
        }
        return nil
    }

    /// Counters and suffixes a number may take in one JMdict word (一日中 is 一, 日 and 中).
    static let longestCounter = 2

    /// Whether token `index` is written right after the token before it (no space between).
    func isJoined(_ index: Int, in tokens: [Token]) -> Bool {
        index > 0 && tokens[index].byteRange.lowerBound == tokens[index - 1].byteRange.upperBound
    }

    /// Whether `token` may be what a number counts or qualifies: a counter or suffix (人, 倍, 回, 日, 中), or a noun
    /// such as 時 or 月 that IPAdic tags otherwise.
    private static func counts(_ token: Token) -> Bool {
        switch token.partOfSpeech {
        case .noun(.suffix), .noun(.common), .noun(.dependent): true
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other:
            false
        }
    }

    /// Whether `entry` is a word a number may be: a numeral, a noun, a counter or an adverb (一日中), not, say, a
    /// verb sharing the kanji.
    private static func isNumberWord(_ entry: DictionaryEntry) -> Bool {
        entry.senses.contains { sense in
            sense.partsOfSpeech.contains { $0.hasPrefix("numeric") || $0.hasPrefix("noun") || $0.hasPrefix("counter") || $0.hasPrefix("adverb") }
        }
    }

    /// Whether JMdict's first sense of `entry` is a day of the month (一日 ついたち, 十日 とおか), not a span of days.
    private static func isDayOfMonth(_ entry: DictionaryEntry) -> Bool {
        entry.senses.first?.glosses.contains { $0.contains("day of the month") } ?? false
    }
}
