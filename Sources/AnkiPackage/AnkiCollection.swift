import Foundation
import GRDB

/// The package's `collection.anki2`: an Anki collection in schema 11 (Anki 2.1's, which its importer still
/// reads), holding one deck and its preset, the notes' types, the notes, their cards (one per template a note has)
/// and the cards' answers.
///
/// What Anki's importer relies on, and so what this writes:
/// - `col`: one row, whose `models`, `decks` and `dconf` are JSON objects keyed by id (note types: fields, template,
///   CSS; decks: name and preset; presets: the deck options). `crt`, the collection's creation, is day 0 of the
///   review cards' due days. `conf` says `schedVer` 2: without it Anki reads the review log as its old scheduler's,
///   whose learning cards had three buttons, and turns a Good in learning into an Easy.
/// - `notes`: `guid` (matched on import), `mid` (the note type's id), fields joined by U+001F, tags between
///   spaces. `sfld` is the first field and `csum` 0: Anki computes both again as it imports.
/// - `cards`: `ord` the template that made it; `type`/`queue` 0 new, 1 learning, 2 review, 3 relearning (queue 1),
///   queue -1 suspended, -3 buried; `due` is the position for a new card (a note's cards share it, as Anki's
///   siblings do), a Unix time in learning, a day number from `crt` in review; `data` holds FSRS's memory state
///   (`s`, `d`, `dr`, `decay`, `lrt`), as Anki's own cards do.
/// - `revlog`: a row per answer (`AnkiReview`), its id the answer's time in milliseconds, which Anki's importer
///   matches on (a row whose id it has is skipped): the milliseconds are made from the card's guid and template, so
///   the same answer has the same id in every export, and one more where two answers would share one.
struct AnkiCollection {
    /// Strong: the package this collection is written from.
    let package: AnkiDeckPackage

    /// Anki's default "next day starts at" hour: its review days run from 4:00 to 4:00 local time.
    static let rolloverHour = 4
    /// The deck Anki keeps in every collection.
    static let defaultDeckID: Int64 = 1

    /// Writes the collection to a new SQLite file at `path`.
    func write(to path: String) throws(AnkiPackageError) {
        do {
            let queue = try DatabaseQueue(path: path)
            let creation = days.creation(reaching: reviewDues)
            try queue.write { database in
                try database.execute(sql: Self.schema)
                try insertCollection(database, creation: creation)
                try insertNotes(database, creation: creation)
            }
            try queue.close()
        } catch {
            throw .cannotWrite("the collection: \(error)")
        }
    }

    /// Anki's schema 11, as its own legacy export writes it.
    static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
          odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """

    /// The deck's id: the same name always gets the same id (Anki finds the deck by name on import anyway).
    var deckID: Int64 {
        // The name's hash, cut to 52 bits as Anki's millisecond ids are, and kept clear of the Default deck's 1.
        Int64(AnkiGUID.hash([package.deck]) & 0x000F_FFFF_FFFF_FFFF) | 0x0001_0000_0000_0000
    }

    /// The review days: which day a moment falls on, counted the way Anki counts them.
    var days: AnkiDays { AnkiDays(now: package.exportedAt, timeZone: package.timeZone, rolloverHour: Self.rolloverHour) }

    /// The `col` row; `creation` is its `crt`, day 0 of the review cards.
    private func insertCollection(_ database: Database, creation: Int64) throws {
        let millisecond = package.exportedAt * 1000
        let types = Dictionary(package.notes.map { ($0.type.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        let models = Dictionary(uniqueKeysWithValues: types.values.map { (String($0.id), modelJSON($0)) })
        // The Default deck keeps Anki's Default preset (1), which every collection has and the package leaves alone.
        let decks = [String(Self.defaultDeckID): deckJSON(id: Self.defaultDeckID, name: "Default", preset: 1),
                     String(deckID): deckJSON(id: deckID, name: package.deck, preset: AnkiDeckPreset.id)]
        try database.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [creation, millisecond, millisecond, try Self.json(["schedVer": 2]), try Self.json(models), try Self.json(decks),
                        try Self.json([String(AnkiDeckPreset.id): presetJSON(package.preset)])])
    }

    /// The due times of the review cards, whose day numbers count from `crt`.
    private var reviewDues: [Int64] {
        package.notes.flatMap(\.cards).compactMap { if case .review(let due, _, _) = $0.card { due } else { nil } }
    }

    /// A `notes` row for each note, a `cards` row for each of its cards, due on days counted from `creation`, and a
    /// `revlog` row for each of a card's answers.
    private func insertNotes(_ database: Database, creation: Int64) throws {
        var previousID: Int64 = 0
        var cardIDs = Set<Int64>()
        var reviewIDs = Set<Int64>()
        for (position, note) in package.notes.enumerated() {
            // The note's id is when it was added, in milliseconds (Anki's "Added" column), one more than the last
            // where two were added in the same millisecond: ids are unique within a collection.
            let id = max(note.addedAt * 1000, previousID + 1)
            previousID = id
            try database.execute(
                sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, '')",
                arguments: [id, note.guid, note.type.id, package.exportedAt, " " + note.tags.joined(separator: " ") + " ",
                            note.fields.joined(separator: "\u{1F}"), note.fields.first ?? ""])
            for noteCard in note.cards {
                // A card's id is when it was made, the next free millisecond where another card has it: a card made
                // with its note starts from the note's id, as Anki gives it (and as exports before card kinds did).
                var cardID = noteCard.addedAt == note.addedAt ? id : noteCard.addedAt * 1000
                while !cardIDs.insert(cardID).inserted { cardID += 1 }
                let card = AnkiCardRow(noteCard, position: position + 1, days: days, creation: creation)
                try database.execute(
                    sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)",
                    arguments: [cardID, id, deckID, noteCard.templateOrder, package.exportedAt, card.type, card.queue, card.due,
                                card.interval, card.factor, card.reviews, card.lapses, card.left, try card.data()])
                let offset = Int64(AnkiGUID.hash([note.guid, String(noteCard.templateOrder)]) % 1000)
                for review in noteCard.reviews {
                    // An answer that came from Anki goes back under its own id; another's is made from its time.
                    var reviewID = review.revlogID ?? review.answeredAt * 1000 + offset
                    while !reviewIDs.insert(reviewID).inserted { reviewID += 1 }
                    // `time`, the milliseconds the answer took: Anki's own answers keep theirs; kanji-tui does not time
                    // its reviews (0).
                    try database.execute(
                        sql: "INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)",
                        arguments: [reviewID, cardID, review.ease, review.interval.revlogValue, review.lastInterval.revlogValue,
                                    review.factor, review.durationMilliseconds, review.kind.rawValue])
                }
            }
        }
    }

    /// A note type as schema 11's `models` holds it: its templates and fields in order, sorted by the first field.
    private func modelJSON(_ type: AnkiNoteType) -> [String: Any] {
        [
            "id": type.id, "name": type.name, "type": 0, "mod": package.exportedAt, "usn": -1, "sortf": 0, "did": NSNull(),
            "tmpls": type.templates.enumerated().map { order, template in
                ["name": template.name, "ord": order, "qfmt": template.front, "afmt": template.back, "bqfmt": "", "bafmt": "",
                 "did": NSNull()] as [String: Any]
            },
            "flds": type.fields.enumerated().map { index, name in
                ["name": name, "ord": index, "sticky": false, "rtl": false, "font": "Arial", "size": 20] as [String: Any]
            },
            "css": type.css, "latexPre": "", "latexPost": "", "tags": [String](), "vers": [String](),
            "req": type.templates.enumerated().map { order, template -> [Any] in
                switch template.requirement {
                case .any(let fields): [order, "any", fields]
                case .all(let fields): [order, "all", fields]
                }
            },
        ]
    }

    private func deckJSON(id: Int64, name: String, preset: Int64) -> [String: Any] {
        [
            "id": id, "name": name, "mod": package.exportedAt, "usn": -1, "desc": "", "dyn": 0, "conf": preset, "collapsed": false,
            "lrnToday": [0, 0], "revToday": [0, 0], "newToday": [0, 0], "timeToday": [0, 0], "extendNew": 0, "extendRev": 0,
        ]
    }

    /// A deck preset as schema 11's `dconf` holds it: every key Anki 26.9.3's own legacy export writes (its importer
    /// refuses a preset that lacks one), Anki's defaults where kanji-tui has no setting of its own. Steps are in
    /// minutes; FSRS-6's parameters go in `fsrsParams6`.
    private func presetJSON(_ preset: AnkiDeckPreset) -> [String: Any] {
        [
            "id": AnkiDeckPreset.id, "name": preset.name, "mod": package.exportedAt, "usn": -1, "dyn": false,
            "maxTaken": 60, "autoplay": true, "timer": 0, "replayq": true,
            "new": ["bury": false, "delays": preset.learningSteps.map { Double($0) / 60 }, "initialFactor": 2500, "ints": [1, 4, 0],
                    "order": 1, "perDay": preset.newPerDay] as [String: Any],
            "rev": ["bury": false, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": preset.maximumIntervalDays, "perDay": preset.reviewsPerDay,
                    "hardFactor": 1.2] as [String: Any],
            // leechAction 0 suspends the card (and tags its note), as kanji-tui does with a leech.
            "lapse": ["delays": preset.relearningSteps.map { Double($0) / 60 }, "leechAction": 0, "leechFails": preset.leechThreshold,
                      "minInt": 1, "mult": 0.0] as [String: Any],
            "newMix": 0, "newPerDayMinimum": 0, "interdayLearningMix": 0, "reviewOrder": 0, "newSortOrder": 0, "newGatherPriority": 0,
            "buryInterdayLearning": false, "fsrsWeights": [Double](), "fsrsParams5": [Double](), "fsrsParams6": preset.parameters,
            "desiredRetention": preset.desiredRetention, "ignoreRevlogsBeforeDate": "", "easyDaysPercentages": Array(repeating: 1.0, count: 7),
            "stopTimerOnAnswer": false, "secondsToShowQuestion": 0.0, "secondsToShowAnswer": 0.0, "questionAction": 0, "answerAction": 0,
            "waitForAudio": true, "sm2Retention": 0.9, "weightSearch": "",
        ]
    }

    /// Compact JSON with sorted keys, so the same export writes the same text.
    static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
