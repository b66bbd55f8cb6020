import FSRS
import Foundation
import KanjiKit
import Segmentation
import UserData

extension SentencesCommand {
    /// `--keep`: keeps each word listed on the study list in one step, with the sentence it was listed with (the i+1
    /// sentence; for `--next`, its first sentence in the library) as its card's context — the word marked in it and
    /// the text named, as the reader's `a` keeps a word. A word kept before gains the sentence when it had none.
    /// Prints one line per word: "added …", "sentence recorded …", "already kept …".
    func keep(_ words: [(word: TextWord, match: LibrarySentences.Match?)], dictionary: WordDictionary) throws {
        let keepings = words.map { word, match in
            StudyKeeping(.word(word.headword, reading: word.reading), sentence: match.flatMap { Self.studySentence(of: $0) },
                         frequencyRank: (try? dictionary.entry(rank: word.entryNumber + 1))?.wordfreqRank)
        }
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let additions = try UserDataExit.onError { () throws(UserDataError) in try database.keepForStudy(keepings, at: now) }
        let byItem = Dictionary(additions.map { ($0.row.item, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = keepings.map { keeping in byItem[keeping.item].map(StudyAddCommand.line) ?? "already kept \(keeping.item.displayName)\n" }
        try TextOutput.standardOutput.write(lines.joined())
    }

    /// `match`'s sentence with its first marked word, in Characters as a card keeps it, and its text's title.
    private static func studySentence(of match: LibrarySentences.Match) -> StudySentence? {
        guard let marked = match.marked.first, match.sentence.occurrences.indices.contains(marked) else { return nil }
        let bytes = match.sentence.occurrences[marked].bytes
        let utf8 = Array(match.sentence.text.utf8)
        guard bytes.upperBound <= utf8.count, let before = String(bytes: utf8[..<bytes.lowerBound], encoding: .utf8),
              let word = String(bytes: utf8[bytes], encoding: .utf8), !word.isEmpty else { return nil }
        return StudySentence(text: match.sentence.text, markStart: before.count, markLength: word.count, source: match.title)
    }
}
