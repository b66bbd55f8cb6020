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
        } else if !scalars.allSatisfy(Self.isKatakana) {
            return false
        }
        guard forms.numbers(withForm: token.surface).isEmpty else { return false }
        guard isName, let names else { return true }
        return name(written: token.surface, in: names) == nil
    }

    /// The words of JMdict that spell `written` end to end, each the longest that leaves a cover of the rest (as a
    /// reader scans: バックスペース, then キー), or nil when no such cover exists. A katakana part is two characters at
    /// least: one katakana alone is a sound, rarely the word JMdict has (ス, ト).
    func cover(of written: String) -> [String]? {
        let characters = Array(written)
        let shortest = characters.allSatisfy { $0.unicodeScalars.allSatisfy(Self.isKatakana) } ? 2 : 1
        var tried: [Int: [String]?] = [:]
        func cover(from start: Int) -> [String]? {
            guard start < characters.count else { return [] }
            if let known = tried[start] { return known }
            var found: [String]?
            var longest = start
            // The prefixes some form starts with, found once, then tried longest first.
            while longest < characters.count, forms.hasForm(startingWith: String(characters[start...longest])) { longest += 1 }
            for end in stride(from: longest, through: start + shortest, by: -1) {
                let part = String(characters[start..<end])
                guard !forms.numbers(withForm: part).isEmpty, let rest = cover(from: end) else { continue }
                found = [part] + rest
                break
            }
            tried[start] = .some(found)
            return found
        }
        return cover(from: 0)
    }

    /// Whether `scalar` is katakana or the long-vowel mark (ー), of which loanwords are written.
    private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }
}
