import Testing
import TerminalUI

/// The raw codes are written out as numbers, as `wget_wch` delivers them, so the table also checks
/// the decoder against ncurses' headers.
struct KeyDecoderTests {
    static let ok: Int32 = 0
    static let keyCodeYes: Int32 = 0o400
    static let err: Int32 = -1

    nonisolated static let characters: [(UInt32, Key?)] = [
        (97, .character("a")),
        (0x6F22, .character("漢")),
        (10, .enter), (13, .enter),
        (127, .backspace), (8, .backspace),
        (27, .escape),
        (9, .tab),
        (1, .control("a")), (2, .control("b")), (3, .control("c")), (6, .control("f")), (26, .control("z")),
        (0, nil), (28, nil), (31, nil), (0x85, nil),
    ]

    nonisolated static let keyCodes: [(UInt32, Key?)] = [
        (0o403, .up), (0o402, .down), (0o404, .left), (0o405, .right),
        (0o523, .pageUp), (0o522, .pageDown), (0o406, .home), (0o550, .end),
        (0o527, .enter), (0o407, .backspace), (0o512, .delete), (0o541, .backTab),
        (0o411, .function(1)), (0o424, .function(12)),
        (0o632, .resize),
        (0o631, nil), (0o777, nil),
    ]

    @Test(arguments: characters)
    func charactersDecode(value: UInt32, key: Key?) {
        #expect(KeyDecoder.decode(status: Self.ok, value: value) == key)
    }

    @Test(arguments: keyCodes)
    func keyCodesDecode(value: UInt32, key: Key?) {
        #expect(KeyDecoder.decode(status: Self.keyCodeYes, value: value) == key)
    }

    @Test func aTimeoutDecodesToNothing() {
        #expect(KeyDecoder.decode(status: Self.err, value: 0) == nil)
    }
}
