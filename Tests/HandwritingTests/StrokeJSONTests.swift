import Handwriting
import Testing

/// `kanji-tui recognize`'s input: `{"width": W, "height": H, "strokes": [[[x, y], …], …]}`, and a message that says
/// what is wrong and where for anything else.
struct StrokeJSONTests {
    private static func read(_ text: String) throws(HandwritingInputError) -> HandwrittenStrokes {
        try HandwrittenStrokes(json: Array(text.utf8))
    }

    /// The message for `text`, which must be refused.
    private static func message(_ text: String) -> String {
        do {
            _ = try read(text)
            return "accepted"
        } catch {
            return error.message
        }
    }

    @Test func strokes_are_read_with_fractions_rounded_and_repeated_points_dropped() throws {
        let strokes = try Self.read("""
            {"width": 109, "height": 109.0,
             "strokes": [[[10, 20], [10.4, 20.2], [30.6, 40]], [[5e1, 1E1]]]}
            """)
        #expect(strokes.width == 109 && strokes.height == 109)
        #expect(strokes.strokes == [[HandwritingPoint(x: 10, y: 20), HandwritingPoint(x: 31, y: 40)], [HandwritingPoint(x: 50, y: 10)]])
    }

    @Test func no_strokes_is_an_empty_character() throws {
        #expect(try Self.read(#"{"width": 10, "height": 10, "strokes": []}"#).isEmpty)
    }

    @Test(arguments: [
        ("", "not valid JSON: line 1, column 1: expected a value, found the end of the input"),
        ("{\"width\": 10,\n \"height\": 10 \"strokes\": []}", "not valid JSON: line 2, column 15: expected ',' or '}' in the object, found '\"'"),
        (#"{"width": 10, "height": 10, "strokes": [[[1, 2]]}"#, "not valid JSON: line 1, column 49: expected ',' or ']' in the array, found '}'"),
        ("[1, 2]", "line 1, column 1: expected an object {\"width\": …, \"height\": …, \"strokes\": […]}, found an array"),
        (#"{"width": 10, "strokes": []}"#, "the object has no \"height\" (it needs width, height and strokes)"),
        (#"{"width": 10, "height": 10, "strokes": [], "colour": 1}"#, "line 1, column 54: unknown member \"colour\" (the members are width, height and strokes)"),
        (#"{"width": 0, "height": 10, "strokes": []}"#, "line 1, column 11: \"width\" must be 1 to 100000, not 0"),
        (#"{"width": "10", "height": 10, "strokes": []}"#, "line 1, column 11: \"width\" must be a number, found the string \"10\""),
        (#"{"width": 10, "height": 10, "strokes": [[]]}"#, "line 1, column 41: stroke 1 has no points"),
        (#"{"width": 10, "height": 10, "strokes": [[[1, 2, 3]]]}"#, "line 1, column 42: point 1 of stroke 1 must be [x, y], two numbers; found an array"),
        ("{\"width\": 1e999, \"height\": 1, \"strokes\": []}", "not valid JSON: line 1, column 11: the number is out of range"),
        ("{\"width\": 10, \"height\": 10, \"strokes\": []} x", "not valid JSON: line 1, column 44: expected the end of the input after the value"),
    ])
    func malformed_input_is_refused_with_what_is_wrong_and_where(input: String, expected: String) {
        #expect(Self.message(input) == expected)
    }

    /// Issue 35: a hand that strays past the edge is never refused. The canvas grows to hold the point, the drawing
    /// moved with it so that nothing is negative; its shape is kept.
    @Test func a_point_at_110_9_on_a_109_canvas_grows_the_canvas_instead_of_being_refused() throws {
        let strokes = try Self.read(#"{"width": 109, "height": 109, "strokes": [[[10, 20], [10, 110.9]], [[-3, 50], [60, 50]]]}"#)
        #expect(strokes.width == 112 && strokes.height == 111)
        #expect(strokes.strokes == [[HandwritingPoint(x: 13, y: 20), HandwritingPoint(x: 13, y: 110)],
                                    [HandwritingPoint(x: 0, y: 50), HandwritingPoint(x: 63, y: 50)]])
    }

    @Test func a_drawing_far_larger_than_the_largest_canvas_is_scaled_down_to_it_whole() throws {
        let strokes = try Self.read(#"{"width": 10, "height": 10, "strokes": [[[0, 0], [1e9, 5e8]]]}"#)
        #expect(strokes.width == HandwrittenStrokes.maximumCanvasSide && strokes.height == HandwrittenStrokes.maximumCanvasSide / 2)
        #expect(strokes.strokes == [[HandwritingPoint(x: 0, y: 0), HandwritingPoint(x: 99_999, y: 49_999)]])
    }

    @Test func a_hundred_strokes_are_refused() {
        let stroke = "[[1, 1], [2, 2]]"
        let text = #"{"width": 10, "height": 10, "strokes": ["# + Array(repeating: stroke, count: 100).joined(separator: ",") + "]}"
        #expect(Self.message(text) == "100 strokes; a kanji has at most 50 here")
    }

    @Test func a_10000_point_stroke_is_read_and_thinned() throws {
        let points = (0..<10_000).map { "[\($0 % 1000), \($0 / 10)]" }.joined(separator: ",")
        let strokes = try Self.read(#"{"width": 1000, "height": 1000, "strokes": [["# + points + "]]}")
        #expect(strokes.strokes[0].count <= HandwrittenStrokes.maximumPointsPerStroke)
        #expect(strokes.strokes[0].last == HandwritingPoint(x: 999, y: 999))
    }

    @Test func nesting_too_deep_is_refused_not_a_crash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.message(deep) == "not valid JSON: line 1, column 33: nested deeper than 32 levels")
    }
}

/// Every number of the input at the edges of what a double holds, and past Int64's range: a canvas side out of range
/// refused with the member and the value named, a coordinate read wherever it is (the canvas grows, or the drawing is
/// scaled down to the largest canvas), never a trap (`Int(_:)` of 1e30 traps; the canvas side was once converted
/// before its range was checked).
struct StrokeJSONNumberTests {
    /// Each number as written in the JSON, and as the message writes it.
    static let numbers: [(json: String, written: String)] = [
        ("1.7976931348623157e308", "1.7976931348623157e+308"), ("-1.7976931348623157e308", "-1.7976931348623157e+308"),
        ("5e-324", "5e-324"), ("1e308", "1e+308"), ("1e30", "1e+30"), ("-0", "0"), ("-1", "-1"),
        ("9223372036854775808", "9.223372036854776e+18"), ("-9223372036854775809", "-9.223372036854776e+18"), ("1e19", "1e+19"),
    ]

    /// The outcome of `text`: the strokes read, or the message it was refused with.
    private static func outcome(_ text: String) -> Result<HandwrittenStrokes, HandwritingInputError> {
        Result { () throws(HandwritingInputError) in try HandwrittenStrokes(json: Array(text.utf8)) }
    }

    @Test(arguments: numbers)
    func a_canvas_side_out_of_range_is_refused_naming_it(number: (json: String, written: String)) {
        for side in ["width", "height"] {
            let text = side == "width" ? #"{"width": \#(number.json), "height": 100, "strokes": [[[10, 50]]]}"#
                : #"{"width": 100, "height": \#(number.json), "strokes": [[[10, 50]]]}"#
            let column = side == "width" ? 11 : 26
            #expect(throws: HandwritingInputError("line 1, column \(column): \"\(side)\" must be 1 to 100000, not \(number.written)")) {
                try Self.outcome(text).get()
            }
        }
    }

    @Test(arguments: numbers)
    func a_coordinate_anywhere_is_read_on_a_canvas_that_holds_it(number: (json: String, written: String)) throws {
        for axis in ["x", "y"] {
            // The second point of the second stroke, so the check is not only the first one's.
            let point = axis == "x" ? "[\(number.json), 50]" : "[50, \(number.json)]"
            let text = #"{"width": 100, "height": 100, "strokes": [[[1, 1]], [[10, 50], \#(point)]]}"#
            let strokes = try Self.outcome(text).get()
            #expect((100...HandwrittenStrokes.maximumCanvasSide).contains(max(strokes.width, strokes.height)), "\(number.json)")
            #expect(strokes.strokes.joined().allSatisfy(strokes.contains), "\(number.json): every point on the canvas")
            // -0 and 5e-324 lie on the canvas as given: both round to 0, and nothing moves.
            if ["-0", "5e-324"].contains(number.json) {
                let end = axis == "x" ? HandwritingPoint(x: 0, y: 50) : HandwritingPoint(x: 50, y: 0)
                #expect(strokes.strokes == [[HandwritingPoint(x: 1, y: 1)], [HandwritingPoint(x: 10, y: 50), end]])
            }
        }
    }

    @Test func the_largest_canvas_is_read_and_one_unit_more_is_refused() throws {
        let largest = try Self.outcome(#"{"width": 100000.4, "height": 1, "strokes": [[[100000, 0]]]}"#).get()
        #expect(largest.width == 100_000 && largest.strokes == [[HandwritingPoint(x: 99_999, y: 0)]])
        #expect(throws: HandwritingInputError("line 1, column 11: \"width\" must be 1 to 100000, not 100000.5")) {
            try Self.outcome(#"{"width": 100000.5, "height": 1, "strokes": []}"#).get()
        }
    }
}
