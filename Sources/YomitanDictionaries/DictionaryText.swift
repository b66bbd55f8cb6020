import KanjiKit

/// The strings of a dictionary made safe for a terminal as they are read, whatever screen or command shows them
/// later: KanjiKit's ``TextSanitizer`` drops escape sequences, controls and bidirectional overrides (the browser's
/// cells and the command line block the same things).
enum DictionaryText {
    /// A string shown on one line (a headword, a tag, a path): line breaks and tabs become spaces.
    static func line(_ text: String) -> String {
        TextSanitizer.sanitize(text)
    }

    /// A glossary's text, whose line breaks are meant (a monolingual dictionary's paragraphs); a tab becomes a space.
    static func text(_ text: String) -> String {
        TextSanitizer.sanitizeKeepingLayout(text).replacingOccurrences(of: "\t", with: " ")
    }

    /// A space-separated list of names, as the banks give tags and rules; an empty string is none.
    static func names(_ text: String) -> [String] {
        line(text).split(separator: " ").map(String.init)
    }
}
