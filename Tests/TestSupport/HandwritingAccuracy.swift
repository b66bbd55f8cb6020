import Handwriting
import KanjiKit
import StrokeDrawings

/// How often the recognizer finds the kanji that was drawn, on strokes made from KanjiVG's drawings
/// (``HandDrawnKanji``): the CI test runs it on 100 jōyō kanji, `make bench` on all of them.
nonisolated public struct HandwritingAccuracy {
    /// One kanji drawn and what came back.
    public struct Trial {
        public let kanji: Kanji
        public let strokes: HandwrittenStrokes
        /// Where the drawn kanji came in Zinnia's own order (0 is first), or nil when not among its candidates.
        public let rawPosition: Int?
        /// The same after ``CandidateRanking``.
        public let rankedPosition: Int?
        /// How long classifying and ranking took.
        public let duration: Duration
    }

    public let trials: [Trial]

    /// Draws each of `kanji` (those KanjiVG draws) with one generator seeded `seed`, and recognizes it.
    /// - Parameter joiningTwoStrokes: whether two consecutive strokes, chosen at random, are drawn as one (the pen
    ///   going on from the first's end to the second's start): a kanji of one stroke is then left out.
    public init(kanji: [Kanji], strokes file: StrokeFile, recognizer: ZinniaRecognizer, store: KanjiStore,
                ranking: CandidateRanking = .standard, seed: UInt64, joiningTwoStrokes: Bool = false) throws {
        var generator = SplitMix64(seed: seed)
        var trials: [Trial] = []
        let shapes = try Self.shapes(in: store, strokes: file)
        for kanji in kanji {
            guard let character = kanji.character.first, var drawing = try file.drawing(for: character) else { continue }
            if joiningTwoStrokes {
                guard drawing.strokes.count >= 2 else { continue }
                drawing = HandDrawnKanji.joining(drawing, at: Int.random(in: 0..<(drawing.strokes.count - 1), using: &generator))
            }
            let strokes = HandDrawnKanji.strokes(of: drawing, using: &generator)
            let clock = ContinuousClock()
            var raw: [HandwritingCandidate] = []
            var ranked: [HandwritingCandidate] = []
            let duration = clock.measure {
                raw = recognizer.classify(strokes)
                ranked = ranking.ranked(raw, for: strokes,
                                        facts: HandwritingAccuracy.facts(in: store, strokes: file, strokesDrawn: strokes.strokeCount),
                                        shapes: shapes)
            }
            trials.append(Trial(kanji: kanji, strokes: strokes,
                                rawPosition: raw.firstIndex { $0.character == kanji.character },
                                rankedPosition: ranked.firstIndex { $0.character == kanji.character },
                                duration: duration))
        }
        self.trials = trials
    }

    /// The share of trials whose kanji came within the first `n`, Zinnia's order or re-ranked.
    public func topShare(_ n: Int, ranked: Bool) -> Double {
        guard !trials.isEmpty else { return 0 }
        let hits = trials.count { trial in
            guard let position = ranked ? trial.rankedPosition : trial.rawPosition else { return false }
            return position < n
        }
        return Double(hits) / Double(trials.count)
    }

    /// Every kanji of `store` with its KanjiVG strokes from `file`, as the Draw screen ranks with them.
    public static func shapes(in store: KanjiStore, strokes file: StrokeFile) throws -> KanjiShapes {
        KanjiShapes(kanji: try store.allKanji()) { kanji in kanji.character.first.flatMap { (try? file.drawing(for: $0)) ?? nil } }
    }

    /// The jōyō kanji (KANJIDIC2 grades 1–6 and 8) in the dataset's order.
    public static func joyoKanji(in store: KanjiStore) throws -> [Kanji] {
        try store.allKanji().filter { $0.grade.map { (1...8).contains($0) } ?? false }
    }

    /// Stroke counts and frequency ranks from `store` and KanjiVG's strokes from `file`, looked up by character.
    /// `strokesDrawn`: how many strokes the candidates are for (a kanji far from it needs no drawing).
    public static func facts(in store: KanjiStore, strokes file: StrokeFile, strokesDrawn: Int) -> (String) -> KanjiFacts? {
        { character in
            guard let kanji = (try? store.kanji(for: character)) ?? nil else { return nil }
            return KanjiFacts(kanji: kanji, strokesDrawn: strokesDrawn) { (try? file.drawing(for: Character(character))) ?? nil }
        }
    }
}
