/// The points of a stroke that Zinnia's features are made of, and no others: what ``ZinniaRecognizer`` hands Zinnia,
/// so that no stroke can make recognition slow or its memory grow without end, and the candidates and their scores
/// are the ones the whole stroke gives.
///
/// Why: Zinnia (`feature.cpp`, `Features::getVertex`) splits a stroke at its point farthest from the line between its
/// ends, and each half again, as long as that point is more than √0.001 of the canvas off the line (Douglas–Peucker);
/// it files each piece under a heap index (the halves of piece `i` are `2i + 1` and `2i + 2`) in a vector it resizes
/// to the largest index. A stroke that zig-zags is split hundreds of levels deep: the vector wants 2^depth entries
/// (a 1,000-point zig-zag asked for 21 GB and died of `std::bad_alloc`; 50,000 points took 2.1 GB and 4 s), and at
/// depth 31 the `int` index overflows. Yet its features read only the pieces with index ≤ 50
/// (`kMaxCharacterSize`): the splits of the first ``splitDepth`` levels.
///
/// So the stroke is cut down to its ends and those splits, found as Zinnia finds them (the same normalized `float`
/// coordinates, the same arithmetic, the first farthest point on a tie): on these at most 33 points Zinnia makes
/// the same splits at those levels — the farthest point of a piece is among them — and none below, since no piece
/// there has a point inside it. Its features, hence its scores, are the whole stroke's.
enum ZinniaVertices {
    /// Levels of splits whose pieces Zinnia's features read: piece 50, the last, is on level 5 (31…62), made by the
    /// splits of levels 0 to 4.
    static let splitDepth = 4
    /// Zinnia's threshold on the squared distance (in canvas widths) of the farthest point from a piece's line.
    private static let splitThreshold: Float = 0.001

    /// `stroke`'s first and last points and the points Zinnia splits it at in the first ``splitDepth`` + 1 levels,
    /// in the order drawn.
    /// - Parameters:
    ///   - stroke: at least one point, on a `width` × `height` canvas.
    static func points(of stroke: [HandwritingPoint], width: Int, height: Int) -> [HandwritingPoint] {
        guard stroke.count > 2 else { return stroke }
        // Zinnia's nodes: `1.0 * x / width` in double, stored as float.
        let xs = stroke.map { Float(Double($0.x) / Double(width)) }
        let ys = stroke.map { Float(Double($0.y) / Double(height)) }
        var kept = Set([0, stroke.count - 1])
        var pieces = [(first: 0, last: stroke.count - 1)]
        for _ in 0...splitDepth {
            var halves: [(first: Int, last: Int)] = []
            for piece in pieces {
                guard let split = farthest(in: piece, xs: xs, ys: ys) else { continue }
                kept.insert(split)
                halves.append((piece.first, split))
                halves.append((split, piece.last))
            }
            pieces = halves
        }
        return kept.sorted().map { stroke[$0] }
    }

    /// Where Zinnia splits the piece from `first` to `last` (`minimum_distance`, then `dist > error`), or nil where it
    /// does not.
    private static func farthest(in piece: (first: Int, last: Int), xs: [Float], ys: [Float]) -> Int? {
        let (first, last) = piece
        guard first != last else { return nil }
        let a = xs[last] - xs[first]
        let b = ys[last] - ys[first]
        let c = ys[last] * xs[first] - xs[last] * ys[first]
        var largest: Float = -1
        var best = first
        for index in first..<last {
            let distance = abs((a * ys[index]) - (b * xs[index]) + c)
            if distance > largest {
                largest = distance
                best = index
            }
        }
        // A piece whose ends coincide gives 0/0, NaN, which is not above the threshold: Zinnia does not split it.
        return largest * largest / (a * a + b * b) > splitThreshold ? best : nil
    }
}
