/// OSC 52, the terminal's clipboard: `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL` asks the terminal to put
/// the text on the system clipboard. It travels with the rest of the output, so it works over ssh; tmux passes
/// it on (and keeps a buffer) when its `set-clipboard` option is `on` (or `external`, its default, when the
/// outer terminal allows it).
enum ClipboardSequence {
    /// The sequence that copies `text`. Base64 carries no control character, so data never reaches the
    /// terminal raw through it.
    static func copying(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    /// Standard base64 (RFC 4648, with padding); TerminalUI has no Foundation to ask.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let chunk = (0..<3).reduce(UInt32(0)) { $0 << 8 | ($1 < count ? UInt32(bytes[index + $1]) : 0) }
            for position in 0..<4 {
                encoded.append(position <= count ? alphabet[Int(chunk >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
