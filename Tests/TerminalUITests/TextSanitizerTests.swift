import Testing
import TerminalUI

struct TextSanitizerTests {
    @Test func cleanTextIsReturnedUnchanged() {
        #expect(TextSanitizer.sanitize("漢字 café e\u{0301}") == "漢字 café e\u{0301}")
    }

    @Test func controlSequencesAreRemovedWhole() {
        #expect(TextSanitizer.sanitize("\u{1B}[1;31mred\u{1B}[0m") == "red")
        #expect(TextSanitizer.sanitize("a\u{1B}[?1049hb") == "ab")
    }

    @Test func operatingSystemCommandsAreRemovedUpToTheirTerminator() {
        #expect(TextSanitizer.sanitize("a\u{1B}]0;title\u{07}b") == "ab")
        #expect(TextSanitizer.sanitize("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "alinkb")
        #expect(TextSanitizer.sanitize("a\u{1B}Pdata\u{1B}\\b") == "ab")
    }

    @Test func twoCharacterEscapesAndALoneEscapeAreRemoved() {
        #expect(TextSanitizer.sanitize("a\u{1B}7b\u{1B}") == "ab")
    }

    @Test func c0ControlsAndDeleteAreRemoved() {
        #expect(TextSanitizer.sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e") == "abcde")
    }

    @Test func c1ControlsAreRemovedWithTheSequencesTheyIntroduce() {
        #expect(TextSanitizer.sanitize("a\u{85}b\u{9B}31mc") == "abc")
        #expect(TextSanitizer.sanitize("a\u{9D}0;title\u{9C}b") == "ab")
    }

    @Test func tabsAndLineBreaksBecomeSpaces() {
        #expect(TextSanitizer.sanitize("a\tb\nc\r\nd\u{2028}e") == "a b c  d e")
    }
}
