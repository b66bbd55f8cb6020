extension WordSegmenter {
    /// Where MeCab must cut a line in which IPAdic read an adjective's stem before a noun that begins with い (新しいくつ:
    /// 新し and いくつ "how many", for 新しい くつ "new shoes"): the stem stands alone only before さ, み, げ, がる or
    /// そう (IPAdic's ガル接続), never before a noun, so the い is the adjective's. The offsets after the い.
    func adjectiveStemBoundaries(in tokens: [Token]) -> [Int] {
        tokens.indices.dropLast().compactMap { index in
            let (token, next) = (tokens[index], tokens[index + 1])
            guard case .adjective(independent: true) = token.partOfSpeech, token.conjugationForm == "ガル接続",
                  case .noun = next.partOfSpeech, next.surface.hasPrefix("い"), next.surface.count > 1, isJoined(index + 1, in: tokens)
            else { return nil }
            return next.byteRange.lowerBound + "い".utf8.count
        }
    }
}
