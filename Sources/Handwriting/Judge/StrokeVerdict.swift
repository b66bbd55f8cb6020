/// What the judge made of one stroke: a drawn stroke set against KanjiVG's strokes of the kanji, or a stroke of the
/// kanji that was never drawn. What a writing review shows on a stroke's release and `kanji-tui check-writing`
/// prints per stroke.
///
/// Numbers count from 1, as a learner counts strokes and as KanjiVG numbers them.
public struct StrokeVerdict: Sendable, Equatable {
    /// How the stroke went.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The right stroke, in its place: position, shape and length within a hand's wobble of KanjiVG's.
        case ok
        /// Where the expected stroke goes, but not its shape or length (or too far from it to count as it).
        case wrongShape = "wrong-shape"
        /// The right shape and place, drawn from its end to its start.
        case reversed
        /// Another stroke of the kanji, drawn before its turn (``StrokeVerdict/referenceNumber`` says which).
        case outOfOrder = "out-of-order"
        /// A stroke of the kanji that the drawing lacks (only in a finished drawing's verdicts).
        case missing
        /// A stroke that is none of the kanji's, or one of them drawn again.
        case extra
    }

    public let kind: Kind
    /// Which drawn stroke this is (1 for the first drawn); nil for a missing stroke.
    public let drawnNumber: Int?
    /// The kanji's stroke the drawn stroke was taken for (ok, reversed, out of order), judged against (wrong shape) or
    /// the one missing; nil for an extra stroke.
    public let referenceNumber: Int?
    /// The kanji's stroke that was due when this one was drawn (for a missing stroke, itself); nil when every stroke
    /// had been drawn already.
    public let expectedNumber: Int?
    /// How alike the drawn stroke is to ``referenceNumber``'s (for an extra stroke, to the nearest of the kanji's),
    /// from 0 to 1: 1 − the mean distance between their points, evenly spaced along each, in KanjiVG's 109-unit view
    /// box, over ``StrokeJudge/scoreScale``. 0 for a missing stroke.
    public let score: Double

    public init(kind: Kind, drawnNumber: Int?, referenceNumber: Int?, expectedNumber: Int?, score: Double) {
        self.kind = kind
        self.drawnNumber = drawnNumber
        self.referenceNumber = referenceNumber
        self.expectedNumber = expectedNumber
        self.score = score
    }

    /// Whether the stroke counts as a mistake: anything but ok.
    public var isMistake: Bool { kind != .ok }
}
