import Testing
import KanjiKit

/// The one UTF-8 check that says where text stops being UTF-8: chunk by chunk for the commands' input files, whole
/// for the reader's texts.
@Suite struct UTF8TextScannerTests {
    @Test func a_character_split_between_chunks_is_joined_and_an_offset_counts_from_the_start() {
        var scanner = UTF8TextScanner()
        let text = Array("日本語".utf8)
        #expect(scanner.scan(text[..<4]) == nil)
        #expect(scanner.scan(text[4...]) == nil)
        #expect(scanner.finish() == nil)
        #expect(scanner.scan([0x41, 0xE6]) == nil)
        #expect(scanner.scan([0x41]) == .invalidUTF8(offset: 10))
        var zeros = UTF8TextScanner()
        #expect(zeros.scan(Array("abc".utf8)) == nil)
        #expect(zeros.scan([0x41, 0x00]) == .nul(offset: 4))
    }

    @Test func finds_the_first_invalid_utf8_byte() {
        #expect(UTF8TextScanner.firstInvalidUTF8(Array("abc日本".utf8)) == nil)
        #expect(UTF8TextScanner.firstInvalidUTF8([0x61, 0xE6, 0x97]) == 1) // cut short at the end
        #expect(UTF8TextScanner.firstInvalidUTF8([0xC0, 0xAF]) == 0) // overlong
        #expect(UTF8TextScanner.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0) // a surrogate
    }

    @Test func a_nul_is_text_to_the_whole_input_check_which_leaves_it_to_the_decoder() {
        #expect(UTF8TextScanner.firstInvalidUTF8([0x61, 0x00, 0x62]) == nil)
        #expect(UTF8TextScanner.firstInvalidUTF8([0x00, 0xFF]) == 1)
    }
}
