/// Makes data strings safe for a terminal: no character of them may reach it as a command.
///
/// Shared by the browser, which draws one-line cells, and the command line, which writes whole
/// layouts to stdout and stderr, so both block the same things: escape sequences (CSI `ESC [ … final`,
/// OSC/DCS/APC/PM/SOS strings up to BEL or `ESC \`, two-character `ESC x`), C0 controls, DEL, C1
/// controls, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can make
/// text display in another order than it is stored.
///
/// A sequence or string is dropped whole, up to its terminator or the next newline or tab: what follows
/// is text again, so a string that never ends cannot swallow the rest of a printout or a TSV column. Only
/// the characters that introduce a sequence are dangerous, and none of them is ever kept.
public enum TextSanitizer {
    /// One line for a screen cell: tab and line breaks become a space, so words on either side stay apart.
    public static func sanitize(_ text: String) -> String {
        sanitize(text, keepingLayout: false)
    }

    /// Text for a stream such as stdout: keeps newline and tab, which the command line's own layouts
    /// (lines, TSV columns) are made of; a carriage return, which could overwrite a line, is dropped.
    public static func sanitizeKeepingLayout(_ text: String) -> String {
        sanitize(text, keepingLayout: true)
    }

    /// Whether `scalar` is one the terminal could take as a command or a reordering, i.e. one that
    /// `sanitize` never lets through (JSON output escapes these as `\uXXXX` instead).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    // MARK: - Sanitizing

    private static func sanitize(_ text: String, keepingLayout: Bool) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { isUnsafe($0) && !(keepingLayout && isLayout($0)) }) else { return text }
        var output = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar.value {
            case 0x1B:
                index = endOfEscapeSequence(in: scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfControlString(in: scalars, from: index)
            case 0x9B:
                index = endOfControlSequence(in: scalars, from: index)
            case 0x09, 0x0A:
                output.append(keepingLayout ? scalar : " ")
            case 0x0D:
                if !keepingLayout { output.append(" ") }
            case 0x2028, 0x2029:
                output.append(" ")
            default:
                if !isUnsafe(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Newline and tab: what a layout of lines and columns is made of.
    private static func isLayout(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t"
    }

    // MARK: - Skipping sequences

    /// Where the sequence that an ESC introduced ends: after a CSI, after a control string, or after
    /// one more character (`ESC c`, `ESC 7`); never past a newline or tab.
    private static func endOfEscapeSequence(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        guard start < scalars.endIndex, !isLayout(scalars[start]) else { return start }
        let next = scalars.index(after: start)
        switch scalars[start] {
        case "[": return endOfControlSequence(in: scalars, from: next)
        case "]", "P", "X", "^", "_": return endOfControlString(in: scalars, from: next)
        default: return next
        }
    }

    /// Where a CSI's parameters and intermediates (0x20–0x3F) end: after its final character, or at the
    /// first character that cannot belong to it.
    private static func endOfControlSequence(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) { return scalars.index(after: index) }
            guard (0x20...0x3F).contains(value) else { return index }
            index = scalars.index(after: index)
        }
        return index
    }

    /// Where an OSC/DCS-style string ends: after BEL, ST (0x9C) or `ESC \`, or at a newline or tab.
    private static func endOfControlString(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isLayout(scalar) { return index }
            index = scalars.index(after: index)
            switch scalar.value {
            case 0x07, 0x9C:
                return index
            case 0x1B:
                return index < scalars.endIndex && scalars[index] == "\\" ? scalars.index(after: index) : index
            default:
                continue
            }
        }
        return index
    }
}
