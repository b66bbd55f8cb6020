import Handwriting
import KanjiKit
import StrokeDrawings

/// How often the stroke judge flags what ``HandWrittenMistakes`` draws, and nothing else: the CI test runs it on 500
/// jōyō kanji, `make bench` (issue 35) on every jōyō kanji KanjiVG draws.
nonisolated public struct WritingJudgeAccuracy {
    /// One drawing judged.
    public struct Trial: Sendable {
        public let kanji: Character
        public let drawing: HandWrittenMistakes.Drawing
        public let verdicts: [StrokeVerdict]
        public let isRight: Bool
    }

    public let trials: [Trial]

    /// Draws each of `drawings` (KanjiVG's) in every variant with one generator seeded `seed` and judges it: with the
    /// canvas taken for the kanji's box for ``HandWrittenMistakes/Placement/fillingTheCanvas`` (the review
    /// screen's judge), with the drawing's box fitted for ``HandWrittenMistakes/Placement/anywhere`` (check-writing's).
    public init(drawings: [StrokeDrawing], placement: HandWrittenMistakes.Placement, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var trials: [Trial] = []
        for (index, reference) in drawings.enumerated() {
            // An added stroke comes from the next few kanji of the list.
            let others = (1...5).map { drawings[(index + $0) % drawings.count] }
            for variant in HandWrittenMistakes.Variant.allCases {
                guard let drawing = HandWrittenMistakes.drawing(of: reference, variant: variant, placement: placement, others: others,
                                                                using: &generator) else { continue }
                let verdicts = Self.judge(drawing.strokes, against: reference, placement: placement)
                trials.append(Trial(kanji: reference.character, drawing: drawing, verdicts: verdicts,
                                    isRight: HandWrittenMistakes.flagsExactly(verdicts, drawing)))
            }
        }
        self.trials = trials
    }

    /// The verdicts as the judge for `placement` gives them, stroke by stroke.
    public static func judge(_ strokes: HandwrittenStrokes, against reference: StrokeDrawing,
                             placement: HandWrittenMistakes.Placement) -> [StrokeVerdict] {
        switch placement {
        case .anywhere: return StrokeJudge.judge(strokes, against: reference)
        case .fillingTheCanvas:
            var judge = StrokeJudge(reference: reference, width: strokes.width, height: strokes.height)
            for stroke in strokes.strokes { judge.record(stroke) }
            return judge.finished()
        }
    }

    /// The trials of `variant`.
    public func trials(_ variant: HandWrittenMistakes.Variant) -> [Trial] {
        trials.filter { $0.drawing.variant == variant }
    }

    /// The share of `variant`'s drawings judged exactly right.
    public func share(_ variant: HandWrittenMistakes.Variant) -> Double {
        let some = trials(variant)
        return some.isEmpty ? 0 : Double(some.count(where: \.isRight)) / Double(some.count)
    }

    /// The kanji of `variant`'s drawings judged wrongly, for a failure's message.
    public func missed(_ variant: HandWrittenMistakes.Variant) -> String {
        String(trials(variant).filter { !$0.isRight }.map(\.kanji))
    }

    /// The jōyō kanji's KanjiVG drawings, in the dataset's order.
    public static func joyoDrawings(in store: KanjiStore, strokes file: StrokeFile) throws -> [StrokeDrawing] {
        try HandwritingAccuracy.joyoKanji(in: store).compactMap { kanji in
            guard let character = kanji.character.first else { return nil }
            return try file.drawing(for: character)
        }
    }
}
