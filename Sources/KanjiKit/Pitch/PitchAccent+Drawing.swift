/// An accent drawn on its reading for a terminal, in two lines of full-width characters so it reads the same with
/// NO_COLOR, in a log or in a test's grid: above each kana ￣ when its mora is high and ＿ when low, and in the
/// reading a ＼ after the mora where the pitch falls.
///
/// ```
/// ￣　＿    ＿￣　    ＿￣
/// は＼し    はし＼    はし
///  箸 1      橋 2     端 0
/// ```
/// Both lines have the same width, one full-width cell per character (`upper` has an ideographic space above the
/// ＼), so they line up in any terminal that lines up the kana.
public struct PitchDrawing: Sendable, Hashable {
    /// The pitch line: ￣ over high kana, ＿ over low, a full-width space over the drop mark.
    public let upper: String
    /// The reading with ＼ after the mora the pitch falls from (none for a flat word).
    public let lower: String

    public init(upper: String, lower: String) {
        self.upper = upper
        self.lower = lower
    }
}

extension PitchAccent {
    /// The mark put after the mora the pitch falls from.
    public static let dropMark: Character = "＼"
    /// What `marked(reading:)` puts after a flat word: its pitch stays high into the particle after it.
    public static let staysHighMark: Character = "￣"

    /// The accent drawn over `reading` (see `PitchDrawing`). A small kana gets its mora's mark.
    public func drawn(reading: String) -> PitchDrawing {
        var upper = "", lower = ""
        for (index, mora) in Self.morae(of: reading).enumerated() {
            upper += String(repeating: isHigh(mora: index) ? "￣" : "＿", count: mora.count)
            lower += mora
            if index + 1 == downstep {
                upper += "　"
                lower.append(Self.dropMark)
            }
        }
        return PitchDrawing(upper: upper, lower: lower)
    }

    /// The accent on one line, for lists: the reading with ＼ after the mora the pitch falls from, and ￣ after a
    /// flat word, whose particle stays high: は＼し (箸), はし＼ (橋), はし￣ (端).
    public func marked(reading: String) -> String {
        let drawing = drawn(reading: reading)
        return downstep == 0 ? drawing.lower + String(Self.staysHighMark) : drawing.lower
    }
}
