import KanjiKit

/// A piece of a paragraph's inline text: text, or a ruby base with its reading.
struct InlinePiece {
    var text: String
    /// The reading over `text`, written as furigana (``GlossaryRenderer/RubyStyle/furigana``).
    var ruby: String?
    /// Kept on one line whole (a ruby's base and reading).
    var unbreakable = false
}

extension GlossaryRenderer {
    /// One unit of wrapping: a word of Latin letters, one Japanese character, a space, or a whole ruby.
    private struct Unit {
        var text: String
        var ruby: String?
        var width: Int
        var isSpace: Bool
    }

    /// A paragraph's pieces as lines of at most `width` columns: broken at spaces, or between two characters of a
    /// script written without spaces; a word longer than a line is cut. With furigana, a line that holds a ruby has
    /// the readings on a line above it, each over its base.
    func wrap(_ pieces: [InlinePiece], width: Int) -> [String] {
        var lines: [String] = []
        var line: [Unit] = []
        var lineWidth = 0
        func endLine() {
            while line.last?.isSpace == true { lineWidth -= line.removeLast().width }
            if line.contains(where: { $0.ruby != nil }) {
                lines.append(Self.trimmed(line.map { Self.pad($0.ruby ?? "", to: $0.width) }.joined()))
            }
            lines.append(Self.trimmed(line.map { Self.pad($0.text, to: $0.width) }.joined()))
            line = []
            lineWidth = 0
        }
        for unit in units(of: pieces, width: width) {
            if unit.isSpace && line.isEmpty { continue }
            if lineWidth + unit.width > width, !line.isEmpty {
                endLine()
                if unit.isSpace { continue }
            }
            line.append(unit)
            lineWidth += unit.width
        }
        if !line.isEmpty { endLine() }
        return lines
    }

    private func units(of pieces: [InlinePiece], width: Int) -> [Unit] {
        var units: [Unit] = []
        for piece in pieces {
            if piece.unbreakable {
                let unitWidth = max(DisplayWidth.of(piece.text), piece.ruby.map(DisplayWidth.of) ?? 0)
                if unitWidth <= width {
                    units.append(Unit(text: piece.text, ruby: piece.ruby, width: unitWidth, isSpace: false))
                    continue
                }
            }
            var word = "", wordWidth = 0
            func endWord() {
                if !word.isEmpty { units.append(Unit(text: word, width: wordWidth, isSpace: false)) }
                word = ""
                wordWidth = 0
            }
            for character in piece.text {
                let characterWidth = DisplayWidth.of(character)
                if character == " " || character == "\u{3000}" {
                    endWord()
                    units.append(Unit(text: String(character), width: characterWidth, isSpace: true))
                } else if characterWidth > 1 || !character.isASCII && !character.isLetter {
                    endWord()
                    units.append(Unit(text: String(character), width: characterWidth, isSpace: false))
                } else {
                    if wordWidth + characterWidth > width { endWord() }
                    word.append(character)
                    wordWidth += characterWidth
                }
            }
            endWord()
        }
        return units
    }
}
