import Handwriting
import KanjiKit
import StrokeDrawings
import Testing
import TestResources
import TestSupport

/// Issue 35 §2: the stroke judge on 500 jōyō kanji drawn from KanjiVG by a seeded hand, right and with one mistake
/// each (``HandWrittenMistakes``): a right drawing is accepted whole, a mistake flagged at its stroke and nothing
/// else. `make bench` runs the same on every jōyō kanji (BENCHMARKS.md, "Issue 35").
///
/// The thresholds (99 % accepted, 95 % flagged) hold for `check-writing`'s judge, which fits the finished
/// drawing's box. The review's judge knows only the canvas before the first stroke, and accepts 98.5 % of right
/// drawings on this sample (98.1 % on all 2,136): its test holds it to 98 %, so a change that loses ground fails.
@Suite struct WritingJudgeAccuracyTests {
    /// Every 4th jōyō kanji KanjiVG draws, from the first: 534 of 2,136, spread over the grades.
    static func sample() throws -> [StrokeDrawing] {
        let store = try KanjiStore(directory: Checkout.resources)
        let file = try StrokeFile(path: Checkout.resources + "/" + StrokeFile.fileName)
        let all = try WritingJudgeAccuracy.joyoDrawings(in: store, strokes: file)
        return stride(from: 0, to: all.count, by: 4).map { all[$0] }
    }

    @Test(arguments: [HandWrittenMistakes.Placement.anywhere, .fillingTheCanvas])
    func right_drawings_are_accepted_and_each_mistake_flagged_at_its_stroke(placement: HandWrittenMistakes.Placement) throws {
        let drawings = try Self.sample()
        #expect(drawings.count >= 500)
        let accuracy = WritingJudgeAccuracy(drawings: drawings, placement: placement, seed: 35)
        let figures = HandWrittenMistakes.Variant.allCases.map { "\($0.rawValue) \(accuracy.share($0)) of \(accuracy.trials($0).count)" }
        print("stroke judge (\(placement)): " + figures.joined(separator: ", "))
        #expect(accuracy.trials(.correct).count >= 500)
        let accepted = placement == .anywhere ? 0.99 : 0.98
        #expect(accuracy.share(.correct) >= accepted, "accepted whole: \(accuracy.share(.correct)); not: \(accuracy.missed(.correct))")
        for variant in [HandWrittenMistakes.Variant.reversed, .swapped, .missing, .extra] {
            #expect(accuracy.trials(variant).count >= 450, "\(variant)")
            #expect(accuracy.share(variant) >= 0.95, "\(variant) flagged: \(accuracy.share(variant)); not: \(accuracy.missed(variant))")
        }
    }
}
