import FSRS
import KanjiKit

/// The front of a review card, by the card's kind: what is asked, and what it is asked from.
///
/// - recognition: the item itself (日本, 日), with the sentence it was kept from; the back tells its reading and
///   meaning.
/// - production: the meaning and the reading (for a kanji, its readings), the item hidden; the back starts with
///   the item. The sentence is left off the front, as it contains the answer.
/// - reading: the item itself, asking for its reading; the sentence stays, as it does not give the reading.
/// - writing: as production, for the writing review's canvas (`WritingReviewViewModel`).
///
/// Unlike the back, the front is looked up when the card is made: it is on screen from the start.
struct StudyCardFront: Equatable {
    /// The large line in the middle.
    let text: String
    /// Labelled lines under it: the meaning a production card gives; what a reading card asks for.
    let prompt: [KanjiFact]
    /// Whether the sentence the item was kept from is shown on the front.
    let showsContext: Bool

    /// The front of `card`.
    /// - Parameter dictionary: JMdict, for a word's senses; nil when it could not be opened (a production card
    ///   then gives EDICT's glosses).
    static func front(of card: StudyCard, store: KanjiStore, dictionary: WordDictionary?) -> StudyCardFront {
        switch card.kind {
        case .recognition:
            return StudyCardFront(text: card.item.text, prompt: [], showsContext: true)
        case .reading:
            return StudyCardFront(text: card.item.text, prompt: [KanjiFact(label: "Asks", value: "its reading")], showsContext: true)
        case .production, .writing:
            return production(of: card.item, store: store, dictionary: dictionary)
        }
    }

    /// A production card's front: a word's reading large, its first senses under it; a kanji's meanings large, its
    /// readings under them.
    private static func production(of item: LookupItem, store: KanjiStore, dictionary: WordDictionary?) -> StudyCardFront {
        switch item {
        case .kanji(let character):
            let asks = KanjiFact(label: "Asks", value: "the kanji")
            guard let kanji = (try? store.kanji(for: character)) ?? nil else {
                return StudyCardFront(text: "?", prompt: [KanjiFact(label: "Missing", value: "\(character) is not in the kanji data"), asks],
                                      showsContext: false)
            }
            var prompt = [KanjiFact]()
            if !kanji.onReadings.isEmpty { prompt.append(KanjiFact(label: "On", value: KanjiLabels.list(kanji.onReadings))) }
            if !kanji.kunReadings.isEmpty { prompt.append(KanjiFact(label: "Kun", value: KanjiLabels.list(kanji.kunReadings))) }
            return StudyCardFront(text: kanji.meanings.prefix(3).joined(separator: "; "), prompt: prompt + [asks], showsContext: false)
        case .word(let headword, let reading):
            let asks = KanjiFact(label: "Asks", value: "the word")
            let meanings: [String]
            if let entry = (try? dictionary?.word(keyed: headword, reading: reading)) ?? nil {
                meanings = entry.senses.prefix(StudyCardBack.senseCount).enumerated().map { "\($0.offset + 1). \($0.element.meaning)" }
            } else {
                let words = (try? store.entries(for: headword)) ?? []
                meanings = (words.first { $0.reading == reading } ?? words.first).map { [$0.glosses.joined(separator: "; ")] } ?? []
            }
            let lines = meanings.enumerated().map { KanjiFact(label: $0.offset == 0 ? "Meaning" : "", value: $0.element) }
            return StudyCardFront(text: reading, prompt: lines + [asks], showsContext: false)
        }
    }
}
