import StrokeDrawings

/// Judges a handwritten kanji stroke by stroke against KanjiVG's strokes of it, as a writing review does on each
/// stroke's release: the right stroke (place, shape, length), drawn backwards, drawn before its turn, a stroke the
/// kanji does not have; and, once the drawing is finished, the strokes it lacks.
///
/// Where and how large the hand drew is taken away first (``JudgeMap``): before the first stroke, the canvas is
/// taken for KanjiVG's box (``init(reference:width:height:)``, the review screen), or the whole drawing's box for
/// the kanji's (``init(reference:fitting:)``, `check-writing`); as strokes are matched, the box of the drawn strokes
/// is fitted to the box of the strokes they were taken for, and weighs more the more of the kanji they span.
///
/// Incremental: ``assess(_:)`` says what the next stroke would be without keeping it (a review that lets the learner
/// try a wrong stroke again), ``record(_:)`` keeps it, ``undo()`` takes it back; ``referenceStroke(_:)`` is a stroke
/// of the kanji where this hand would have drawn it (to show "as it should have been", or to draw it for the
/// learner: record it and it counts as drawn), ``cleanStroke(drawn:)`` a drawn stroke redrawn clean. Pure: no
/// terminal, no clock; a stroke costs well under a millisecond (`make bench`, issue 35).
public struct StrokeJudge: Sendable {
    /// The mean distance in view-box units at which a stroke's ``StrokeVerdict/score`` reaches 0.
    public static let scoreScale = 30.0
    /// Up to this mean distance (view-box units) a drawn stroke is taken for a stroke of the kanji: a hand's wobble,
    /// a stroke started or ended a little short or long, a slight slant (BENCHMARKS.md, issue 35: the test set).
    static let matchDistance = 13.0
    /// Up to this mean distance from the stroke that was due, a stroke that matches none is that stroke in the wrong
    /// shape; further away, an extra stroke.
    static let looseDistance = 26.0
    /// A stroke of the kanji shorter than this (a dot of 冫 is about 10 units) is matched either way round: which end
    /// a dot starts from is hard to see and rarely taught.
    static let shortestDirectedLength = 6.0
    /// How much moving the kanji to take a stroke for one of its strokes counts against the match, per unit moved
    /// (``distances(_:)``). Tried at 0.3, 0.5 and 1 on the test set (BENCHMARKS.md, issue 35): 0.5 flags added
    /// strokes best without rejecting right ones drawn away from where the canvas expects them.
    static let mapShiftCost = 0.5
    /// A stroke whose turn it is wins over another that matches as well within this factor: jitter must not make a
    /// right stroke look out of order.
    static let dueStrokePreference = 0.85

    /// The canvas the drawn strokes are on, in its units.
    public let width: Int
    public let height: Int

    private let reference: [ResampledStroke]
    private let referencePolylines: [[JudgePoint]]
    private let referenceBoxes: [JudgeBox]
    private let wholeReference: JudgeBox
    /// Where the kanji is taken to be before any stroke is matched.
    private let prior: JudgeMap

    /// The strokes recorded, in canvas units, their boxes, and the kanji's stroke (0-based) each was taken for.
    private var drawn: [[JudgePoint]] = []
    private var drawnBoxes: [JudgeBox] = []
    private var matches: [Int?] = []
    /// How far each recorded stroke was from the stroke it was taken for (nil for none).
    private var matchDistances: [Double?] = []
    /// One verdict per recorded stroke, in order.
    public private(set) var verdicts: [StrokeVerdict] = []

    /// A judge for a drawing on a `width` × `height` canvas taken for KanjiVG's box: the writing review's, where the
    /// learner fills the canvas as the kanji fills its square.
    public init(reference drawing: StrokeDrawing, width: Int, height: Int) {
        self.init(reference: drawing, width: width, height: height) { _, canvas in canvas }
    }

    /// A judge for a finished drawing, whose box is taken for the kanji's wherever on its canvas it was drawn
    /// (`check-writing`). Record `strokes`' strokes (or call ``judge(_:against:)``).
    public init(reference drawing: StrokeDrawing, fitting strokes: HandwrittenStrokes) {
        let box = JudgeBox(strokes.strokes.joined().map(JudgePoint.init))
        self.init(reference: drawing, width: strokes.width, height: strokes.height) { whole, canvas in
            box.map { JudgeMap.fitting(drawn: $0, reference: whole, fallback: canvas) } ?? canvas
        }
    }

    /// - Parameter prior: the map before any stroke is matched, given the kanji's box and the canvas's map.
    private init(reference drawing: StrokeDrawing, width: Int, height: Int, prior: (JudgeBox, JudgeMap) -> JudgeMap) {
        self.width = width
        self.height = height
        referencePolylines = drawing.strokes.map { stroke in stroke.points.map { JudgePoint($0.x, $0.y) } }.filter { !$0.isEmpty }
        reference = referencePolylines.map(ResampledStroke.init)
        referenceBoxes = referencePolylines.map { JudgeBox($0)! }
        let whole = referenceBoxes.dropFirst().reduce(referenceBoxes.first ?? JudgeBox(minimum: .zero, maximum: .zero)) { $0.union($1) }
        wholeReference = whole
        self.prior = prior(whole, JudgeMap.canvas(width: width, height: height))
    }

    /// Judges every stroke of a finished drawing against `drawing`: the verdicts of ``finished()``.
    ///
    /// Twice when the first pass finds mistakes: first with the drawing's box taken for the kanji's, then with the
    /// map the strokes it matched give. A stroke left out at the kanji's edge (or one added past it) makes the
    /// drawing's box another shape than the kanji's; the strokes that did match say where the kanji really is. The
    /// pass with fewer mistakes stands.
    public static func judge(_ strokes: HandwrittenStrokes, against drawing: StrokeDrawing) -> [StrokeVerdict] {
        var first = StrokeJudge(reference: drawing, fitting: strokes)
        for stroke in strokes.strokes { first.record(stroke) }
        let firstVerdicts = first.finished()
        let mistakes = firstVerdicts.count(where: \.isMistake)
        guard mistakes > 0 else { return firstVerdicts }
        let refined = first.currentMap(adding: nil)
        var second = StrokeJudge(reference: drawing, width: strokes.width, height: strokes.height) { _, _ in refined }
        for stroke in strokes.strokes { second.record(stroke) }
        let secondVerdicts = second.finished()
        return secondVerdicts.count(where: \.isMistake) < mistakes ? secondVerdicts : firstVerdicts
    }

    // MARK: State

    /// How many strokes the kanji has.
    public var referenceCount: Int { reference.count }
    /// How many strokes are recorded.
    public var drawnCount: Int { drawn.count }
    /// The kanji's stroke (from 1) due next: the first not yet drawn; nil when all are.
    public var nextExpected: Int? { lowestUnmatched.map { $0 + 1 } }

    // MARK: Judging

    /// The verdict the next stroke would get, without recording it.
    /// - Parameter stroke: its points in canvas units, at least one.
    public func assess(_ stroke: [HandwritingPoint]) -> StrokeVerdict {
        decide(stroke.map(JudgePoint.init)).verdict
    }

    /// Judges `stroke` as the next one drawn and keeps it. A stroke that matches one of the kanji's strokes which an
    /// earlier stroke of the wrong shape was taken for takes its place: the earlier one's verdict becomes extra.
    @discardableResult
    public mutating func record(_ stroke: [HandwritingPoint]) -> StrokeVerdict {
        let points = stroke.map(JudgePoint.init)
        let (verdict, match, distance) = decide(points)
        // A stroke taken for one that an earlier stroke stood in for (of the wrong shape, or out of turn, and further
        // from it): that earlier one was extra.
        if let match, let earlier = matches.indices.first(where: { matches[$0] == match }) {
            matches[earlier] = nil
            matchDistances[earlier] = nil
            let old = verdicts[earlier]
            verdicts[earlier] = StrokeVerdict(kind: .extra, drawnNumber: old.drawnNumber, referenceNumber: nil,
                                              expectedNumber: old.expectedNumber, score: old.score)
        }
        drawn.append(points)
        drawnBoxes.append(JudgeBox(points)!)
        matches.append(match)
        matchDistances.append(match == nil ? nil : distance)
        verdicts.append(verdict)
        return verdict
    }

    /// Takes back the last recorded stroke, if any.
    public mutating func undo() {
        guard !drawn.isEmpty else { return }
        drawn.removeLast()
        drawnBoxes.removeLast()
        matches.removeLast()
        matchDistances.removeLast()
        verdicts.removeLast()
    }

    /// The verdicts of the drawing as it stands, taken as finished: each recorded stroke's, and a ``StrokeVerdict/Kind/missing``
    /// one for each of the kanji's strokes never drawn, placed where it was due. A stroke drawn out of turn only
    /// because the strokes before it were never drawn is right after all: the mistake is theirs, missing.
    public func finished() -> [StrokeVerdict] {
        let matched = Set(matches.compactMap { $0 })
        var result: [StrokeVerdict] = []
        var missing = (0..<reference.count).filter { !matched.contains($0) }
        for (index, verdict) in verdicts.enumerated() {
            var verdict = verdict
            if verdict.kind == .outOfOrder, let taken = verdict.referenceNumber, let due = verdict.expectedNumber,
               due < taken, ((due - 1)..<(taken - 1)).allSatisfy({ !matched.contains($0) }) {
                verdict = StrokeVerdict(kind: .ok, drawnNumber: verdict.drawnNumber, referenceNumber: taken,
                                        expectedNumber: taken, score: verdict.score)
            }
            if let taken = matches[index] {
                while let first = missing.first, first < taken {
                    result.append(Self.missingVerdict(first))
                    missing.removeFirst()
                }
            }
            result.append(verdict)
        }
        result += missing.map(Self.missingVerdict)
        return result
    }

    // MARK: Drawing

    /// Stroke `number` of the kanji (from 1) where this hand would draw it, in canvas units clamped to the canvas:
    /// "as it should have been", in another colour, or the stroke drawn for the learner.
    public func referenceStroke(_ number: Int) -> [HandwritingPoint] {
        precondition(referencePolylines.indices.contains(number - 1), "the kanji has \(referencePolylines.count) strokes")
        let map = currentMap(adding: nil)
        return referencePolylines[number - 1].map { canvasPoint(map.inverse($0)) }
    }

    /// Recorded stroke `number` (from 1) redrawn clean: the kanji's stroke it was taken for, where this hand would
    /// draw it; nil for an extra stroke. What a review draws in place of a wobbly stroke that was judged right.
    public func cleanStroke(drawn number: Int) -> [HandwritingPoint]? {
        guard matches.indices.contains(number - 1), let taken = matches[number - 1] else { return nil }
        return referenceStroke(taken + 1)
    }

    // MARK: Private

    private static func missingVerdict(_ index: Int) -> StrokeVerdict {
        StrokeVerdict(kind: .missing, drawnNumber: nil, referenceNumber: index + 1, expectedNumber: index + 1, score: 0)
    }

    private var lowestUnmatched: Int? {
        let matched = Set(matches.compactMap { $0 })
        return (0..<reference.count).first { !matched.contains($0) }
    }

    /// The kanji's stroke taken by the latest recorded stroke that was taken for one.
    private var lastMatched: Int? {
        matches.last { $0 != nil } ?? nil
    }

    private func canvasPoint(_ point: JudgePoint) -> HandwritingPoint {
        let x = point.x.isFinite ? min(max(point.x.rounded(), 0), Double(width - 1)) : 0
        let y = point.y.isFinite ? min(max(point.y.rounded(), 0), Double(height - 1)) : 0
        return HandwritingPoint(x: Int(x), y: Int(y))
    }

    /// The map from canvas to view box given the strokes matched so far, and `pair` (a drawn stroke's box taken for
    /// the kanji's stroke at that index) as if it were matched too: their boxes fitted, weighing along each axis as
    /// much as their reference strokes span of the kanji, the rest the prior. (Weighing by the square of the span
    /// trusted the canvas too long: 96 % of right drawings accepted on the review's test set against 98 %.)
    private func currentMap(adding pair: (box: JudgeBox, index: Int)?) -> JudgeMap {
        var drawnBox = pair?.box
        var referenceBox = pair.map { referenceBoxes[$0.index] }
        for (box, match) in zip(drawnBoxes, matches) {
            guard let match else { continue }
            drawnBox = drawnBox.map { $0.union(box) } ?? box
            referenceBox = referenceBox.map { $0.union(referenceBoxes[match]) } ?? referenceBoxes[match]
        }
        guard let drawnBox, let referenceBox else { return prior }
        let fitted = JudgeMap.fitting(drawn: drawnBox, reference: referenceBox, fallback: prior)
        let whole = pointwiseMax(wholeReference.extent, JudgePoint(1, 1))
        let weight = pointwiseMin(referenceBox.extent / whole, JudgePoint(1, 1))
        return fitted.blended(with: prior, weight: weight)
    }

    /// How far `points` are from each of the kanji's strokes, each compared after the map that takes it as matched,
    /// plus ``mapShiftCost`` times how far that map moves the stroke from where the strokes matched so far put it: a
    /// stroke that matches only if the whole kanji moves (an extra stroke beside a part drawn so far) is far.
    private func distances(_ points: [JudgePoint]) -> [(forward: Double, backward: Double)] {
        let box = JudgeBox(points)!
        let settled = currentMap(adding: nil)
        let placed = ResampledStroke(points.map(settled.apply))
        return reference.indices.map { index in
            let map = currentMap(adding: (box, index))
            let stroke = ResampledStroke(points.map(map.apply))
            let shift = Self.mapShiftCost * stroke.meanDistance(to: placed)
            let forward = stroke.meanDistance(to: reference[index]) + shift
            let backward = stroke.meanDistance(to: reference[index], reversed: true) + shift
            return reference[index].length < Self.shortestDirectedLength ? (min(forward, backward), min(forward, backward)) : (forward, backward)
        }
    }

    private func decide(_ points: [JudgePoint]) -> (verdict: StrokeVerdict, match: Int?, distance: Double) {
        precondition(!points.isEmpty, "a stroke has at least one point")
        let number = drawn.count + 1
        guard !reference.isEmpty else {
            return (StrokeVerdict(kind: .extra, drawnNumber: number, referenceNumber: nil, expectedNumber: nil, score: 0), nil, .infinity)
        }
        let found = distances(points)
        let nearest = { (index: Int) in min(found[index].forward, found[index].backward) }
        // A stroke of the kanji taken by a stroke of the wrong shape, or by one out of turn, stays open to a stroke
        // nearer to it: the earlier one may have been an extra stroke that happened to lie near it.
        let matched = Set(matches.indices.compactMap { index -> Int? in
            guard let match = matches[index] else { return nil }
            let open = [.wrongShape, .outOfOrder].contains(verdicts[index].kind) && nearest(match) < (matchDistances[index] ?? 0)
            return open ? nil : match
        })
        let unmatched = reference.indices.filter { !matched.contains($0) }
        let lowest = unmatched.first
        // Due: the first stroke not drawn, or the one after the last drawn (a learner who skipped one goes on).
        var due: [Int] = lowest.map { [$0] } ?? []
        if let last = lastMatched, last + 1 < reference.count, !matched.contains(last + 1), !due.contains(last + 1) { due.append(last + 1) }
        let score = { (distance: Double) in max(0, 1 - distance / Self.scoreScale) }

        let best = unmatched.min { a, b in
            nearest(a) * (due.contains(a) ? Self.dueStrokePreference : 1) < nearest(b) * (due.contains(b) ? Self.dueStrokePreference : 1)
        }
        if let best, nearest(best) <= Self.matchDistance {
            let isDue = due.contains(best)
            let kind: StrokeVerdict.Kind = found[best].backward < found[best].forward ? .reversed : isDue ? .ok : .outOfOrder
            return (StrokeVerdict(kind: kind, drawnNumber: number, referenceNumber: best + 1,
                                  expectedNumber: isDue ? best + 1 : lowest.map { $0 + 1 }, score: score(nearest(best))), best, nearest(best))
        }
        let closest = reference.indices.min { nearest($0) < nearest($1) }!
        // A stroke drawn again is extra; so is one far from every stroke due.
        if matched.contains(closest) && nearest(closest) <= Self.matchDistance {
            return (StrokeVerdict(kind: .extra, drawnNumber: number, referenceNumber: nil, expectedNumber: lowest.map { $0 + 1 },
                                  score: score(nearest(closest))), nil, nearest(closest))
        }
        if let shaped = due.min(by: { nearest($0) < nearest($1) }), nearest(shaped) <= Self.looseDistance {
            return (StrokeVerdict(kind: .wrongShape, drawnNumber: number, referenceNumber: shaped + 1, expectedNumber: shaped + 1,
                                  score: score(nearest(shaped))), shaped, nearest(shaped))
        }
        return (StrokeVerdict(kind: .extra, drawnNumber: number, referenceNumber: nil, expectedNumber: lowest.map { $0 + 1 },
                              score: score(nearest(closest))), nil, nearest(closest))
    }
}
