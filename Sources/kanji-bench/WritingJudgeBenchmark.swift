import Browser
import FSRS
import Handwriting
import KanjiKit
import StrokeDrawings
import TerminalUI
import TestSupport

// MARK: - WritingJudgeBenchmark

/// Issue 35: how well the stroke judge flags a learner's mistakes, how soon after a stroke's release, and how often
/// recognition still finds a kanji drawn with two strokes run together.
///
/// The judge: every jōyō kanji KanjiVG draws, drawn right and with one mistake each by a seeded hand
/// (``HandWrittenMistakes``, seed 35), judged as the review screen judges (the canvas taken for the kanji's box) and
/// as `check-writing` does (the drawing's box fitted); the share judged exactly right per kind. Speed: each stroke's
/// release → its verdict, the stroke redrawn clean and the due stroke placed, over every stroke of 200 of those
/// kanji. Recognition: the same kanji with two consecutive strokes joined (seed 35), top-5 in Zinnia's order and
/// re-ranked; with the same strokes written for `tools/kanjidraw_bench.py` (`--write-joined-handwriting`).
struct WritingJudgeBenchmark {
    let store: KanjiStore
    /// The data directory, where `strokes.bin` is.
    let directory: String
    static let seed: UInt64 = 35

    func run() throws -> [BenchmarkRow] {
        let file = try StrokeFile(path: directory + "/" + StrokeFile.fileName)
        let drawings = try WritingJudgeAccuracy.joyoDrawings(in: store, strokes: file)
        var rows: [BenchmarkRow] = []
        for placement in [HandWrittenMistakes.Placement.fillingTheCanvas, .anywhere] {
            let accuracy = WritingJudgeAccuracy(drawings: drawings, placement: placement, seed: Self.seed)
            let judge = placement == .anywhere ? "check-writing's judge (the drawing's box fitted; kanji anywhere at 55–95 %)"
                : "the review's judge (the canvas is the kanji's box; kanji filling it at 85–105 %)"
            for variant in HandWrittenMistakes.Variant.allCases {
                let share = accuracy.share(variant)
                let target = variant == .correct ? 0.99 : 0.95
                let what = variant == .correct ? "right drawings accepted whole" : "one stroke \(Self.mistake(variant)) flagged at its stroke, nothing else"
                rows.append(BenchmarkRow(measure: "stroke judge, \(judge): \(what), \(accuracy.trials(variant).count) jōyō kanji (seed \(Self.seed))",
                                         result: (100 * share).fixed(1) + " %", target: "≥ \(Int(target * 100)) %", isMet: share >= target))
            }
        }
        rows.append(releaseRow(drawings: drawings))
        rows.append(try reviewFrameRow(drawings: drawings))
        let joyo = try HandwritingAccuracy.joyoKanji(in: store)
        let joined = try HandwritingAccuracy(kanji: joyo, strokes: file, recognizer: try ZinniaRecognizer(), store: store,
                                             seed: Self.seed, joiningTwoStrokes: true)
        let top5 = joined.topShare(5, ranked: true)
        rows.append(BenchmarkRow(measure: "handwriting: top-5, \(joined.trials.count) jōyō kanji drawn with two consecutive strokes joined (seed \(Self.seed)), Zinnia alone / re-ranked",
                                 result: "\((100 * joined.topShare(5, ranked: false)).fixed(1)) % / \((100 * top5).fixed(1)) %",
                                 target: "≥ 80 %", isMet: top5 >= 0.8))
        let durations = joined.trials.map { $0.duration.milliseconds }.sorted()
        rows.append(BenchmarkRow(measure: "handwriting: strokes → ranked candidates, the same \(joined.trials.count) joined drawings (median, max)",
                                 result: "\(durations[durations.count / 2].fixed(1)) ms, \(durations[durations.count - 1].fixed(1)) ms",
                                 target: "≤ 50 ms", isMet: durations[durations.count - 1] <= 50))
        return rows
    }

    /// The joined drawings as JSON for `tools/kanjidraw_bench.py`, in ``HandwritingBenchmark/handDrawnJSON()``'s shape.
    func joinedJSON() throws -> String {
        let file = try StrokeFile(path: directory + "/" + StrokeFile.fileName)
        var generator = SplitMix64(seed: Self.seed)
        var entries: [String] = []
        for kanji in try HandwritingAccuracy.joyoKanji(in: store) {
            guard let character = kanji.character.first, let drawing = try file.drawing(for: character), drawing.strokes.count >= 2 else { continue }
            let joined = HandDrawnKanji.joining(drawing, at: Int.random(in: 0..<(drawing.strokes.count - 1), using: &generator))
            let strokes = HandDrawnKanji.strokes(of: joined, using: &generator)
            let points = strokes.strokes.map { "[" + $0.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]" }
            entries.append(#"{"kanji":"\#(kanji.character)","width":\#(strokes.width),"height":\#(strokes.height),"strokes":[\#(points.joined(separator: ","))]}"#)
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    // MARK: Private

    private static func mistake(_ variant: HandWrittenMistakes.Variant) -> String {
        switch variant {
        case .correct: "right"
        case .reversed: "reversed"
        case .swapped: "pair swapped"
        case .missing: "missing"
        case .extra: "extra"
        }
    }

    /// Every stroke's release of every 10th jōyō kanji, drawn right in the review's placement: the verdict recorded,
    /// the stroke redrawn clean and the next due stroke placed (what the review draws after it).
    private func releaseRow(drawings: [StrokeDrawing]) -> BenchmarkRow {
        var generator = SplitMix64(seed: Self.seed)
        var durations: [Double] = []
        var ok = 0
        let clock = ContinuousClock()
        for reference in stride(from: 0, to: drawings.count, by: 10).map({ drawings[$0] }) {
            guard let drawing = HandWrittenMistakes.drawing(of: reference, variant: .correct, placement: .fillingTheCanvas, others: [],
                                                            using: &generator) else { continue }
            var judge = StrokeJudge(reference: reference, width: drawing.strokes.width, height: drawing.strokes.height)
            for stroke in drawing.strokes.strokes {
                var drawn = 0
                let elapsed = clock.measure {
                    let verdict = judge.record(stroke)
                    drawn += judge.cleanStroke(drawn: judge.drawnCount)?.count ?? 0
                    drawn += judge.nextExpected.map { judge.referenceStroke($0).count } ?? 0
                    ok += verdict.kind == .ok ? 1 : 0
                }
                precondition(drawn >= 0)
                durations.append(elapsed.milliseconds)
            }
        }
        durations.sort()
        let worst = durations[durations.count - 1]
        return BenchmarkRow(measure: "stroke judge: a stroke's release → its verdict, the stroke redrawn clean, the next placed (\(durations.count) strokes of \(drawings.count / 10 + 1) kanji; median, max)",
                            result: "\((durations[durations.count / 2] * 1000).fixed(0)) µs, \(worst.fixed(2)) ms", target: "≤ 20 ms", isMet: worst <= 20)
    }

    /// The writing review itself, through the terminal app as a learner uses it: 50 jōyō kanji kept as writing cards
    /// and reviewed at 120×40, each stroke of KanjiVG's drawn with the mouse (a press, a drag report per point, a
    /// release) on the review's canvas; timed from the release's report to its frame rendered.
    private func reviewFrameRow(drawings: [StrokeDrawing]) throws -> BenchmarkRow {
        let chosen = stride(from: 0, to: drawings.count, by: max(1, drawings.count / 50)).map { drawings[$0] }.prefix(50)
        let deck = InMemoryStudyDeck()
        deck.keptKind = .writing
        deck.newCardsPerDay = chosen.count
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        for drawing in chosen { try deck.add(.kanji(String(drawing.character)), now: now) }
        let browser = try KanjiBrowser.inMemory(store: store, strokes: StrokeLibrary(path: directory + "/" + StrokeFile.fileName),
                                                study: deck, scheduler: Scheduler(enableFuzzing: false), now: { now })
        let app = TerminalApp(browser: browser)
        let size = TerminalSize(rows: 40, columns: 120)
        for key in [Key.character("4"), .character("R")] { app.handle(key) }
        var durations: [Double] = []
        let clock = ContinuousClock()
        for _ in chosen {
            guard case .writingReview(let review) = browser.stack.top, let canvas = app.render(size: size).canvas,
                  let drawing = drawings.first(where: { String($0.character) == review.kanji }) else {
                throw BenchmarkFailure(description: "the review shows no writing card")
            }
            let place = { (point: StrokePoint) in
                (x: Double(canvas.column) + Double(canvas.columns) * point.x / StrokeDrawing.viewBoxSide,
                 y: Double(canvas.row) + Double(canvas.rows) * point.y / StrokeDrawing.viewBoxSide)
            }
            for stroke in drawing.strokes {
                let start = place(stroke.points[0])
                app.handle(.mouse(MouseEvent(.click, x: start.x, y: start.y)))
                for point in stroke.points.dropFirst() {
                    let at = place(point)
                    app.handle(.mouse(MouseEvent(.drag, x: at.x, y: at.y)))
                }
                let end = place(stroke.points[stroke.points.count - 1])
                var cells = 0
                durations.append(clock.measure {
                    app.handle(.mouse(MouseEvent(.release, x: end.x, y: end.y)))
                    cells += app.render(size: size).grid[39, 119].width
                }.milliseconds)
                precondition(cells > 0, "every frame has cells")
            }
            // A stroke the judge did not take (a stroke of KanjiVG's own is taken nearly always): the rest drawn, as Space does.
            if !review.isWritten { app.handle(.character(" ")) }
            app.handle(.enter)
        }
        durations.sort()
        let worst = durations[durations.count - 1]
        return BenchmarkRow(measure: "writing review: a stroke's release → its verdict and the redrawn frame at 120×40, through the terminal app (\(durations.count) strokes of \(chosen.count) jōyō kanji; median, max)",
                            result: "\(durations[durations.count / 2].fixed(2)) ms, \(worst.fixed(2)) ms", target: "≤ 20 ms", isMet: worst <= 20)
    }
}
