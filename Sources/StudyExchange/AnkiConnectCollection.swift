import AnkiConnect
import AnkiPackage

/// The part of the running Anki's collection `known import --anki` reads, as a package's contents read
/// (``AnkiCollectionContents``), so the same matching places its words: every deck and note type by name (so a
/// `--deck` or `--note-type` Anki lacks is refused naming what it has), and the cards of the decks and note types
/// taken, with their notes' fields in their note type's order. Reviews and schedules are not read: only which cards
/// are mature.
public enum AnkiConnectCollection {
    /// How many cards one `cardsInfo` asks about: a few megabytes of answer.
    static let batch = 2000

    /// - Throws: ``AnkiConnectError`` when Anki does not answer or refuses.
    public static func contents(from client: AnkiConnectClient, decks: [String], noteTypes: [String]) throws(AnkiConnectError) -> AnkiCollectionContents {
        let deckNames = try client.perform(.deckNames)
        let modelNames = try client.perform(.modelNames)
        let deckIDs = Dictionary(uniqueKeysWithValues: deckNames.enumerated().map { ($1, Int64($0 + 1)) })
        let modelIDs = Dictionary(uniqueKeysWithValues: modelNames.enumerated().map { ($1, Int64($0 + 1)) })
        var query = decks.isEmpty ? "deck:*" : "(" + decks.map { AnkiSearch.quoted("deck:" + $0) }.joined(separator: " OR ") + ")"
        if !noteTypes.isEmpty { query += " (" + noteTypes.map { AnkiSearch.quoted("note:" + $0) }.joined(separator: " OR ") + ")" }
        let cardIDs = try client.perform(.findCards(query))
        var infos: [AnkiConnectCardInfo] = []
        for start in stride(from: 0, to: cardIDs.count, by: batch) {
            infos += try client.perform(.cardsInfo(Array(cardIDs[start..<min(start + batch, cardIDs.count)])))
        }
        var types: [Int64: AnkiStoredNoteType] = [:]
        for name in modelNames {
            guard let id = modelIDs[name] else { continue }
            let used = infos.contains { $0.modelName == name }
            types[id] = AnkiStoredNoteType(id: id, name: name, fields: used ? try client.perform(.modelFieldNames(name)) : [],
                                           templates: used ? Array(try client.perform(.modelTemplates(name)).keys).sorted() : [])
        }
        var notes: [AnkiStoredNote] = []
        var seenNotes = Set<Int64>()
        var cards: [AnkiStoredCard] = []
        for info in infos {
            let deckID = deckIDs[info.deckName] ?? 0
            let typeID = modelIDs[info.modelName] ?? 0
            cards.append(AnkiStoredCard(id: info.cardId, noteID: info.note, deckID: deckID, ordinal: info.ord, type: info.type, queue: info.queue,
                                        due: 0, interval: info.interval, factor: 0, reviews: 0, lapses: 0, stepsLeft: 0, memory: nil))
            if seenNotes.insert(info.note).inserted {
                let order = types[typeID]?.fields ?? info.fields.sorted { $0.value.order < $1.value.order }.map(\.key)
                notes.append(AnkiStoredNote(id: info.note, guid: "", typeID: typeID, fields: order.map { info.fields[$0]?.value ?? "" }, tags: []))
            }
        }
        return AnkiCollectionContents(schemaVersion: 18, days: AnkiDayNumbers(creation: 0, creationOffsetMinutesWest: nil, rolloverHour: 4),
                                      noteTypes: types, decks: Dictionary(uniqueKeysWithValues: deckIDs.map { ($1, $0) }), notes: notes,
                                      cards: cards, revlog: [])
    }
}
