import Handwriting
import KanjiKit
import StrokeDrawings
import Testing
import TestResources
import TestSupport

/// The recognizer on 100 jōyō kanji drawn from KanjiVG with a seeded hand (`HandDrawnKanji`): the CI-sized run of
/// the benchmark's accuracy on all of them (BENCHMARKS.md, "Handwriting").
@Suite struct AccuracyTests {
    /// Every 21st jōyō kanji, from the first: 100 of the 2,136, spread over the grades.
    static func sample(_ store: KanjiStore) throws -> [Kanji] {
        let joyo = try HandwritingAccuracy.joyoKanji(in: store)
        return stride(from: 0, to: joyo.count, by: 21).prefix(100).map { joyo[$0] }
    }

    @Test func at_least_90_percent_of_100_hand_drawn_joyo_kanji_are_among_the_first_5_candidates() throws {
        let store = try KanjiStore(directory: Checkout.resources)
        let accuracy = try HandwritingAccuracy(
            kanji: try Self.sample(store), strokes: try StrokeFile(path: Checkout.resources + "/" + StrokeFile.fileName),
            recognizer: try ZinniaRecognizer(), store: store, seed: 24)
        #expect(accuracy.trials.count == 100)
        let top5 = accuracy.topShare(5, ranked: true)
        let missed = accuracy.trials.filter { ($0.rankedPosition ?? 99) >= 5 }.map(\.kanji.character).joined()
        print("handwriting accuracy: top-1 raw \(accuracy.topShare(1, ranked: false)) ranked \(accuracy.topShare(1, ranked: true)); top-5 raw \(accuracy.topShare(5, ranked: false)) ranked \(top5); missed \(missed)")
        #expect(top5 >= 0.9, "top-5 \(top5); missed: \(missed)")
    }
}
