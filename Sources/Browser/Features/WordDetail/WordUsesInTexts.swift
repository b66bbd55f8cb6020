import Segmentation

/// What a word's page says under "In your texts" (issue 47): the sentences of the learner's Read library that use the
/// word in any inflection, read from the sentence indexes already made — a word's page never segments a library.
public enum WordUsesInTexts: Sendable, Hashable {
    /// One sentence using the word.
    public struct Use: Sendable, Hashable {
        /// The sentence, the word in 【】 (as `kanji-tui sentences WORD` prints it).
        public let sentence: String
        /// The title of its text.
        public let title: String

        public init(sentence: String, title: String) {
            self.sentence = sentence
            self.title = title
        }
    }

    /// The most sentences a page shows.
    public static let limit = 5

    /// The Read library has no text: the page says nothing.
    case noTexts
    /// No text's index is made yet: the page says where they are made.
    case notIndexed
    /// The texts' kept indexes are being read, one a frame, the first page of a session (a 10 MB library's take a
    /// tenth of a second, which the page does not wait for): `read` of `texts`.
    case reading(read: Int, texts: Int)
    /// The first sentences using the word (none, when no text does), and how many texts were read.
    case found([Use], texts: Int)

    /// The first ``limit`` sentences of `library` that use entry `entryNumber`, each with the uses marked.
    /// - Parameter texts: how many texts the library has; an empty `library` of a library with texts is ``notIndexed``.
    public init(of entryNumber: Int, in library: LibrarySentences, texts: Int) {
        guard texts > 0 else {
            self = .noTexts
            return
        }
        guard !library.texts.isEmpty else {
            self = .notIndexed
            return
        }
        let uses = library.sentences(using: [entryNumber], limit: Self.limit).map { match in
            Use(sentence: Self.marked(match), title: match.title)
        }
        self = .found(uses, texts: library.texts.count)
    }

    /// The sentence with its marked words in 【】.
    private static func marked(_ match: LibrarySentences.Match) -> String {
        let utf8 = Array(match.sentence.text.utf8)
        var text = ""
        var at = 0
        for place in match.marked {
            let bytes = match.sentence.occurrences[place].bytes.clamped(to: at..<utf8.count)
            text += String(decoding: utf8[at..<bytes.lowerBound], as: UTF8.self) + "【" + String(decoding: utf8[bytes], as: UTF8.self) + "】"
            at = bytes.upperBound
        }
        return text + String(decoding: utf8[at...], as: UTF8.self)
    }
}
