import AnkiPackage
import FSRS
import Foundation
import KanjiKit
import UserData

/// An Anki collection as kanji-tui cards (`study import FILE.apkg`): each note matched to its kanji or word
/// (`AnkiNoteMatcher`), its card brought with its schedule as Anki has it and its whole review history.
///
/// - A card per card kind of an item: each card of a note in the decks taken, as the kind its template is
///   (`AnkiTemplateKind`: kanji-tui's own note types by `ord`, others' first template as recognition and the others by
///   their names); a template of no kind is listed, its cards not imported.
/// - State, due time and learning step as Anki has them: a review card's due day (counted from the collection's
///   creation, `AnkiDayNumbers`) becomes the moment its interval ends on that day, or the day's start; a learning
///   card keeps its moment.
/// - The memory state (stability, difficulty) as Anki's FSRS keeps it in the card; without one (FSRS off in Anki),
///   recomputed by replaying the card's answers with kanji-tui's FSRS; without answers either, taken from its
///   interval (stability = interval, difficulty 5).
/// - Every answer (ease 1–4) a review log line, its time to the second; rows that are no answer (ease 0: a due date
///   set by hand, a reschedule, a reset) are counted and passed over, a reset starting the replay afresh.
/// - Two notes naming one item: of two cards of one kind, the one with more answers is taken, the other listed.
/// - A card suspended in Anki is suspended here; one buried is buried until the next study day; a note tagged
///   `leech` makes its most lapsed card a leech.
public struct AnkiStudyImport {
    /// Strong: the matcher, and through it the data.
    public let matcher: AnkiNoteMatcher
    /// The scheduler the learner reviews with: its steps place a learning card, its FSRS replays a history.
    public let scheduler: Scheduler
    /// Where the learner is: a review card's due day starts at the rollover hour of this time zone.
    public let timeZone: TimeZone

    public init(lookup: StudyItemLookup, scheduler: Scheduler, timeZone: TimeZone = .current) {
        matcher = AnkiNoteMatcher(lookup: lookup)
        self.scheduler = scheduler
        self.timeZone = timeZone
    }

    /// The cards of `contents` as kanji-tui would import them at `now`, and everything a report says; `stopRequested`
    /// is asked at every note and card.
    /// - Throws: `.stopped` once `stopRequested` says so, or why the import cannot go ahead.
    public func plan(_ contents: AnkiCollectionContents, options: AnkiImportOptions, now: Timestamp,
                     stopRequested: () -> Bool = { false }) throws(AnkiImportFailure) -> AnkiImportPlan {
        var plan = AnkiImportPlan()
        let inDecks = try Self.deckFilter(contents.decks, named: options.decks)
        // Each note's cards in the decks taken, the first template first.
        var cardsByNote: [Int64: [AnkiStoredCard]] = [:]
        var deckCounts: [Int64: Int] = [:]
        for card in contents.cards where inDecks(card.deckID) {
            cardsByNote[card.noteID, default: []].append(card)
            deckCounts[card.deckID, default: 0] += 1
        }
        plan.decks = deckCounts.map { (name: contents.decks[$0.key] ?? "deck \($0.key)", cards: $0.value) }
            .sorted { ($0.cards, $1.name) > ($1.cards, $0.name) }
        let notes = contents.notes.filter { cardsByNote[$0.id] != nil }
        plan.matches = try matcher.match(notes, types: contents.noteTypes, options: options, stopRequested: stopRequested)
        var rowsByCard: [Int64: [AnkiRevlogEntry]] = [:]
        for entry in contents.revlog { rowsByCard[entry.cardID, default: []].append(entry) }

        // The card taken for each card of an item: of each note's cards, those whose template is a kind of card
        // (`AnkiTemplateKind`); where two notes name one item, the card with the most answers, then the first added.
        var chosen: [ItemCard: (note: AnkiStoredNote, card: AnkiStoredCard, answers: Int)] = [:]
        for note in notes {
            if stopRequested() { throw .stopped }
            guard let item = plan.matches.items[note.id], let cards = cardsByNote[note.id] else { continue }
            let type = contents.noteTypes[note.typeID] ?? AnkiStoredNoteType(id: note.typeID, name: "note type \(note.typeID)", fields: [])
            for card in cards.sorted(by: { ($0.ordinal, $0.id) < ($1.ordinal, $1.id) }) {
                let template = type.templates.indices.contains(card.ordinal) ? type.templates[card.ordinal] : "card \(card.ordinal + 1)"
                guard let kind = AnkiTemplateKind.kind(ordinal: card.ordinal, of: type) else {
                    plan.leftOut[AnkiLeftOutTemplate(noteType: type.name, template: template, reason: .unknownKind), default: 0] += 1
                    continue
                }
                guard kind.fits(isKanji: item.kind == .kanji, key: item.key, reading: item.reading) else {
                    plan.leftOut[AnkiLeftOutTemplate(noteType: type.name, template: template, reason: .doesNotFit(kind)), default: 0] += 1
                    continue
                }
                let answers = rowsByCard[card.id]?.count(where: \.isAnswer) ?? 0
                let key = ItemCard(item: item, kind: kind)
                if let kept = chosen[key], kept.note.id != note.id {
                    let replaces = answers > kept.answers
                    plan.duplicates.append(AnkiDuplicateNote(item: item, cardKind: kind, noteID: replaces ? kept.note.id : note.id,
                                                             keptNoteID: replaces ? note.id : kept.note.id))
                    if !replaces { continue }
                } else if chosen[key] != nil {
                    // A second template of one kind in one note (two named alike): its first card is taken.
                    plan.leftOut[AnkiLeftOutTemplate(noteType: type.name, template: template, reason: .kindTaken(kind)), default: 0] += 1
                    continue
                }
                chosen[key] = (note, card, answers)
            }
        }
        let ordered = chosen.sorted { left, right in
            let (l, r) = (left.value.card, right.value.card)
            return (l.type == 0 ? 1 : 0, l.type == 0 ? l.due : l.id, l.id) < (r.type == 0 ? 1 : 0, r.type == 0 ? r.due : r.id, r.id)
        }
        for (key, taken) in ordered {
            if stopRequested() { throw .stopped }
            let (item, card) = (key.item, taken.card)
            let imported = importCard(item, note: taken.note, card: card, rows: rowsByCard[card.id] ?? [], days: contents.days,
                                      now: now, plan: &plan)
            var rank = plan.matches.frequencyRanks[item]
            if rank == nil {
                do {
                    rank = try matcher.lookup.frequencyRank(of: item)
                } catch {
                    throw .dataset(error)
                }
            }
            // Anki tags the note but means the card that lapsed too often: of a leech note's cards, the most lapsed
            // (a note's only card is its leech).
            let leech = taken.note.tags.contains { $0.lowercased() == "leech" }
                && card.lapses == cardsByNote[taken.note.id]?.map(\.lapses).max()
            let aside = StudySetAside(isSuspended: card.isSuspended, buriedUntil: card.isBuried ? nextStudyDay(after: now) : nil,
                                      isLeech: leech)
            plan.cards.append(StudyImportCard(item: item, card: imported.card, addedAt: imported.addedAt, frequencyRank: rank,
                                              reviews: imported.reviews, setAside: aside, cardKind: key.kind))
            plan.states[imported.card.state, default: 0] += 1
            plan.kinds[key.kind, default: 0] += 1
            if card.isSuspended { plan.suspended += 1 }
            if card.isBuried { plan.buried += 1 }
            if leech { plan.leeches += 1 }
        }
        return plan
    }

    /// When a card buried in Anki comes back: the start of the next study day (4:00 local time), as Anki unburies.
    private func nextStudyDay(after now: Timestamp) -> Timestamp {
        let offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(now.secondsSince1970))))
        return StudyDay(utcOffsetSeconds: offset).start(containing: now).advanced(byDays: 1)
    }

    /// Whether a card's home deck is one of those `names` name (or below one); every deck when `names` is empty. Also
    /// what `known import` takes a package's decks by (`AnkiKnownWords`).
    static func deckFilter(_ decks: [Int64: String], named names: [String]) throws(AnkiImportFailure) -> (Int64) -> Bool {
        guard !names.isEmpty else { return { _ in true } }
        let wanted = names.map { $0.lowercased() }
        let taken = Set(decks.filter { _, name in
            let lowered = name.lowercased()
            return wanted.contains { lowered == $0 || lowered.hasPrefix($0 + "::") }
        }.keys)
        guard !taken.isEmpty else { throw .noSuchDeck(named: names, decks: Array(decks.values)) }
        return { taken.contains($0) }
    }

    // MARK: - One card

    private func importCard(_ item: RecordedItem, note: AnkiStoredNote, card: AnkiStoredCard, rows: [AnkiRevlogEntry],
                            days: AnkiDayNumbers, now: Timestamp, plan: inout AnkiImportPlan)
        -> (card: Card, addedAt: Timestamp, reviews: [StudyImportReview]) {
        // When its card was made: a production card added to a note years after it was made then.
        let addedAt = Timestamp(secondsSince1970: Self.seconds(max(note.id, card.id)))
        let history = replay(rows, addedAt: addedAt, currentType: card.type, now: now, plan: &plan)
        let state = CardState(rawValue: (0...3).contains(card.type) ? card.type : 0) ?? .new
        plan.reviews += history.reviews.count
        guard state != .new else {
            return (Card.new(id: 0, due: now), addedAt, history.reviews)
        }
        let lastReview = history.lastAnswer ?? card.memory?.lastReviewAt.map(Timestamp.init)
            ?? (state == .review ? Timestamp(secondsSince1970: days.start(ofDay: card.due, in: timeZone)).advanced(byDays: -card.interval) : now)
        let memory: (stability: Double, difficulty: Double)
        if let stored = card.memory {
            memory = (stored.stability, stored.difficulty)
            plan.memoryFromAnki += 1
        } else if let stability = history.replayed.stability, let difficulty = history.replayed.difficulty {
            memory = (stability, difficulty)
            plan.memoryReplayed += 1
        } else {
            memory = (card.interval > 0 ? Double(card.interval) : scheduler.parameters[2], 5)
            plan.memoryFromInterval += 1
        }
        let due: Timestamp, step: Int?
        switch state {
        case .new:
            preconditionFailure("handled above")
        case .learning, .relearning:
            due = card.due > 1_000_000_000 ? Timestamp(secondsSince1970: card.due)
                : Timestamp(secondsSince1970: days.start(ofDay: card.due, in: timeZone))
            let steps = state == .learning ? scheduler.learningSteps.count : scheduler.relearningSteps.count
            step = steps == 0 ? 0 : min(steps - 1, max(0, steps - card.stepsLeft))
        case .review:
            let start = days.start(ofDay: card.due, in: timeZone)
            let end = days.start(ofDay: card.due + 1, in: timeZone)
            let ended = lastReview.advanced(byDays: card.interval).secondsSince1970
            due = Timestamp(secondsSince1970: (start..<end).contains(ended) ? ended : start)
            step = nil
        }
        let imported = Card(id: 0, state: state, step: step, stability: memory.stability, difficulty: memory.difficulty,
                            due: due, lastReview: lastReview)
        return (imported, addedAt, history.reviews)
    }

    /// The card's answers as review log lines, each with the card before it (state as Anki logged it; step and memory
    /// state as kanji-tui's FSRS replays them), and the replayed card after the last.
    private func replay(_ rows: [AnkiRevlogEntry], addedAt: Timestamp, currentType: Int, now: Timestamp, plan: inout AnkiImportPlan)
        -> (reviews: [StudyImportReview], replayed: Card, lastAnswer: Timestamp?) {
        var replayed = Card.new(id: 0, due: addedAt)
        var pending: [(time: Timestamp, rating: Rating, before: Card, entry: AnkiRevlogEntry, resetAfter: Bool)] = []
        var previous: AnkiRevlogEntry?
        var dueBefore = addedAt
        // A row at an impossible time (an id of -1: 1969-12-31) is passed over and counted, never replayed.
        let possibleTimes = PossibleReviewTimes.range(now: now)
        for entry in rows {
            guard possibleTimes.contains(Self.seconds(entry.id)) else {
                plan.impossibleRevlogRows += 1
                continue
            }
            guard entry.isAnswer, let rating = Rating(rawValue: entry.ease) else {
                plan.skippedRevlogRows += 1
                // Anki's Forget (a manual row with no interval) makes the card new again: the replay starts afresh.
                if entry.type == 4 && entry.interval == 0 {
                    replayed = Card.new(id: 0, due: Timestamp(secondsSince1970: Self.seconds(entry.id)))
                    dueBefore = replayed.due
                    previous = nil
                    if !pending.isEmpty { pending[pending.count - 1].resetAfter = true }
                }
                continue
            }
            let time = Timestamp(secondsSince1970: Self.seconds(entry.id))
            let stateBefore: CardState
            if previous == nil {
                stateBefore = entry.type == 1 ? .review : entry.type == 2 ? .relearning : .new
            } else {
                switch entry.type {
                case 0: stateBefore = .learning
                case 1: stateBefore = .review
                case 2: stateBefore = .relearning
                default: stateBefore = replayed.state == .new ? .learning : replayed.state
                }
            }
            let step: Int? = switch stateBefore {
            case .new: 0
            case .review: nil
            case .learning, .relearning: replayed.step ?? 0
            }
            let before = Card(id: 0, state: stateBefore, step: step, stability: replayed.stability, difficulty: replayed.difficulty,
                              due: dueBefore, lastReview: previous.map { Timestamp(secondsSince1970: Self.seconds($0.id)) })
            replayed = scheduler.review(replayed, rating: rating, at: time).card
            pending.append((time, rating, before, entry, false))
            dueBefore = entry.interval > 0 ? time.advanced(byDays: Int(clamping: entry.interval))
                : time.advanced(bySeconds: -entry.interval)
            previous = entry
        }
        var reviews: [StudyImportReview] = []
        reviews.reserveCapacity(pending.count)
        for (index, answer) in pending.enumerated() {
            let after: CardState
            if index + 1 < pending.count && !answer.resetAfter {
                after = pending[index + 1].before.state
            } else if index + 1 == pending.count && !answer.resetAfter, let current = CardState(rawValue: currentType), current != .new {
                after = current
            } else if answer.entry.interval > 0 {
                after = .review
            } else {
                after = answer.before.state == .review || answer.before.state == .relearning ? .relearning : .learning
            }
            reviews.append(StudyImportReview(reviewedAt: answer.time, rating: answer.rating, before: answer.before, stateAfter: after,
                                             anki: StudyReviewRow.AnkiIdentity(revlogID: answer.entry.id, durationMilliseconds: max(0, answer.entry.time))))
        }
        return (reviews, replayed, previous.map { Timestamp(secondsSince1970: Self.seconds($0.id)) })
    }

    /// Anki's millisecond ids as whole seconds.
    static func seconds(_ milliseconds: Int64) -> Int64 {
        let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        return remainder < 0 ? quotient - 1 : quotient
    }
}

/// An item's card of one kind: what an import takes one Anki card for.
struct ItemCard: Hashable {
    let item: RecordedItem
    let kind: CardKind
}

/// Two notes with a card of the same kind of the same item: `noteID`'s card is left out, `keptNoteID`'s imported.
public struct AnkiDuplicateNote: Sendable, Hashable {
    public let item: RecordedItem
    public let cardKind: CardKind
    public let noteID: Int64
    public let keptNoteID: Int64

    public init(item: RecordedItem, cardKind: CardKind, noteID: Int64, keptNoteID: Int64) {
        self.item = item
        self.cardKind = cardKind
        self.noteID = noteID
        self.keptNoteID = keptNoteID
    }
}

/// A template whose cards are not imported, and why.
public struct AnkiLeftOutTemplate: Sendable, Hashable {
    public let noteType: String
    public let template: String
    public let reason: Reason

    public init(noteType: String, template: String, reason: Reason) {
        self.noteType = noteType
        self.template = template
        self.reason = reason
    }

    public enum Reason: Sendable, Hashable {
        /// Its name says no kind of card kanji-tui has (`AnkiTemplateKind`).
        case unknownKind
        /// Its kind is none the item has (`CardKind.fits`): a reading card of a word in kana alone, a word's writing card.
        case doesNotFit(CardKind)
        /// An earlier template of the same note type is already this kind's.
        case kindTaken(CardKind)
    }
}

/// What an import of an Anki collection brings, and what a report says of it.
public struct AnkiImportPlan: Sendable {
    /// The cards to import, each with its kind: those reviewed in Anki first (in the order Anki made them), then the new ones in the
    /// order Anki would show them.
    public var cards: [StudyImportCard] = []
    public var matches = AnkiNoteMatches()
    public var duplicates: [AnkiDuplicateNote] = []
    /// The decks taken and their cards (most first).
    public var decks: [(name: String, cards: Int)] = []
    /// The cards to import by kind.
    public var kinds: [CardKind: Int] = [:]
    /// Cards of the notes matched that are not imported, by their template and why.
    public var leftOut: [AnkiLeftOutTemplate: Int] = [:]
    public var states: [CardState: Int] = [:]
    /// Cards Anki has suspended or buried, and notes tagged leech: imported so.
    public var suspended = 0
    public var buried = 0
    public var leeches = 0
    /// The answers imported as review log lines.
    public var reviews = 0
    /// Review log rows of the imported cards that are no answer (ease 0): passed over.
    public var skippedRevlogRows = 0
    /// Review log rows of the imported cards whose time (their id) no review can have (`PossibleReviewTimes`): passed over.
    public var impossibleRevlogRows = 0
    public var memoryFromAnki = 0
    public var memoryReplayed = 0
    public var memoryFromInterval = 0

    public init() {}
}
