extension String {
    /// The text broken into lines of at most `width` columns: at spaces where it can, anywhere in a
    /// run of wide (CJK) characters or an over-long word, and with a wrapped line's indentation repeated.
    func wrapped(toWidth width: Int) -> [String] {
        guard width > 0, displayWidth > width else { return [self] }
        let indent = String(prefix { $0 == " " })
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lastSpace: String.Index?
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if lineWidth + characterWidth > width {
                if let space = lastSpace, space > line.startIndex {
                    let rest = line[line.index(after: space)...]
                    lines.append(String(line[..<space]))
                    line = indent + rest
                } else {
                    lines.append(line)
                    line = indent
                }
                lineWidth = line.displayWidth
                lastSpace = nil
            }
            if character == " " && !line.allSatisfy({ $0 == " " }) { lastSpace = line.endIndex }
            line.append(character)
            lineWidth += characterWidth
        }
        if !line.allSatisfy({ $0 == " " }) { lines.append(line) }
        return lines
    }
}
