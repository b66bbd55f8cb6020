import AnkiPackage
import FSRS
import KanjiKit
import UserData

/// What the learner asked of an import from Anki: the fields that name the item and its reading (`--field`,
/// `--reading-field`; empty for a guess) and the decks to take (`--deck`; empty for all).
public struct AnkiImportOptions: Sendable, Hashable {
    public var wordFields: [String]
    public var readingFields: [String]
    public var decks: [String]

    public init(wordFields: [String] = [], readingFields: [String] = [], decks: [String] = []) {
        self.wordFields = wordFields
        self.readingFields = readingFields
        self.decks = decks
    }
}

/// Why an import from Anki cannot go ahead; `description` completes "kanji-tui: FILE: …".
public enum AnkiImportFailure: Error, CustomStringConvertible {
    /// A note type has none of the fields `--field` names.
    case noMatchingField(type: String, fields: [String], named: [String])
    /// No note type has any of the fields `--reading-field` names.
    case noReadingField(named: [String])
    /// `--deck` names no deck of the collection.
    case noSuchDeck(named: [String], decks: [String])
    /// `--note-type` (`known import`) names no note type of the collection.
    case noSuchNoteType(named: [String], types: [String])
    /// The kanji data or the dictionary cannot be read.
    case dataset(DatasetError)
    /// The caller asked the planning to stop (a signal).
    case stopped

    public var description: String {
        switch self {
        case .noMatchingField(let type, let fields, let named):
            return "note type \"\(type)\" has no field named \(Self.names(named)) (its fields: \(fields.joined(separator: ", "))); "
                + "name its field with --field (repeat --field for several note types)"
        case .noReadingField(let named):
            return "no note type has a field named \(Self.names(named)) (--reading-field)"
        case .noSuchDeck(let named, let decks):
            return "no deck named \(Self.names(named)) (the decks: \(decks.sorted().joined(separator: ", ")))"
        case .noSuchNoteType(let named, let types):
            return "no note type named \(Self.names(named)) (the note types: \(types.sorted().joined(separator: ", ")))"
        case .dataset(let error):
            return "\(error)"
        case .stopped:
            return "stopped before it was planned"
        }
    }

    private static func names(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: " or ")
    }
}

/// How one note type's notes were read: the fields chosen, or kanji-tui's guids, and its templates' card kinds.
public struct AnkiNoteTypeUse: Sendable {
    public let name: String
    public let fields: [String]
    /// `nil` when every note of the type was kanji-tui's own (known by guid): no field was needed.
    public var choice: AnkiFieldChoice?
    /// Whether its notes are words or kanji (what a note of one kanji names); `nil` with `choice`.
    public var subject: AnkiNoteTypeSubject?
    public var notes = 0
    /// Notes known by kanji-tui's guid.
    public var byGUID = 0
    public var matched = 0
    /// Each template's name and the kind of card it makes (`AnkiTemplateKind`), `nil` for none: not imported.
    public let templates: [(name: String, kind: CardKind?)]

    public init(name: String, fields: [String], choice: AnkiFieldChoice?, templates: [(name: String, kind: CardKind?)] = []) {
        self.name = name
        self.fields = fields
        self.choice = choice
        self.templates = templates
    }
}

/// A note that names nothing the data has: its type, the field read and its text.
public struct AnkiUnmatchedNote: Sendable, Hashable {
    public let noteType: String
    public let field: String
    public let text: String
    public let reading: String?
}

/// A note of one kanji, of a vocabulary note type, taken as a word: "水 → word みず".
public struct AnkiLoneKanjiWord: Sendable, Hashable {
    public let noteID: Int64
    public let noteType: String
    /// The kanji, as the note writes it.
    public let kanji: String
    public let item: RecordedItem
    /// The note gave no reading of the word (or none of its readings): the commonest word so written was taken.
    public let commonest: Bool
}

/// A note matched by its word alone, its reading being none of the word's in JMdict.
public struct AnkiPassedOverReading: Sendable, Hashable {
    public let item: RecordedItem
    public let text: String
    public let reading: String
}

/// The notes of a collection (or an Anki text file) matched to kanji-tui items.
public struct AnkiNoteMatches: Sendable {
    /// Each matched note's item, by note id.
    public var items: [Int64: RecordedItem] = [:]
    /// By note type id, the types with notes in the import.
    public var noteTypes: [Int64: AnkiNoteTypeUse] = [:]
    public var unmatched: [AnkiUnmatchedNote] = []
    /// The frequency rank of each item matched by a field (found with its dictionary entry or kanji, so the plan
    /// need not look it up again); items known by guid are not in it.
    public var frequencyRanks: [RecordedItem: Int] = [:]
    public var passedOverReadings: [AnkiPassedOverReading] = []
    /// The notes of one kanji taken as words, in the notes' order.
    public var loneKanjiWords: [AnkiLoneKanjiWord] = []

    /// The note types in the order a report lists them: most notes first.
    public var noteTypesByUse: [AnkiNoteTypeUse] {
        noteTypes.values.sorted { ($0.notes, $1.name) > ($1.notes, $0.name) }
    }
}

extension AnkiNoteMatcher {
    /// Matches every note of `notes` (of the `types` given) to its item, asking `stopRequested` at every note.
    /// - Parameter telling: the notes whose texts tell whether a type is of words (``AnkiNoteTypeSubject``), when more
    ///   than those matched (`known import` matches only the known notes of a deck); `notes` when `nil`.
    /// - Throws: `.noMatchingField` when `--field` names no field of a type that has notes other than kanji-tui's
    ///   own; `.noReadingField` when `--reading-field` names no field of any; `.dataset` when the data fails;
    ///   `.stopped` once `stopRequested` says so.
    public func match(_ notes: [AnkiStoredNote], types: [Int64: AnkiStoredNoteType], options: AnkiImportOptions,
                      telling: [AnkiStoredNote]? = nil, stopRequested: () -> Bool = { false }) throws(AnkiImportFailure) -> AnkiNoteMatches {
        var matches = AnkiNoteMatches()
        let tellingByType = Dictionary(grouping: telling ?? notes, by: \.typeID)
        do {
            _ = try lookup.store.allKanji()   // one parse: every kanji lookup below is then a dictionary probe
        } catch {
            throw .dataset(error)
        }
        var choices: [Int64: (field: AnkiFieldChoice, subject: AnkiNoteTypeSubject)] = [:]
        var readingFieldFound = false
        for note in notes {
            if stopRequested() { throw .stopped }
            let type = types[note.typeID] ?? AnkiStoredNoteType(id: note.typeID, name: "note type \(note.typeID)", fields: [])
            var use = matches.noteTypes[note.typeID] ?? AnkiNoteTypeUse(
                name: type.name, fields: type.fields, choice: nil,
                templates: type.templates.indices.map { (type.templates[$0], AnkiTemplateKind.kind(ordinal: $0, of: type)) })
            use.notes += 1
            defer { matches.noteTypes[note.typeID] = use }
            let plain = note.fields.map(AnkiFieldText.plain)
            do {
                var byName: [String: String] = [:]
                for (name, text) in zip(type.fields, plain) where byName[name.lowercased()] == nil { byName[name.lowercased()] = text }
                if let item = try kanjiTUIItem(guid: note.guid, fields: byName, firstField: plain.first ?? "") {
                    matches.items[note.id] = item
                    use.byGUID += 1
                    use.matched += 1
                    continue
                }
                let choice: AnkiFieldChoice, subject: AnkiNoteTypeSubject
                if let chosen = choices[note.typeID] {
                    (choice, subject) = chosen
                } else {
                    guard let chosen = AnkiFieldChoice.choose(for: type, wordFields: options.wordFields, readingFields: options.readingFields) else {
                        throw AnkiImportFailure.noMatchingField(type: type.name, fields: type.fields, named: options.wordFields)
                    }
                    let forms = (tellingByType[note.typeID] ?? []).map { note in
                        AnkiFieldText.furigana(note.fields.indices.contains(chosen.word) ? AnkiFieldText.plain(note.fields[chosen.word]) : "").form
                    }
                    (choice, subject) = (chosen, AnkiNoteTypeSubject.of(type, wordField: chosen.word, forms: forms))
                    choices[note.typeID] = (choice, subject)
                }
                use.choice = choice
                use.subject = subject
                readingFieldFound = readingFieldFound || choice.reading != nil
                let text = plain.indices.contains(choice.word) ? plain[choice.word] : ""
                let (form, furigana) = AnkiFieldText.furigana(text)
                let readingField = choice.reading.flatMap { plain.indices.contains($0) ? plain[$0] : nil }
                    .map { AnkiFieldText.furigana($0).reading ?? $0 }
                let reading = readingField.flatMap { $0.isEmpty ? nil : $0 } ?? furigana
                let written = form.replacingOccurrences(of: " ", with: "")
                if let found = try item(form: written, reading: reading, subject: subject) {
                    matches.items[note.id] = found.item
                    if let rank = found.frequencyRank { matches.frequencyRanks[found.item] = rank }
                    use.matched += 1
                    if found.readingPassedOver, let reading {
                        matches.passedOverReadings.append(AnkiPassedOverReading(item: found.item, text: text, reading: reading))
                    }
                    if case .vocabulary = subject, written.count == 1, found.item.kind == .word, try lookup.store.kanji(for: written) != nil {
                        matches.loneKanjiWords.append(AnkiLoneKanjiWord(noteID: note.id, noteType: type.name, kanji: written, item: found.item,
                                                                        commonest: found.commonestWord))
                    }
                } else {
                    let field = type.fields.indices.contains(choice.word) ? type.fields[choice.word] : "field \(choice.word + 1)"
                    matches.unmatched.append(AnkiUnmatchedNote(noteType: type.name, field: field, text: text, reading: readingField))
                }
            } catch let error as AnkiImportFailure {
                throw error
            } catch let error as DatasetError {
                throw .dataset(error)
            } catch {
                preconditionFailure("only dataset errors are thrown here: \(error)")
            }
        }
        if !options.readingFields.isEmpty && !readingFieldFound && !choices.isEmpty {
            throw .noReadingField(named: options.readingFields)
        }
        return matches
    }
}
