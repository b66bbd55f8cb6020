import Testing
import KanjiKit

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

    @Test func bidirectionalOverridesAndIsolatesAreRemoved() {
        let overrides = (0x202A...0x202E).map { String(UnicodeScalar($0)!) } + (0x2066...0x2069).map { String(UnicodeScalar($0)!) }
        #expect(TextSanitizer.sanitize("a" + overrides.joined() + "b") == "ab")
    }

    @Test func keepingLayoutKeepsNewlinesAndTabsButNotCarriageReturns() {
        #expect(TextSanitizer.sanitizeKeepingLayout("日\tday\r\n本\u{1B}[2J\tbook\n") == "日\tday\n本\tbook\n")
    }

    @Test func anUnterminatedStringEndsAtTheLineBreak() {
        #expect(TextSanitizer.sanitizeKeepingLayout("a\u{1B}]0;pwned\nb\n") == "a\nb\n")
        #expect(TextSanitizer.sanitizeKeepingLayout("a\u{1B}[2\nb") == "a\nb")
    }

    @Test func everyCharacterItRemovesIsReportedUnsafe() {
        #expect(TextSanitizer.isUnsafe("\u{1B}") && TextSanitizer.isUnsafe("\u{9B}") && TextSanitizer.isUnsafe("\u{202E}"))
        #expect(!TextSanitizer.isUnsafe("日") && !TextSanitizer.isUnsafe(" ") && !TextSanitizer.isUnsafe("\u{200D}"))
    }
}
