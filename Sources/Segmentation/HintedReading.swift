/// What the text's own furigana (``ReadingHint``) says a word's dictionary form is read: the hinted kanji read as
/// the author wrote them, the kana as they are, any kanji left without a hint read as anything. An entry agrees
/// with it when one of its readings fits: <ruby>人気<rt>ひとけ</rt></ruby> fits 人気 ひとけ, not にんき;
/// <ruby>離<rt>はな</rt></ruby>れた gives the verb's form 離れる the pattern はなれる.
struct HintedReading {
    /// A piece of the reading: kana that must be there, or the reading of kanji no hint covers (one kana or more).
    private enum Piece: Equatable {
        case kana([Character])
        case anything
    }

    private let pieces: [Piece]

    /// The reading `hints` give `form`, the dictionary form of `surface`, which starts at byte `start` of the
    /// block the hints count in; `nil` when no hint lies wholly inside the surface, over characters the surface
    /// shares with the form (the stem an inflection leaves alone).
    init?(form: String, surface: String, start: Int, hints: [ReadingHint]) {
        let surfaceCharacters = Array(surface)
        let formCharacters = Array(form)
        var shared = 0
        while shared < surfaceCharacters.count, shared < formCharacters.count, surfaceCharacters[shared] == formCharacters[shared] { shared += 1 }
        // Each hint's characters in the surface, and its reading over the part of them the form shares.
        var hinted: [Int: (end: Int, reading: [Character])] = [:]
        for hint in hints {
            guard let characters = hint.characters(of: surfaceCharacters, startingAt: start), characters.lowerBound < shared
            else { continue }
            var reading = Array(TokenReading.hiragana(hint.reading))
            if characters.upperBound > shared {
                // The ruby's base takes in the inflected ending (離れた read はなれた): its reading loses that ending.
                let ending = Array(TokenReading.hiragana(String(surfaceCharacters[shared..<characters.upperBound])))
                guard reading.count > ending.count, Array(reading.suffix(ending.count)) == ending else { continue }
                reading.removeLast(ending.count)
            }
            hinted[characters.lowerBound] = (min(characters.upperBound, shared), reading)
        }
        guard !hinted.isEmpty else { return nil }
        var pieces: [Piece] = []
        var index = 0
        while index < formCharacters.count {
            if let hint = hinted[index] {
                pieces.append(.kana(hint.reading))
                index = hint.end
            } else if Self.isKana(formCharacters[index]) {
                pieces.append(.kana(Array(TokenReading.hiragana(String(formCharacters[index])))))
                index += 1
            } else {
                if pieces.last != .anything { pieces.append(.anything) }
                index += 1
            }
        }
        self.pieces = pieces
    }

    /// Whether `reading` (kana) is what the hints say.
    func admits(_ reading: String) -> Bool {
        Self.matches(pieces[...], Array(TokenReading.hiragana(reading))[...])
    }

    private static func matches(_ pieces: ArraySlice<Piece>, _ reading: ArraySlice<Character>) -> Bool {
        guard let piece = pieces.first else { return reading.isEmpty }
        switch piece {
        case .kana(let kana):
            return reading.starts(with: kana) && matches(pieces.dropFirst(), reading.dropFirst(kana.count))
        case .anything:
            guard !reading.isEmpty else { return false }
            return (1...reading.count).contains { matches(pieces.dropFirst(), reading.dropFirst($0)) }
        }
    }

    /// Hiragana, katakana and the long-vowel mark: what a reading spells as the form does.
    private static func isKana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || (0x30A1...0x30FC).contains($0.value) }
    }
}
