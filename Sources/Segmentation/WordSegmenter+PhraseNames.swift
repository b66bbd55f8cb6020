extension WordSegmenter {
    /// Where MeCab must cut `tokens` when it analyses their line again: where IPAdic took a phrase for a surname or a
    /// place the text does not mark as a name (no title, no 駅 or 公園 after it): 山の上 (from 山の上から), 木の下 — kanji, kana and kanji
    /// again, which JMdict has no word for. MeCab
    /// is asked for its best analysis with a token boundary at each change between kana and kanji inside it, so 山の上
    /// is read 山, の and 上. No boundary when no token is such a phrase (most lines: no second analysis).
    func phraseNameBoundaries(in tokens: [Token]) -> [Int] {
        var boundaries: [Int] = []
        for (index, token) in tokens.enumerated() where [.noun(.name), .noun(.properNoun)].contains(token.partOfSpeech)
            && Self.isPhrase(token.surface) && !isMarkedAsName(index, in: tokens) && !isBeforeSuffix(index, in: tokens)
            && forms.numbers(withForm: token.surface).isEmpty {
            var offset = token.byteRange.lowerBound
            var wasKana: Bool?
            for scalar in token.surface.unicodeScalars {
                let isKana = Self.isHiragana(scalar)
                if let wasKana, wasKana != isKana { boundaries.append(offset) }
                wasKana = isKana
                offset += String(scalar).utf8.count
            }
        }
        return boundaries
    }

    /// Whether a suffix is written right after token `index` (井の頭公園, 山の上町): what marks a place as a name.
    private func isBeforeSuffix(_ index: Int, in tokens: [Token]) -> Bool {
        index + 1 < tokens.count && isJoined(index + 1, in: tokens) && tokens[index + 1].partOfSpeech == .noun(.suffix)
    }

    /// Whether `surface` is kanji, then hiragana, then kanji again (山の上, 木の下): a phrase, not a name's spelling
    /// (a name in kana, or kanji with kana at its end, is one).
    private static func isPhrase(_ surface: String) -> Bool {
        let scalars = Array(surface.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last, WordScript.isKanji(first), WordScript.isKanji(last) else { return false }
        return scalars.contains(where: isHiragana)
    }

    private static func isHiragana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309F).contains(scalar.value)
    }
}
