extension FuzzInput {
    // MARK: Hostile pastes

    /// A paste whose text would quit, stop, switch tabs and forget everything if it were ever read as keys — `q`,
    /// Ctrl-C, Ctrl-Z, `D y`, digits, `a`, Delete — mixed with text, escape sequences (never the end marker) and bytes
    /// that are not UTF-8; torn by a resize or a SIGCONT halfway one time in two, sent a byte per write one time
    /// in four.
    mutating func hostilePaste() -> Action {
        var text: [UInt8] = []
        for _ in 0...below(8) {
            switch below(6) {
            case 0: text += Array(pick(["q", "\u{3}", "\u{1A}", "Dy", "5Dy", "6", "a", "d", "\u{1B}[3~", "y", "K"]).utf8)
            case 1: text += Array(pick(["昨日は雨", "今日のメモ", "吾輩は猫である。", "\r\n", "\t", "abc def"]).utf8)
            case 2: text += Array(pick(["\u{1B}[A", "\u{1B}]0;title\u{7}", "\u{1B}[31m", "\u{1B}OB", "\u{1B}\u{1B}", "\u{1B}[<0;1;1M"]).utf8)
            case 3: text += refusedEncoding()
            case 4: text += Array(joiningText().utf8)
            default: text += Array(pick(["1", "2", "3", "4", "5", "6", "R", "3", "\r", "\u{7F}"]).utf8)
            }
        }
        let interruption: Interruption? = switch below(4) {
        case 0: .resume
        case 1: {
            if case .resize(let columns, let rows) = resize() { return .resize(columns: columns, rows: rows) }
            return .resume
        }()
        default: nil
        }
        return .paste(text, interruption: interruption, byteByByte: below(4) == 0)
    }

    /// `bytes` with every key that takes something off the study list or out of the history made harmless:
    /// `a` and `A` (keep or take off), `d`, `D` (forget), `y` (yes to a question) become `k`, and Delete (forget) an
    /// Insert key. Escape sequences are left as they are (the `D` of `ESC [ D` is the left arrow). Only for what is
    /// sent as keys, never inside a paste.
    static func sparingUserData(_ bytes: [UInt8]) -> [UInt8] {
        var spared: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: [0x1B, 0x5B, 0x33, 0x7E]) {  // Delete, ESC [ 3 ~
                spared += [0x1B, 0x5B, 0x32, 0x7E]
                index += 4
                continue
            }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
                // ESC [ or ESC O, its parameters and its final byte, unchanged.
                var end = index + 2
                while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
                end = min(end + 1, bytes.count)
                spared += bytes[index..<end]
                index = end
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "y"):
                spared.append(UInt8(ascii: "k"))
            default:
                spared.append(byte)
            }
            index += 1
        }
        return spared
    }
}
