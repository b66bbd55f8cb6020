/// Why a text cannot be read or segmented, in one line for the screen or stderr: what was wrong and, where the
/// person can do something, what to do ("install the Debian package mecab-ipadic-utf8").
public struct SegmentationError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The Debian package holding the UTF-8 IPAdic dictionary MeCab segments with.
    public static let dictionaryPackage = "mecab-ipadic-utf8"
}
