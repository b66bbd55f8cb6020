import Foundation
import Testing
import Glibc
@testable import Segmentation

/// Each encoding a text may come in, and each way a file may not be text.
@Suite struct TextDecoderTests {
    static let japanese = "日本語の文章です。\nひらがなとカタカナ、漢字。\n"

    private func encoded(_ text: String, as encoding: String) throws -> [UInt8] {
        try IconvConversionHelper.fromUTF8(Array(text.utf8), to: encoding)
    }

    @Test func readsUTF8WithAndWithoutItsByteOrderMark() throws {
        #expect(try TextDecoder.decode(Array(Self.japanese.utf8)) == .init(text: Self.japanese, encoding: .utf8))
        #expect(try TextDecoder.decode([0xEF, 0xBB, 0xBF] + Array(Self.japanese.utf8)).text == Self.japanese)
    }

    @Test func readsUTF16WithAByteOrderMarkEitherWay() throws {
        let little = try TextDecoder.decode([0xFF, 0xFE] + encoded(Self.japanese, as: "UTF-16LE"))
        #expect(little == .init(text: Self.japanese, encoding: .utf16LittleEndian))
        let big = try TextDecoder.decode([0xFE, 0xFF] + encoded(Self.japanese, as: "UTF-16BE"))
        #expect(big == .init(text: Self.japanese, encoding: .utf16BigEndian))
    }

    @Test func tellsShiftJISFromEUCJP() throws {
        #expect(try TextDecoder.decode(encoded(Self.japanese, as: "SHIFT_JIS")) == .init(text: Self.japanese, encoding: .shiftJIS))
        #expect(try TextDecoder.decode(encoded(Self.japanese, as: "EUC-JP")) == .init(text: Self.japanese, encoding: .eucJP))
    }

    @Test func refusesANulByteWithItsOffset() {
        #expect(throws: SegmentationError(message: "not a text file (a NUL byte at offset 3)")) {
            try TextDecoder.decode([0x41, 0x42, 0x43, 0x00, 0x44])
        }
    }

    @Test func refusesInvalidUTF8InAUTF8FileWithItsOffset() {
        let bytes = Array("日本語".utf8) + [0xFF] + Array("です".utf8)
        #expect(throws: SegmentationError(message: "not valid UTF-8 (a byte that is not UTF-8 at offset 9)")) {
            try TextDecoder.decode(bytes)
        }
        // After a BOM, the offset still counts from the file's first byte.
        #expect(throws: SegmentationError(message: "not valid UTF-8 (a byte that is not UTF-8 at offset 5)")) {
            try TextDecoder.decode([0xEF, 0xBB, 0xBF, 0x41, 0x42, 0xC3, 0x28])
        }
    }

    @Test func refusesBytesThatAreNoJapaneseEncoding() {
        #expect(throws: SegmentationError.self) { try TextDecoder.decode([0x41, 0xFF, 0xFE, 0xFD, 0x80, 0x80]) }
    }
}

@Suite struct TextFileTests {
    private func temporaryDirectory() -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/kanji-reader-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    @Test func refusesADirectoryAndAFIFOByName() throws {
        let directory = temporaryDirectory()
        #expect(throws: SegmentationError(message: "\(directory): is a directory; give a text file (or - for standard input)")) {
            try TextFile.read(directory)
        }
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SegmentationError(message: "\(fifo): is a FIFO; pipe it to standard input instead (read - < \(fifo))")) {
            try TextFile.read(fifo)
        }
    }

    @Test func refusesAFileOverTheLimitBeforeReadingIt() throws {
        let path = temporaryDirectory() + "/big.txt"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(descriptor, off_t(TextFile.limit + 1)) == 0)
        close(descriptor)
        #expect(throws: SegmentationError(message: "\(path): is larger than the 16 MB a text may be; read it in parts")) {
            try TextFile.read(path)
        }
    }

    @Test func namesAMissingFile() {
        #expect(throws: SegmentationError(message: "/nonexistent/text.txt: cannot be read (no such file or directory)")) {
            try TextFile.read("/nonexistent/text.txt")
        }
    }

    @Test func namesTheFileWhenItsBytesAreNotText() throws {
        let path = temporaryDirectory() + "/binary.bin"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        _ = [UInt8]([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        #expect(throws: SegmentationError(message: "\(path): not a text file (a NUL byte at offset 4)")) {
            try TextFile.readingText(at: path)
        }
    }

    @Test func anEndlessRunOfNULBytesIsRefusedAtItsFirstChunk() throws {
        // `read - < /dev/zero`: refused at the first NUL, not after reading the limit's 16 MB.
        let zeros = open("/dev/zero", O_RDONLY)
        defer { close(zeros) }
        #expect(throws: SegmentationError(message: "standard input: not a text file (a NUL byte at offset 0)")) {
            try TextFile.read(descriptor: zeros, name: "standard input")
        }
    }

    @Test func aUTF16FileWithItsNULBytesIsReadWhole() throws {
        let path = temporaryDirectory() + "/utf16.txt"
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("日本 is Japan".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let opened = try TextFile.readingText(at: path)
        #expect(opened.text.text(ofBlock: 0) == "日本 is Japan")
        #expect(opened.encoding == .utf16LittleEndian)
    }
}

/// UTF-8 into another encoding, for the tests' inputs (the decoder only converts to UTF-8).
enum IconvConversionHelper {
    static func fromUTF8(_ bytes: [UInt8], to encoding: String) throws -> [UInt8] {
        let converter = iconv_open(encoding, "UTF-8")
        guard converter != iconv_t(bitPattern: -1) else { throw SegmentationError(message: "no \(encoding)") }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        let produced = input.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { target in
                var inPointer = source.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = source.count
                var outPointer = target.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = target.count
                _ = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                // A stateful encoding (ISO-2022-JP) ends with its return to ASCII.
                _ = iconv(converter, nil, nil, &outPointer, &outLeft)
                return target.count - outLeft
            }
        }
        return Array(output[..<produced])
    }
}

/// The encodings issue 44 found shown as noise or named wrong: ISO-2022-JP, which is valid ASCII, and UTF-32,
/// whose little-endian mark starts as UTF-16's does.
@Suite struct TextDecoderEncodingNameTests {
    private func encoded(_ text: String, as encoding: String) throws -> [UInt8] {
        try IconvConversionHelper.fromUTF8(Array(text.utf8), to: encoding)
    }

    @Test func readsISO2022JPInsteadOfShowingItsEscapesAsText() throws {
        let bytes = try encoded(TextDecoderTests.japanese, as: "ISO-2022-JP")
        #expect(bytes.allSatisfy { $0 < 0x80 })
        #expect(try TextDecoder.decode(bytes) == .init(text: TextDecoderTests.japanese, encoding: .iso2022JP))
        // JIS X 0213's own escapes (ESC $ ( O and ESC $ ( Q) too.
        let jis2004 = "俱楽部の剝離と鷗外と①\n"
        #expect(try TextDecoder.decode(encoded(jis2004, as: "ISO-2022-JP-3")).text == jis2004)
    }

    @Test func aPageDeclaredISO2022JPReadsAsJapanese() throws {
        let page = "<html><head><meta charset=\"iso-2022-jp\"></head><body><p>吾輩は猫である。</p></body></html>"
        let bytes = try encoded(page, as: "ISO-2022-JP")
        let decoded = try TextDecoder.decode(bytes)
        #expect(decoded.encoding == .iso2022JP)
        let text = try ReadingText.reading(decoded.text, name: "page.html")
        #expect(text.text(ofBlock: 0) == "吾輩は猫である。")
    }

    @Test func anEscapeInPlainASCIIIsNotTakenForISO2022JP() throws {
        let colored = "\u{1B}[31mred\u{1B}[0m and \u{1B}(B plain"
        #expect(try TextDecoder.decode(Array(colored.utf8)).encoding == .utf8)
    }

    @Test func damagedISO2022JPIsRefusedWithItsOffsetNotShownAsNoise() {
        // ESC $ B then a pair from JIS X 0208's empty row 9.
        let bytes = Array("ab".utf8) + [0x1B, 0x24, 0x42, 0x29, 0x21, 0x1B, 0x28, 0x42]
        #expect(throws: SegmentationError(message: "not valid ISO-2022-JP (an escape sequence or character that is not ISO-2022-JP at offset 5)")) {
            try TextDecoder.decode(bytes)
        }
    }

    @Test func readsUTF32WithAByteOrderMarkEitherWayAndNamesIt() throws {
        let little = try TextDecoder.decode([0xFF, 0xFE, 0x00, 0x00] + encoded(TextDecoderTests.japanese, as: "UTF-32LE"))
        #expect(little == .init(text: TextDecoderTests.japanese, encoding: .utf32LittleEndian))
        let big = try TextDecoder.decode([0x00, 0x00, 0xFE, 0xFF] + encoded(TextDecoderTests.japanese, as: "UTF-32BE"))
        #expect(big == .init(text: TextDecoderTests.japanese, encoding: .utf32BigEndian))
    }
}
