import Testing
@testable import kanji_tui

/// The per-row pieces of `history --tsv` and `study list --tsv`: a field is cleaned only when it holds a tab or a line
/// break (and then as before, per character). Their UTC time is StudyExchange's (`ISO8601UTCTests`).
@Suite struct TSVFormattingTests {
    @Test(arguments: [
        ("日本", "日本", false), ("", "", false), ("a\tb", "a b", true), ("a\nb", "a b", true), ("a\r\nb", "a b", true),
        ("a\u{0B}b\u{0C}c\rd", "a b c d", true), ("a\u{85}b", "a b", true), ("a\u{2028}b\u{2029}c", "a b c", true),
        // U+2027 and U+20A8 share bytes with U+2028 (E2 80 A7, E2 82 A8) and are not line breaks.
        ("a\u{2027}b\u{20A8}c", "a\u{2027}b\u{20A8}c", false), ("\u{A8}\u{C285}", "\u{A8}\u{C285}", false),
    ])
    func a_field_loses_its_tabs_and_line_breaks_and_is_returned_as_is_without_them(text: String, cleaned: String, needsCleaning: Bool) {
        #expect(TSVField.needsCleaning(text) == needsCleaning)
        #expect(TSVField.cleaned(text) == cleaned)
        #expect(TSVField.cleaned(text) == String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 }), "as the per-character cleaning was")
    }
}
