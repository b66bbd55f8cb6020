/// Makes data strings safe to draw: no byte of them may reach the terminal as a command.
///
/// Removes escape sequences (CSI `ESC [ … final`, OSC/DCS/APC/PM/SOS strings up to BEL or `ESC \`,
/// two-byte `ESC x`), C0 controls, DEL and C1 controls. Tab and line breaks become a space, so words
/// on either side stay apart on a one-line cell run.
public enum TextSanitizer {
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                output.append(" ")
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    // MARK: Classification

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    // MARK: Skipping sequences

    /// Consumes what follows an ESC: a CSI, a control string, or one more character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipControlString(&scalars)
        default: break
        }
    }

    /// Consumes CSI parameters and intermediates up to the final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Consumes an OSC/DCS-style string up to its terminator: BEL, ST (0x9C) or `ESC \`.
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
