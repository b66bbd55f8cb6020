/// The text Open JTalk is given: what a person typed or the reader's sentence, made into one line it reads whole.
///
/// Open JTalk says only the first line of its input and stops at control characters, so line breaks and tabs
/// become spaces and other control characters go. A limit keeps a pasted page from taking a minute to synthesize:
/// speech is for a word or a sentence or two.
public struct SpeechText: Sendable, Hashable {
    /// The most characters said at once (a 10,000-character paste is refused at once, not synthesized for seconds).
    public static let maximumCharacters = 1_000

    /// The line given to Open JTalk.
    public let line: String

    /// - Throws: ``SpeechError/emptyText`` when nothing sayable is left, ``SpeechError/textTooLong(characters:limit:)``
    ///   past ``maximumCharacters``.
    public init(_ text: String) throws(SpeechError) {
        let count = text.count
        guard count <= Self.maximumCharacters else {
            throw .textTooLong(characters: count, limit: Self.maximumCharacters)
        }
        var line = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09: line.unicodeScalars.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0: continue
            default: line.unicodeScalars.append(scalar)
            }
        }
        line = String(line.drop { $0 == " " || $0 == "　" }.reversed().drop { $0 == " " || $0 == "　" }.reversed())
        guard line.contains(where: { $0.isLetter || $0.isNumber }) else { throw .emptyText }
        self.line = line
    }
}
