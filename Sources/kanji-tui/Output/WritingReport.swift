import Foundation
import Handwriting

/// What `check-writing` prints: the kanji, how many strokes it has and how many were drawn, and the verdict of each
/// stroke in drawing order (a missing stroke where it was due). Its JSON shape is `--json`'s.
struct WritingReport: Encodable {
    /// One verdict as printed.
    struct Row: Encodable {
        /// The drawn stroke's number; nil for a missing stroke.
        let drawn: Int?
        /// ok, wrong-shape, reversed, out-of-order, missing or extra.
        let verdict: String
        /// The kanji's stroke it was taken for or judged against; nil for an extra stroke.
        let stroke: Int?
        /// The kanji's stroke that was due.
        let expected: Int?
        let score: Double

        /// Every key in every row, null where there is nothing, so a script finds the same keys on every row.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(drawn, forKey: .drawn)
            try container.encode(verdict, forKey: .verdict)
            try container.encode(stroke, forKey: .stroke)
            try container.encode(expected, forKey: .expected)
            try container.encode(score, forKey: .score)
        }

        private enum CodingKeys: String, CodingKey {
            case drawn, verdict, stroke, expected, score
        }
    }

    let kanji: String
    let strokeCount: Int
    let drawn: Int
    let mistakes: Int
    let verdicts: [Row]

    init(kanji: String, strokeCount: Int, drawn: Int, verdicts: [StrokeVerdict]) {
        self.kanji = kanji
        self.strokeCount = strokeCount
        self.drawn = drawn
        mistakes = verdicts.count(where: \.isMistake)
        self.verdicts = verdicts.map { verdict in
            Row(drawn: verdict.drawnNumber, verdict: verdict.kind.rawValue, stroke: verdict.referenceNumber,
                expected: verdict.expectedNumber, score: (verdict.score * 1000).rounded() / 1000)
        }
    }

    var tsv: String {
        let lines = ["drawn\tverdict\tstroke\texpected\tscore"] + verdicts.map { row in
            [row.drawn.map(String.init) ?? "", row.verdict, row.stroke.map(String.init) ?? "", row.expected.map(String.init) ?? "",
             RecognizeCommand.fixed(row.score)].joined(separator: "\t")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// "日 · 4 strokes, 4 drawn: 1 mistake", then a line per verdict: "2. reversed  stroke 2  0.912".
    var text: String {
        let summary = "\(kanji) · \(strokeCount) stroke\(strokeCount == 1 ? "" : "s"), \(drawn) drawn: "
            + (mistakes == 0 ? "all right" : "\(mistakes) mistake\(mistakes == 1 ? "" : "s")")
        let lines = verdicts.map { row in
            let number = row.drawn.map { "\($0)." } ?? "-"
            let stroke: String
            switch row.verdict {
            case "extra": stroke = "not a stroke of \(kanji)"
            case "out-of-order": stroke = "stroke \(row.stroke ?? 0)" + (row.expected.map { ", before \($0)" } ?? "")
            default: stroke = row.stroke.map { "stroke \($0)" } ?? ""
            }
            let score = row.verdict == "missing" ? "" : "  " + RecognizeCommand.fixed(row.score)
            return "\(number.padding(toLength: 4, withPad: " ", startingAt: 0))\(row.verdict.padding(toLength: 13, withPad: " ", startingAt: 0))\(stroke)\(score)"
        }
        return ([summary] + lines).map { $0 + "\n" }.joined()
    }
}
