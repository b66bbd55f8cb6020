import TestSupport
import Testing
@testable import Browser

/// The prompt's editor with text that joins the character before it: the caret stays inside the text and every
/// edit gives the text `String`'s own operations give (issue 19: `/`, `e`, U+0301, `x` crashed the browser).
@Suite struct LineEditorTests {
    /// Typed one key at a time, as the terminal hands them over.
    private func typed(_ pieces: [String]) -> LineEditor {
        var editor = LineEditor()
        for piece in pieces { _ = editor.apply(.insert(piece)) }
        return editor
    }

    @Test(arguments: [
        (["e", "\u{301}", "x"], "e\u{301}x"),
        (["か", "\u{3099}", "x"], "か\u{3099}x"),
        (["🇯", "🇵", "x"], "🇯🇵x"),
        (["\u{1100}", "\u{1161}", "x"], "\u{1100}\u{1161}x"),
        (["👩", "\u{200D}", "💻", "x"], "👩\u{200D}💻x"),
        (["👍", "\u{1F3FD}", "x"], "👍\u{1F3FD}x"),
        (["葛", "\u{E0100}", "x"], "葛\u{E0100}x"),
    ])
    func a_joining_character_typed_after_its_base_keeps_the_caret_at_the_end(pieces: [String], expected: String) {
        let editor = typed(pieces)
        #expect(editor.text == expected)
        #expect(editor.caret == expected.count)
        #expect(editor.textAfterCaret.isEmpty)
    }

    @Test func a_joining_character_typed_before_a_base_joins_it_and_the_caret_moves_past_both() {
        var editor = LineEditor(text: "\u{301}x")
        _ = editor.apply(.moveToStart)
        _ = editor.apply(.insert("e"))
        #expect(editor.text == "e\u{301}x")
        #expect(editor.textBeforeCaret == "e\u{301}")
        #expect(editor.textAfterCaret == "x")
    }

    @Test func deleting_what_stood_between_two_halves_of_a_flag_joins_them_and_the_caret_moves_past_it() {
        var editor = LineEditor(text: "🇯x🇵")
        _ = editor.apply(.moveToStart)
        _ = editor.apply(.moveRight)
        #expect(editor.apply(.deleteForward) == .changed)
        #expect(editor.text == "🇯🇵")
        #expect(editor.text.count == 1)
        #expect(editor.caret == 1)
        #expect(editor.textAfterCaret.isEmpty)
    }

    @Test func backspace_takes_a_whole_character_with_its_marks() {
        var editor = typed(["が", "か", "\u{3099}"])
        #expect(editor.apply(.deleteBackward) == .changed)
        #expect(editor.text == "が")
        #expect(editor.caret == 1)
    }

    /// Random edit scripts over text from every joining class, each edit checked against a model written with
    /// `String`'s own operations on the text before and after the caret.
    @Test(arguments: 0..<200)
    func random_edit_scripts_keep_the_caret_inside_the_text_and_agree_with_string(seed: Int) {
        var random = EditScript(seed: UInt64(seed))
        var editor = LineEditor()
        for _ in 0..<60 {
            let edit = random.edit()
            let before = String(editor.textBeforeCaret)
            let after = String(editor.textAfterCaret)
            let outcome = editor.apply(edit)

            #expect(editor.caret >= 0 && editor.caret <= editor.text.count)
            #expect(editor.textBeforeCaret + editor.textAfterCaret == editor.text)
            let expected = Self.expectedText(after: edit, before: before, after: after)
            #expect(editor.text == expected, "\(edit) on \(Array((before + after).unicodeScalars))")
            if case .insert(let inserted) = edit, !inserted.isEmpty {
                // The caret is after what was typed: at its end, or at the end of the character it joined.
                let typedEnd = (before + inserted).utf8.count
                #expect(editor.textBeforeCaret.utf8.count >= typedEnd)
                #expect(outcome == .changed)
            }
        }
    }

    /// What `edit` makes of the text `before` + `after` (the caret between them), by `String`'s operations.
    private static func expectedText(after edit: PromptEdit, before: String, after: String) -> String {
        switch edit {
        case .insert(let inserted): return before + inserted + after
        case .moveLeft, .moveRight, .moveToStart, .moveToEnd, .accept, .cancel: return before + after
        case .deleteBackward: return String(before.dropLast()) + after
        case .deleteForward: return before + String(after.dropFirst())
        case .deleteToStart: return after
        case .deleteToEnd: return before
        case .deleteWordBackward:
            var kept = Substring(before)
            while kept.last == " " { kept = kept.dropLast() }
            while let last = kept.last, last != " " { kept = kept.dropLast() }
            return String(kept) + after
        }
    }
}

/// Random edits over text of every joining class, drawn from a seeded generator.
private struct EditScript {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &generator)
    }

    /// Scalars of every class that joins the character before it, and bases for them to join.
    static let joiningClasses: [ClosedRange<UInt32>] = [
        0x0300...0x036F,    // combining diacritical marks
        0x1AB0...0x1ABE,    // combining diacritical marks extended
        0x20D0...0x20F0,    // combining marks for symbols
        0xFE00...0xFE0F,    // variation selectors
        0xE0100...0xE01EF,  // ideographic variation selectors
        0x200D...0x200D,    // zero-width joiner
        0x1F1E6...0x1F1FF,  // regional indicators (flags)
        0x1F3FB...0x1F3FF,  // emoji skin-tone modifiers
        0x1100...0x115F,    // Hangul leading jamo
        0x1160...0x11A7,    // Hangul vowel jamo
        0x11A8...0x11FF,    // Hangul trailing jamo
        0x3099...0x309A,    // kana voicing marks
    ]
    static let bases: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0x1F466...0x1F469, 0x1F44D...0x1F44D, 0x20...0x20,
    ]

    mutating func scalar(from ranges: [ClosedRange<UInt32>]) -> Unicode.Scalar {
        let range = ranges[below(ranges.count)]
        return Unicode.Scalar(range.lowerBound + UInt32(below(range.count)))!
    }

    mutating func text() -> String {
        var text = ""
        for _ in 0...below(3) {
            text.unicodeScalars.append(scalar(from: below(2) == 0 ? Self.joiningClasses : Self.bases))
        }
        return text
    }

    mutating func edit() -> PromptEdit {
        switch below(14) {
        case 0..<6: .insert(text())
        case 6: .moveLeft
        case 7: .moveRight
        case 8: below(2) == 0 ? .moveToStart : .moveToEnd
        case 9: .deleteBackward
        case 10: .deleteForward
        case 11: .deleteToStart
        case 12: .deleteToEnd
        default: .deleteWordBackward
        }
    }
}
