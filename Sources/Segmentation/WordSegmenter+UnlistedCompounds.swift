import KanjiKit

extension WordSegmenter {
    /// Where MeCab must cut a noun that neither JMdict nor JMnedict has whole into the words of JMdict it is made of,
    /// so that no part of the text vanishes: IPAdic takes a run of katakana it does not know for one noun
    /// (バックスペースキー; オンラインヘルプシステム, which it even calls an organisation) and has kanji compounds
    /// JMdict lacks (行内), and such a token had no word and no name. A learner looks up バックスペース and キー, as
    /// Yomitan's scan of the text would find them. The offsets between the parts, for a token the parts cover
    /// whole (``cover(of:)``); none for any other.
    func unlistedCompoundBoundaries(in tokens: [Token]) -> [Int] {
        var boundaries: [Int] = []
        for token in tokens where isUnlistedCompound(token) {
            guard let parts = cover(of: token.surface), parts.count > 1 else { continue }
            var offset = token.byteRange.lowerBound
            for part in parts.dropLast() {
                offset += part.utf8.count
                boundaries.append(offset)
            }
        }
        return boundaries
    }

    /// Whether `token` is a noun written all in katakana or all in kanji, of two characters or more, that JMdict
    /// has no form of and — for a name or a proper noun — JMnedict has no name of. A kanji name JMnedict lacks stays
    /// whole: its characters are rarely the words its reading says.
    private func isUnlistedCompound(_ token: Token) -> Bool {
        let isName: Bool
        switch token.partOfSpeech {
        case .noun(.common), .noun(.adjectival): isName = false
        case .noun(.name), .noun(.properNoun): isName = true
        case .noun(.number), .noun(.suffix), .noun(.title), .noun(.dependent), .noun(.pronoun), .verb, .adjective, .adverb, .adnominal,
             .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other:
            return false
        }
        let scalars = token.surface.unicodeScalars
        guard token.surface.count >= 2 else { return false }
        if scalars.allSatisfy(WordScript.isKanji) {
            guard !isName else { return false }
        } else if !scalars.allSatisfy(WordScript.isKatakana) {
            return false
        }
        guard forms.numbers(withForm: token.surface).isEmpty else { return false }
        guard isName, let names else { return true }
        return name(written: token.surface, in: names) == nil
    }

    /// The words of JMdict that spell `written` end to end, or nil when none do: the fewest words, and among covers
    /// of as many the one whose rarest word is the most frequent — ファイル|クローズ|エラー, not ファイルク|ローズ|
    /// エラー; 空|文字, not 空文|字. A katakana word is two characters at least, and one of two a word JMdict marks
    /// common: a kana or two alone are a sound more often than the word JMdict has (ス, ディ, ユニ|ファ|イド of
    /// ユニファイド, テナ of メンテナ).
    func cover(of written: String) -> [String]? {
        let characters = Array(written)
        let shortest = characters.allSatisfy { $0.unicodeScalars.allSatisfy(WordScript.isKatakana) } ? 2 : 1
        // The best cover of the characters from each position on, found once: its words, and its rarest word's rarity.
        var best: [Int: (words: [String], rarity: Int)?] = [:]
        func cover(from start: Int) -> (words: [String], rarity: Int)? {
            guard start < characters.count else { return ([], 0) }
            if let known = best[start] { return known }
            var longest = start
            while longest < characters.count, forms.hasForm(startingWith: String(characters[start...longest])) { longest += 1 }
            var found: (words: [String], rarity: Int)?
            for end in stride(from: longest, through: start + shortest, by: -1) {
                let part = String(characters[start..<end])
                guard let rarity = rarity(of: part, mustBeCommon: shortest == 2 && end - start == 2), let rest = cover(from: end) else { continue }
                let candidate = (words: [part] + rest.words, rarity: max(rarity, rest.rarity))
                if let current = found, (current.words.count, current.rarity) <= (candidate.words.count, candidate.rarity) { continue }
                found = candidate
            }
            best[start] = .some(found)
            return found
        }
        return cover(from: 0)?.words
    }

    /// How rare the commonest word written `form` is — its wordfreq rank, else a rank past wordfreq's for a word
    /// JMdict marks common and further for one it does not —, or nil when JMdict has no word so written (or, if
    /// `mustBeCommon`, none it marks common).
    private func rarity(of form: String, mustBeCommon: Bool) -> Int? {
        let entries = forms.numbers(withForm: form).compactMap(forms.entry).filter { !mustBeCommon || $0.isCommon }
        return entries.map { entry in entry.wordfreqRank ?? (entry.isCommon ? 500_000 : 1_000_000) }.min()
    }
}
