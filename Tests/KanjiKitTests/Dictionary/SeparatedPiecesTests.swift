import Testing
@testable import KanjiKit

/// `SeparatedPieces` gives what `split` gives, with and without the empty pieces.
@Suite struct SeparatedPiecesTests {
    @Test(arguments: ["", "a", "|", "a|b", "|a||b|", "||", "日本|にほん||Japan"])
    func gives_the_pieces_split_gives(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            for omittingEmpty in [false, true] {
                let pieces = SeparatedPieces(raw[...], separator: UInt8(ascii: "|"), omittingEmpty: omittingEmpty).map { Array($0) }
                let split = raw[...].split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: omittingEmpty).map { Array($0) }
                #expect(pieces == split, "\"\(text)\", omitting empty pieces: \(omittingEmpty)")
            }
        }
    }
}
