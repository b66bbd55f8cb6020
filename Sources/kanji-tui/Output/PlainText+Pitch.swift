import KanjiKit

extension PlainText {
    /// `word`'s Accent lines: each reading's accents drawn on it, side by side (`PitchAccent.drawn(reading:)`), the
    /// downstep number after each; a reading the dictionaries disagree on says what each gives.
    ///
    /// ```
    ///   Accent      ＿￣　＿          ＿￣￣　＿
    ///               にほ＼ん [2]      にっぽ＼ん [3]
    /// ```
    static func accentLines(_ readings: [ReadingPitch]) -> String {
        var text = ""
        for (position, reading) in readings.enumerated() {
            let drawings = reading.accents.map { accent in
                let drawn = accent.drawn(reading: reading.reading)
                return (upper: drawn.upper, lower: drawn.lower + " [\(accent.downstep)]")
            }
            let widths = drawings.map { max(DisplayWidth.of($0.upper), DisplayWidth.of($0.lower)) }
            let line = { (part: KeyPath<(upper: String, lower: String), String>) in
                zip(drawings, widths).map { drawing, width in
                    drawing[keyPath: part] + String(repeating: " ", count: width - DisplayWidth.of(drawing[keyPath: part]))
                }.joined(separator: "    ")
            }
            let label = position == 0 ? "  Accent      " : "              "
            text += label + trimmed(line(\.upper)) + "\n"
            text += "              " + trimmed(line(\.lower)) + "\n"
            if reading.sourcesDisagree {
                let numbers = { (accents: [PitchAccent]) in accents.map { String($0.downstep) }.joined(separator: ", ") }
                text += "              the dictionaries differ: NAIST jdic \(numbers(reading.naistJdic)), UniDic \(numbers(reading.uniDic))\n"
            }
        }
        return text
    }

    private static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
