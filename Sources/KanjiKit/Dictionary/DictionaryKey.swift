/// The keys `words.bin` is indexed by, computed for a query exactly as `tools/generate_words.py`
/// computes them for the dictionary (`form_key`, `gloss_words`, `gloss_key`), so that each side only
/// has to agree with itself.
enum DictionaryKey {
    /// A form or query as a form key: full-width ASCII folded to ASCII (１日 → 1日), ASCII
    /// lower-cased, then `Kana.keyBytes` (katakana → hiragana, long vowels one way: がっこう → がっこー).
    static func form(_ text: String) -> [UInt8] {
        Kana.keyBytes(text.unicodeScalars.map { scalar in
            let narrow: Unicode.Scalar = switch scalar.value {
            case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0)!
            case 0x3000: " "
            default: scalar
            }
            return (0x41...0x5A).contains(narrow.value) ? Unicode.Scalar(narrow.value + 0x20)! : narrow
        })
    }

    /// The words of English text: runs of ASCII letters and digits and of Latin letters (é, ō), ASCII
    /// lower-cased ("to eat (something)" → to, eat, something).
    static func glossWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                word.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// English text without its parenthesised notes, as its words joined by one space:
    /// "to eat (something)" → "to eat".
    static func gloss(_ text: String) -> String {
        var kept: [Unicode.Scalar] = []
        var openings: [Int] = []
        // A ")" drops everything back to its "(": innermost notes first, as the generator removes them.
        for scalar in text.unicodeScalars {
            if scalar == "(" {
                openings.append(kept.count)
                kept.append(scalar)
            } else if scalar == ")", let opening = openings.popLast() {
                kept.removeSubrange(opening...)
                kept.append(" ")
            } else {
                kept.append(scalar)
            }
        }
        var unicode = String.UnicodeScalarView()
        unicode.append(contentsOf: kept)
        return glossWords(String(unicode)).joined(separator: " ")
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0xD7, 0xF7: false
        case 0xC0...0x24F: true
        default: false
        }
    }
}
