import KanjiKit

extension String {
    /// The text broken into lines of at most `width` columns: at spaces or after a Japanese list comma
    /// (、, which joins readings) where it can, anywhere in a run of wide (CJK) characters or an over-long
    /// word, and with a wrapped line's indentation repeated. Stops after `maxLines` lines: a screen that
    /// shows a few lines of a 10 MB field does not wrap all of it.
    func wrapped(toWidth width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, displayWidth(upTo: width + 1) > width else { return [self] }
        let indent = String(prefix { $0 == " " })
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // Where the line may break: the end of what stays, and the start of what moves down.
        var lastBreak: (end: String.Index, rest: String.Index)?
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if lineWidth + characterWidth > width {
                if let lastBreak, lastBreak.end > line.startIndex {
                    let rest = line[lastBreak.rest...]
                    lines.append(String(line[..<lastBreak.end]))
                    line = indent + rest
                } else {
                    lines.append(line)
                    line = indent
                }
                if lines.count >= maxLines { return lines }
                lineWidth = line.displayWidth
                lastBreak = nil
            }
            let isBlankSoFar = line.allSatisfy { $0 == " " }
            let before = line.endIndex
            line.append(character)
            lineWidth += characterWidth
            if character == " " && !isBlankSoFar { lastBreak = (before, line.endIndex) }  // the space goes
            if character == "、" { lastBreak = (line.endIndex, line.endIndex) }  // the comma stays
        }
        if !line.allSatisfy({ $0 == " " }) { lines.append(line) }
        return lines
    }
}
