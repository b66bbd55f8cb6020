extension HandwrittenStrokes {
    /// The largest canvas side `recognize` accepts: Zinnia's coordinates are `int`s, and no drawing needs more.
    public static let maximumCanvasSide = 100_000
    /// The largest input read: a stroke file of 50 strokes of 1,000 points is about 600 KB.
    public static let maximumJSONBytes = 16 << 20

    /// Reads strokes written as `{"width": W, "height": H, "strokes": [[[x, y], …], …]}`: the canvas's size in
    /// units, then each stroke's points in the order drawn. Numbers may have fractions (rounded to whole units).
    ///
    /// Points off the canvas are kept, never refused: a hand that strays past the edge still drew the kanji (Zinnia
    /// itself takes any coordinate). The canvas grows to hold them, the drawing moved with it so nothing is
    /// negative, and scaled down as a whole where it would be more than ``maximumCanvasSide`` across
    /// (``CanvasFit``); clamping instead would flatten the strayed part of a stroke against the edge.
    ///
    /// - Throws: ``HandwritingInputError`` naming what is wrong and where: malformed JSON (line and column, and a
    ///   number too large for a double, such as 1e999), a missing or unknown member, a canvas smaller than 1 × 1 or
    ///   larger than ``maximumCanvasSide``, an empty stroke, a point that is not two numbers, more than
    ///   ``maximumStrokes`` strokes, more than ``maximumPoints`` points in all (found as soon as the input has more
    ///   JSON values than that many points have, so a file of millions is refused without being read whole).
    public init(json bytes: [UInt8]) throws(HandwritingInputError) {
        guard bytes.count <= Self.maximumJSONBytes else {
            throw HandwritingInputError("the input is \(bytes.count) bytes; strokes fit in \(Self.maximumJSONBytes >> 20) MB")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, maximumValues: Self.maximumJSONValues)
        } catch where error.isTooLarge {
            throw HandwritingInputError("\(error.message.prefix { $0 != ":" }): more than \(Self.pointLimit)")
        } catch {
            throw HandwritingInputError("not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root.kind else {
            throw HandwritingInputError("\(JSONParser.position(of: root.offset, in: bytes)): expected an object {\"width\": …, \"height\": …, \"strokes\": […]}, found \(root.description)")
        }
        for member in members where !["width", "height", "strokes"].contains(member.key) {
            throw HandwritingInputError("\(JSONParser.position(of: member.value.offset, in: bytes)): unknown member \"\(member.key)\" (the members are width, height and strokes)")
        }
        func member(_ name: String) throws(HandwritingInputError) -> JSONValue {
            guard let found = members.last(where: { $0.key == name }) else {
                throw HandwritingInputError("the object has no \"\(name)\" (it needs width, height and strokes)")
            }
            return found.value
        }
        let width = try Self.side(member("width"), named: "width", in: bytes)
        let height = try Self.side(member("height"), named: "height", in: bytes)
        let strokesValue = try member("strokes")
        guard case .array(let strokeValues) = strokesValue.kind else {
            throw HandwritingInputError("\(JSONParser.position(of: strokesValue.offset, in: bytes)): \"strokes\" must be an array of strokes, found \(strokesValue.description)")
        }
        guard strokeValues.count <= Self.maximumStrokes else {
            throw HandwritingInputError("\(strokeValues.count) strokes; a kanji has at most \(Self.maximumStrokes) here")
        }
        var strokes: [[CanvasFit.Point]] = []
        for (index, strokeValue) in strokeValues.enumerated() {
            strokes.append(try Self.stroke(strokeValue, number: index + 1, in: bytes))
        }
        let pointCount = strokes.reduce(0) { $0 + $1.count }
        guard pointCount <= Self.maximumPoints else {
            throw HandwritingInputError("\(Self.grouped(pointCount)) points; more than \(Self.pointLimit)")
        }
        let fit = CanvasFit(width: width, height: height, strokes: strokes)
        self.init(width: fit.width, height: fit.height, strokes: strokes.map { stroke in
            stroke.map(fit.point).reduce(into: [HandwritingPoint]()) { points, point in
                if points.last != point { points.append(point) }
            }
        })
    }

    // MARK: Private

    /// The most JSON values a drawing of ``maximumPoints`` points has: the object, its width, height and strokes
    /// array, each stroke's array, and each point's array and two numbers.
    private static let maximumJSONValues = 4 + maximumStrokes + 3 * maximumPoints

    /// The limit, as messages name it.
    private static let pointLimit = "\(grouped(maximumPoints)) points, the most a drawing may have in all its strokes "
        + "(a stroke of more than \(grouped(maximumPointsPerStroke)) points is thinned to that many)"

    /// 100000 as "100,000".
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(digits.enumerated().flatMap { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
        })
    }

    private static func side(_ value: JSONValue, named name: String, in bytes: [UInt8]) throws(HandwritingInputError) -> Int {
        guard case .number(let number) = value.kind else {
            throw HandwritingInputError("\(JSONParser.position(of: value.offset, in: bytes)): \"\(name)\" must be a number, found \(value.description)")
        }
        // The range first, in Double: `Int(_:)` of a number past Int's range (1e30) traps.
        guard number >= 1, number.rounded() <= Double(maximumCanvasSide) else {
            throw HandwritingInputError("\(JSONParser.position(of: value.offset, in: bytes)): \"\(name)\" must be 1 to \(maximumCanvasSide), not \(number.formatted)")
        }
        return Int(number.rounded())
    }

    /// The stroke's points as written (any finite numbers: the JSON reader refuses a number past a double's range).
    private static func stroke(_ value: JSONValue, number: Int, in bytes: [UInt8]) throws(HandwritingInputError) -> [CanvasFit.Point] {
        guard case .array(let pointValues) = value.kind else {
            throw HandwritingInputError("\(JSONParser.position(of: value.offset, in: bytes)): stroke \(number) must be an array of [x, y] points, found \(value.description)")
        }
        guard !pointValues.isEmpty else { throw HandwritingInputError("\(JSONParser.position(of: value.offset, in: bytes)): stroke \(number) has no points") }
        var points: [CanvasFit.Point] = []
        points.reserveCapacity(pointValues.count)
        for (index, pointValue) in pointValues.enumerated() {
            guard case .array(let coordinates) = pointValue.kind, coordinates.count == 2,
                  case .number(let x) = coordinates[0].kind, case .number(let y) = coordinates[1].kind else {
                throw HandwritingInputError("\(JSONParser.position(of: pointValue.offset, in: bytes)): point \(index + 1) of stroke \(number) must be [x, y], two numbers; found \(pointValue.description)")
            }
            guard x.isFinite, y.isFinite else {
                throw HandwritingInputError("\(JSONParser.position(of: pointValue.offset, in: bytes)): point \(index + 1) of stroke \(number) is not a finite number")
            }
            points.append(CanvasFit.Point(x: x, y: y))
        }
        return points
    }
}
