/// An Anki field's text as a person reads it: fields are HTML, and Japanese decks write readings as furigana
/// (`漢字[かんじ]`, `食[た]べる`, Anki's `{{furigana:…}}` syntax).
public enum AnkiFieldText {
    /// The field without its HTML: tags dropped (a `<br>` or a block's end as a space), `[sound:…]` references
    /// dropped, entities decoded (`&amp;`, `&nbsp;`, `&#26085;`), runs of white space as one space, trimmed.
    public static func plain(_ html: String) -> String {
        var text = ""
        text.reserveCapacity(html.utf8.count)
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                if tag.hasPrefix("br") || tag.hasPrefix("/div") || tag.hasPrefix("/p") || tag.hasPrefix("/li") || tag.hasPrefix("div")
                    || tag.hasPrefix("p ") || tag == "p" || tag.hasPrefix("li") {
                    text.append(" ")
                }
                index = html.index(after: close)
            } else if character == "&", let (decoded, end) = entity(in: html, at: index) {
                text.append(decoded)
                index = end
            } else if character == "[", html[index...].hasPrefix("[sound:"), let close = html[index...].firstIndex(of: "]") {
                index = html.index(after: close)
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Anki's furigana, `base[reading]` with a space before a base that follows other text (`お 茶[ちゃ]`), as the
    /// written form and its reading: "食[た]べる" → ("食べる", "たべる"), "日本[にほん]" → ("日本", "にほん"); text
    /// without brackets is its own form, with no reading.
    public static func furigana(_ text: String) -> (form: String, reading: String?) {
        guard text.contains("["), text.contains("]") else { return (text, nil) }
        var form = ""
        var reading = ""
        var base = ""   // the text since the last space or bracket: the base of a bracket that follows
        var index = text.startIndex
        var found = false
        while index < text.endIndex {
            let character = text[index]
            if character == "[", let close = text[index...].firstIndex(of: "]"), !base.isEmpty {
                let ruby = String(text[text.index(after: index)..<close])
                form += base
                reading += ruby
                base = ""
                found = true
                index = text.index(after: close)
            } else if character == " " {
                // A space only separates a base from what precedes it: it is not part of the word.
                form += base
                reading += base
                base = ""
                index = text.index(after: index)
            } else {
                base.append(character)
                index = text.index(after: index)
            }
        }
        form += base
        reading += base
        return found ? (form, reading) : (text, nil)
    }

    /// The HTML entity at `index` (`&amp;`, `&#26085;`, `&#x65E5;`) and where it ends.
    private static func entity(in html: String, at index: String.Index) -> (String, String.Index)? {
        let rest = html[index...].prefix(12)
        guard let semicolon = rest.firstIndex(of: ";") else { return nil }
        let name = html[html.index(after: index)..<semicolon]
        let end = html.index(after: semicolon)
        switch name {
        case "amp": return ("&", end)
        case "lt": return ("<", end)
        case "gt": return (">", end)
        case "quot": return ("\"", end)
        case "apos", "#39": return ("'", end)
        case "nbsp", "ensp", "emsp", "thinsp": return (" ", end)
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), end)
        }
    }
}
