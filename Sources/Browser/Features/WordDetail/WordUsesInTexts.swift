import Segmentation

/// What a word's page says under "In your texts" (issue 47): the sentences of the learner's Read library that use the
/// word in any inflection, read from the sentence indexes already made — a word's page never segments a library.
public enum WordUsesInTexts: Sendable, Hashable {
    /// One sentence using the word.
    public struct Use: Sendable, Hashable {
        /// The sentence, the word in 【】 (as `kanji-tui sentences WORD` prints it).
        public let sentence: String
        /// The same with each kanji's reading in [] after it (`f` on the page; `sentences WORD --furigana`).
        public let withReadings: String
        /// The title of its text.
        public let title: String

        public init(sentence: String, withReadings: String, title: String) {
            self.sentence = sentence
            self.withReadings = withReadings
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
            Use(sentence: match.line(furigana: false), withReadings: match.line(furigana: true), title: match.title)
        }
        self = .found(uses, texts: library.texts.count)
    }
}
