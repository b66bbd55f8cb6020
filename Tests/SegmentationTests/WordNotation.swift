@testable import Segmentation

/// One word in the sentence sets' notation (``EntrySentenceSet``, ``EverydaySentenceSet``): "form", "form=headword" or
/// "form=headword/reading", "@" before a name, and an optional "#gloss" the sense the sentence means must contain
/// (the everyday set's). Made from the notation, or from a word the segmenter found (no gloss), and written back in
/// the notation, so a wrong word reads as a diff.
struct WordNotation: Equatable, CustomStringConvertible {
    let form: String
    let headword: String
    let reading: String
    let isName: Bool
    let gloss: String?

    init(_ notation: Substring) {
        let (word, gloss) = Self.split(notation, at: "#")
        self.gloss = gloss.map(String.init)
        isName = word.hasPrefix("@")
        let unmarked = isName ? word.dropFirst() : word
        let (written, entry) = Self.split(unmarked, at: "=")
        let (headword, reading) = Self.split(entry ?? written, at: "/")
        form = String(entry == nil ? headword : written)
        self.headword = String(headword)
        self.reading = String(reading ?? headword)
    }

    init(_ word: TextWord) {
        form = word.dictionaryForm
        headword = word.headword
        reading = word.reading
        isName = word.isName
        gloss = nil
    }

    /// Whether the headword names its entry only with its reading: kanji (and any other headword not all kana).
    var needsReading: Bool {
        headword.unicodeScalars.contains { !(0x3041...0x30FF).contains($0.value) }
    }

    /// The word in the notation: only what differs from the form is written.
    var description: String {
        var text = (isName ? "@" : "") + form
        if headword != form { text += "=" + headword }
        if reading != headword { text += "/" + reading }
        return text + (gloss.map { "#" + $0 } ?? "")
    }

    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }
}
