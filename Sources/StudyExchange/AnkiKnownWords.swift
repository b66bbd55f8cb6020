import AnkiPackage
import KanjiKit
import UserData

/// What `known import` takes from an Anki collection: the words of the notes whose cards Anki calls mature, each
/// matched to its JMdict word as `study import` matches a note (``AnkiNoteMatcher``), the notes it cannot place listed
/// with their text, never guessed.
///
/// A note counts as known when one of its cards in the decks taken is a review card (Anki's type 2) with an interval
/// of at least `minimumInterval` days (21: what Anki calls mature). Its other notes are young or new: neither known
/// nor a failure to place, only counted.
public struct AnkiKnownWords: Sendable {
    /// What the learner asked: the decks and note types to take (empty: all), the fields naming the word and its
    /// reading (empty: `study import`'s guess), and the interval that makes a card known, in days.
    public struct Options: Sendable, Hashable {
        public var decks: [String]
        public var noteTypes: [String]
        public var wordFields: [String]
        public var readingFields: [String]
        public var minimumInterval: Int

        public init(decks: [String] = [], noteTypes: [String] = [], wordFields: [String] = [], readingFields: [String] = [],
                    minimumInterval: Int = 21) {
            self.decks = decks
            self.noteTypes = noteTypes
            self.wordFields = wordFields
            self.readingFields = readingFields
            self.minimumInterval = minimumInterval
        }
    }

    /// A known note that names no word: its note type, its text and why.
    public struct NotPlaced: Sendable, Hashable {
        public let noteType: String
        public let text: String
        public let reason: String
    }

    /// The words placed, each once, in the order of their first note.
    public private(set) var words: [MarkedWordKey] = []
    /// The known notes that name no word.
    public private(set) var notPlaced: [NotPlaced] = []
    /// Notes taken (in the decks and note types asked) with a card at the interval: the known ones.
    public private(set) var knownNotes = 0
    /// Notes taken with no card at the interval yet (new, learning, young): left out.
    public private(set) var youngNotes = 0
    /// Known notes naming a word an earlier note placed.
    public private(set) var repeatedNotes = 0

    /// Reads `contents` as `options` ask, matching the known notes with `matcher`; `stopRequested` is asked at every
    /// note.
    /// - Throws: `.noSuchDeck`, `.noSuchNoteType`, `.noMatchingField` or `.noReadingField` when the options name what
    ///   the collection lacks; `.dataset` when the data fails; `.stopped` once asked to stop.
    public init(_ contents: AnkiCollectionContents, options: Options, matcher: AnkiNoteMatcher,
                stopRequested: () -> Bool = { false }) throws(AnkiImportFailure) {
        let inDecks = try AnkiStudyImport.deckFilter(contents.decks, named: options.decks)
        let types = try Self.noteTypeFilter(contents.noteTypes, named: options.noteTypes)
        var isKnown: [Int64: Bool] = [:]
        for card in contents.cards where inDecks(card.deckID) {
            let mature = card.type == 2 && card.interval >= options.minimumInterval
            isKnown[card.noteID] = (isKnown[card.noteID] ?? false) || mature
        }
        var known: [AnkiStoredNote] = []
        var taken: [AnkiStoredNote] = []
        for note in contents.notes where types(note.typeID) {
            guard let mature = isKnown[note.id] else { continue }
            taken.append(note)
            if mature { known.append(note) } else { youngNotes += 1 }
        }
        knownNotes = known.count
        // Every note taken, young ones too, tells whether its type is of words: as `study import` would read it.
        let matches = try matcher.match(known, types: contents.noteTypes,
                                        options: AnkiImportOptions(wordFields: options.wordFields, readingFields: options.readingFields),
                                        telling: taken, stopRequested: stopRequested)
        // A kanji alone in a vocabulary note without its reading: `study import` takes the commonest word, but a word
        // marked known is not guessed, so it is read as `known add 水` reads it (日, ひ or にち, is not placed).
        let unread = Dictionary(matches.loneKanjiWords.filter(\.commonest).map { ($0.noteID, $0.kanji) }, uniquingKeysWith: { first, _ in first })
        // A reading that is none of the word's: the word would be found by its form alone, a guess; so it is not placed.
        let guessed = Set(matches.passedOverReadings.map(\.item))
        for passed in matches.passedOverReadings {
            notPlaced.append(NotPlaced(noteType: "", text: passed.text, reason: "\(passed.reading) is none of its readings in JMdict"))
        }
        for unmatched in matches.unmatched {
            notPlaced.append(NotPlaced(noteType: unmatched.noteType, text: unmatched.text,
                                       reason: unmatched.text.isEmpty ? "its \(unmatched.field) field is empty" : "no JMdict word so written"))
        }
        var placed = Set<MarkedWordKey>()
        for note in known {
            if stopRequested() { throw .stopped }
            guard let item = matches.items[note.id], !guessed.contains(item) else { continue }
            // A kanji alone in a note of a type that says neither words nor kanji is read as the word it writes, as
            // `known add 水` reads it; a kanji note's (a field named Kanji) is the kanji, no word.
            var match = StudyItemLookup.markedWord(of: item).map(MarkedWordMatch.word) ?? .none
            let kanjiAlone = unread[note.id] ?? (item.kind == .kanji && matches.noteTypes[note.typeID]?.subject?.isKanji != true ? item.key : nil)
            if let kanjiAlone {
                do {
                    match = try matcher.lookup.markedWordMatch(for: kanjiAlone)
                } catch {
                    throw .dataset(error)
                }
            }
            let type = contents.noteTypes[note.typeID]?.name ?? "note type \(note.typeID)"
            let word: MarkedWordKey
            switch match {
            case .word(let found):
                word = found
            case .ambiguous(let words):
                let readings = words.map(\.reading).joined(separator: ", ")
                notPlaced.append(NotPlaced(noteType: type, text: item.key, reason: "a kanji naming several words (\(readings)) with no reading"))
                continue
            case .none:
                notPlaced.append(NotPlaced(noteType: type, text: item.key, reason: "a kanji, not a word"))
                continue
            }
            if placed.insert(word).inserted { words.append(word) } else { repeatedNotes += 1 }
        }
    }

    /// Whether a note's type is one of those `names` name (case aside); every type when `names` is empty.
    private static func noteTypeFilter(_ types: [Int64: AnkiStoredNoteType], named names: [String]) throws(AnkiImportFailure) -> (Int64) -> Bool {
        guard !names.isEmpty else { return { _ in true } }
        let wanted = Set(names.map { $0.lowercased() })
        let taken = Set(types.values.filter { wanted.contains($0.name.lowercased()) }.map(\.id))
        guard !taken.isEmpty else { throw .noSuchNoteType(named: names, types: types.values.map(\.name)) }
        return { taken.contains($0) }
    }
}
