import Testing

/// The pty fuzz's input covers what it is meant to: every class of joining characters, the UTF-8 a decoder must
/// refuse, bracketed paste, and, often, a prompt opened with `/` and typed into with joining text and then more.
@Suite struct FuzzInputTests {
    static let actionCount = 20_000

    private static func bytesOfActions(seed: UInt64) -> [[UInt8]] {
        var input = FuzzInput(seed: seed)
        return (0..<actionCount).compactMap {  _ in
            guard case .bytes(let bytes) = input.next() else { return nil }
            return bytes
        }
    }

    @Test(arguments: [
        ("combining marks", 0x0300...0x036F), ("extended combining marks", 0x1AB0...0x1ACE),
        ("combining marks for symbols", 0x20D0...0x20F0), ("variation selectors", 0xFE00...0xFE0F),
        ("ideographic variation selectors", 0xE0100...0xE01EF), ("zero width joiner", 0x200D...0x200D),
        ("regional indicators", 0x1F1E6...0x1F1FF), ("emoji modifiers", 0x1F3FB...0x1F3FF),
        ("leading jamo", 0x1100...0x115F), ("vowel jamo", 0x1160...0x11A7), ("trailing jamo", 0x11A8...0x11FF),
        ("kana voicing marks", 0x3099...0x309A),
    ] as [(String, ClosedRange<UInt32>)])
    func every_joining_class_is_sent(name: String, range: ClosedRange<UInt32>) {
        let scalars = Self.bytesOfActions(seed: 13).flatMap { String(decoding: $0, as: UTF8.self).unicodeScalars }
        #expect(scalars.contains { range.contains($0.value) }, "no \(name) in \(Self.actionCount) actions")
    }

    @Test(arguments: [
        ("an overlong /", [0xC0, 0xAF]), ("a three-byte overlong /", [0xE0, 0x80, 0xAF]),
        ("a UTF-16 surrogate", [0xED, 0xA0, 0x80]), ("a cut-short lead byte", [0xE3, 0x81]),
        ("bracketed paste's start", Array("\u{1B}[200~".utf8)), ("bracketed paste's end", Array("\u{1B}[201~".utf8)),
    ] as [(String, [UInt8])])
    func refused_encodings_and_bracketed_paste_are_sent(name: String, sequence: [UInt8]) {
        let sent = Self.bytesOfActions(seed: 13).contains { bytes in
            bytes.indices.contains { bytes[$0...].starts(with: sequence) }
        }
        #expect(sent, "no \(name) in \(Self.actionCount) actions")
    }

    /// The line editor's crash: `/`, then a letter, then a combining mark (or another joiner) sent on its own,
    /// then more text, all before the prompt is closed.
    @Test func slash_then_a_joiner_alone_then_more_text_is_common() {
        let actions = Self.bytesOfActions(seed: 13).map { String(decoding: $0, as: UTF8.self) }
        let joiners: [ClosedRange<UInt32>] = [0x0300...0x036F, 0xFE00...0xFE0F, 0x200D...0x200D, 0x3099...0x309A]
        func isLoneJoiner(_ action: String) -> Bool {
            action.unicodeScalars.count == 1 && joiners.contains { $0.contains(action.unicodeScalars.first!.value) }
        }
        var found = 0
        for start in actions.indices where actions[start] == "/" {
            let session = actions[(start + 1)..<min(actions.count, start + 20)].prefix { $0 != "\r" && $0 != "\u{1B}" }
            guard let joiner = session.firstIndex(where: isLoneJoiner) else { continue }
            if session[(joiner + 1)...].contains(where: { $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic } }) {
                found += 1
            }
        }
        #expect(found >= 100, "only \(found) prompts typed into with a lone joiner and then text in \(Self.actionCount) actions")
    }
}
