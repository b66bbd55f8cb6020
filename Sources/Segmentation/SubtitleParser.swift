/// The dialogue of subtitle files, line by line with the time it is spoken at: what a learner reads of an
/// episode. Numbers, styles, positions and formatting tags are left out.
enum SubtitleParser {
    struct Line: Equatable {
        /// The start time as h:mm:ss ("0:01:02"), on the first line of each cue.
        let timestamp: String?
        let text: String
    }

    // MARK: SubRip

    /// SubRip (`.srt`): cues separated by blank lines — a number, `00:00:01,000 --> 00:00:04,000`, the text's
    /// lines. Tags (`<i>`, `<font …>`, `{\an8}`) are dropped.
    static func subRip(_ text: String) -> [Line] {
        var lines: [Line] = []
        var timestamp: String?
        var inCue = false
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.trimmed()
            if line.isEmpty {
                inCue = false
                timestamp = nil
                continue
            }
            if let start = subRipStart(line) {
                timestamp = start
                inCue = true
                continue
            }
            guard inCue else { continue } // the cue's number, or stray text before the first cue
            let cleaned = strippingTags(line)
            guard !cleaned.isEmpty else { continue }
            lines.append(Line(timestamp: timestamp, text: cleaned))
            timestamp = nil
        }
        return lines
    }

    /// Whether `head` starts as SubRip does: a number, then a line with `-->`.
    static func looksLikeSubRip(_ head: String) -> Bool {
        let lines = head.split(whereSeparator: \.isNewline).prefix(3).map { $0.trimmed() }
        guard lines.count >= 2, !lines[0].isEmpty, lines[0].allSatisfy(\.isASCII), lines[0].allSatisfy(\.isNumber) else { return false }
        return subRipStart(lines[1]) != nil
    }

    /// "00:01:02" from "00:01:02,500 --> 00:01:04,000".
    private static func subRipStart(_ line: String) -> String? {
        let halves = line.split(separator: "-->", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let start: String = halves[0].trimmed()
        let clock: String = start.split(whereSeparator: { $0 == "," || $0 == "." }).first.map(String.init) ?? start
        let parts = clock.split(separator: ":")
        guard parts.count == 3, parts.allSatisfy({ (part: Substring) in !part.isEmpty && part.allSatisfy(\.isNumber) }) else { return nil }
        return clock
    }

    // MARK: ASS/SSA

    /// ASS/SSA: the `Dialogue:` lines of `[Events]`, their `Start` and `Text` fields found by the section's
    /// `Format:` line (Text is last and may hold commas). Override blocks (`{\i1}`) are dropped; `\N` and `\n`
    /// break the line, `\h` is a space.
    static func substationAlpha(_ text: String) -> [Line] {
        var lines: [Line] = []
        var inEvents = false
        var fieldCount = 10
        var startField = 1
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.trimmed()
            if line.hasPrefix("[") {
                inEvents = line.lowercased() == "[events]"
                continue
            }
            guard inEvents else { continue }
            if line.hasPrefix("Format:") {
                let names = line.dropFirst("Format:".count).split(separator: ",").map { $0.trimmed().lowercased() }
                fieldCount = names.count
                startField = names.firstIndex(of: "start") ?? 1
                continue
            }
            guard line.hasPrefix("Dialogue:") else { continue }
            let fields = line.dropFirst("Dialogue:".count).split(separator: ",", maxSplits: max(fieldCount - 1, 0), omittingEmptySubsequences: false)
            guard fields.count == fieldCount, let body = fields.last else { continue }
            var timestamp: String? = startField < fields.count ? fields[startField].trimmed() : nil
            if let start = timestamp { timestamp = String(start.split(separator: ".").first ?? Substring(start)) }
            let spoken = strippingOverrides(String(body))
            for part in spoken.split(separator: "\n", omittingEmptySubsequences: false) {
                let cleaned = part.trimmed()
                guard !cleaned.isEmpty else { continue }
                lines.append(Line(timestamp: timestamp, text: cleaned))
                timestamp = nil
            }
        }
        return lines
    }

    /// ASS text without `{…}` blocks, with `\N`/`\n` as line breaks and `\h` as a space.
    private static func strippingOverrides(_ text: String) -> String {
        var result = ""
        var depth = 0
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            switch character {
            case "{": depth += 1
            case "}" where depth > 0: depth -= 1
            case "\\" where depth == 0:
                switch iterator.next() {
                case "N", "n": result.append("\n")
                case "h": result.append(" ")
                case let other?: result.append("\\"); result.append(other)
                case nil: result.append("\\")
                }
            default:
                if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    /// SubRip text without HTML-like tags (`<i>`, `</font>`) and ASS-style `{\an8}` blocks.
    private static func strippingTags(_ text: String) -> String {
        var result = ""
        var closer: Character?
        for character in text {
            if let expected = closer {
                if character == expected { closer = nil }
            } else if character == "<" {
                closer = ">"
            } else if character == "{" {
                closer = "}"
            } else {
                result.append(character)
            }
        }
        return result.trimmed()
    }
}

extension StringProtocol {
    /// The text without white space (and a byte order mark) at either end.
    func trimmed() -> String {
        let blank = { (character: Character) in character.isWhitespace || character == "\u{FEFF}" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
