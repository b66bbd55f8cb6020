/// One capture of the pane: its text, line by line, and which lines are drawn in reverse video.
///
/// Made from `tmux capture-pane -p -e`, whose escape sequences are decoded here rather than captured a
/// second time without them: the cursor row is reverse video (in colour and under `NO_COLOR` alike), and
/// knowing it from the same capture as the text means the two can never disagree.
struct Screen: Equatable, CustomStringConvertible {
    /// The text of every row, trailing blanks removed (as `capture-pane -p` prints it).
    let lines: [String]
    /// Indices into `lines` of the rows with reverse-video text.
    let highlightedRows: [Int]

    init(capturedWithEscapes capture: String) {
        var lines: [String] = []
        var highlighted: [Int] = []
        // Attributes carry over from one line to the next: tmux resets them at the start of the next line.
        var reverse = false
        var rows = capture.split(separator: "\n", omittingEmptySubsequences: false)
        if rows.last == "" { rows.removeLast() }
        for (index, row) in rows.enumerated() {
            var text = ""
            var isHighlighted = false
            var scalars = row.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "\u{1B}" else {
                    text.unicodeScalars.append(scalar)
                    if reverse && scalar != " " { isHighlighted = true }
                    continue
                }
                guard scalars.next() == "[" else { continue }  // tmux -e emits only CSI sequences (SGR)
                var parameters = ""
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) {
                        if next == "m" { reverse = Self.reverse(after: parameters, was: reverse) }
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            }
            while text.last == " " { text.removeLast() }
            lines.append(text)
            if isHighlighted { highlighted.append(index) }
        }
        self.lines = lines
        // Row 0 is the tab bar, whose shown tab is in reverse video too: it is not a cursor row.
        self.highlightedRows = highlighted.filter { $0 > 0 }
    }

    /// Applies one SGR sequence's parameters to the reverse-video attribute.
    private static func reverse(after parameters: String, was reverse: Bool) -> Bool {
        var reverse = reverse
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        while let code = codes.popFirst() {
            switch code {
            case 0: reverse = false
            case 7: reverse = true
            case 27: reverse = false
            case 38, 48, 58:  // extended colours: skip their arguments, which may well be a 7
                codes = codes.dropFirst(codes.first == 2 ? 4 : 2)
            default: break
            }
        }
        return reverse
    }

    /// The top row: the tabs, `1 Kanji   3 Radicals   5 History`.
    var tabBar: String { lines.first ?? "" }

    /// The row under the tabs: the breadcrumb, then the position at the right.
    var header: String { lines.count > 1 ? lines[1] : "" }

    /// The path of screens in the header, e.g. `Kanji › 日 › 日本`.
    var breadcrumb: String {
        Self.columns(of: header).first ?? ""
    }

    /// The header's position text at the right, e.g. `1/10361`, when it has one.
    var position: String? {
        let columns = Self.columns(of: header)
        guard columns.count > 1, let last = columns.last, last.contains("/") else { return nil }
        return last
    }

    /// The cursor row (the first reverse-video row), if any.
    var highlightedLine: String? {
        highlightedRows.first.map { lines[$0] }
    }

    /// The words of the cursor row, e.g. `["日本", "にほん", "Japan"]`.
    var highlightedWords: [String] {
        highlightedLine.map(Self.words(of:)) ?? []
    }

    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The whole screen as running text, whitespace runs (line breaks included) collapsed to one space:
    /// for checking prose that the app wraps to the terminal's width.
    var runningText: String {
        Self.words(of: lines.joined(separator: " ")).joined(separator: " ")
    }

    /// The first line whose words begin with `prefix`.
    func line(startingWith prefix: [String]) -> String? {
        lines.first { Self.words(of: $0).starts(with: prefix) }
    }

    static func words(of line: String) -> [String] {
        line.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The parts of a line that are separated by two or more spaces (a table's cells, the header's halves).
    private static func columns(of line: String) -> [String] {
        line.split(separator: "  ").map { $0.trimmingLeadingAndTrailingSpaces() }.filter { !$0.isEmpty }
    }

    /// The screen framed and numbered, `>` marking highlighted rows: for failure messages.
    var description: String {
        let width = String(lines.count).count
        let rows = lines.enumerated().map { index, line in
            let number = String(index).leftPadded(to: width)
            return "\(number)\(highlightedRows.contains(index) ? ">" : "|")\(line)"
        }
        return rows.joined(separator: "\n")
    }
}

private extension Substring {
    func trimmingLeadingAndTrailingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
