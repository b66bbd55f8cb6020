import KanjiKit
import Testing
import TerminalUI

struct DisplayWidthTests {
    @Test func widthsAreMeasuredUnderAUTF8Locale() {
        #expect(ProcessLocale.isUTF8)
        #expect(ProcessLocale.codeset.uppercased() == "UTF-8")
    }

    @Test func kanjiAndKanaAreTwoColumnsWide() {
        #expect(DisplayWidth.of("漢" as Character) == 2)
        #expect(DisplayWidth.of("の" as Character) == 2)
        #expect(DisplayWidth.of("Ａ" as Character) == 2)
    }

    @Test func asciiAndHalfwidthKatakanaAreOneColumnWide() {
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("ｶ" as Character) == 1)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("\u{0301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("e\u{0301}" as Character) == 1)
        #expect("cafe\u{0301}".displayWidth == 4)
    }

    @Test func controlsAreNotPrintable() {
        #expect(DisplayWidth.of("\u{07}" as Unicode.Scalar) == nil)
        #expect(DisplayWidth.of("\u{7F}" as Unicode.Scalar) == nil)
        #expect(DisplayWidth.of("\u{9B}" as Unicode.Scalar) == nil)
        #expect(DisplayWidth.of("\u{07}" as Character) == 0)
    }

    @Test func aStringIsAsWideAsItsGraphemes() {
        #expect("漢字abc".displayWidth == 7)
        #expect("".displayWidth == 0)
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect("漢字".truncated(toWidth: 4) == "漢字")
        #expect("abc".truncated(toWidth: 10) == "abc")
    }

    @Test func truncationEndsWithAnEllipsisInTheLastColumn() {
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("漢字漢字".truncated(toWidth: 4) == "漢 …")
        #expect("abcdef".truncated(toWidth: 4) == "abc…")
        #expect("漢字".truncated(toWidth: 1) == "…")
        #expect("漢字".truncated(toWidth: 0) == "")
    }
}
