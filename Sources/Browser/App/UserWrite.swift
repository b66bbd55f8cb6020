import FSRS
import KanjiKit
import Segmentation

/// A write to the user's database that the frame answering the key shows — the ★ mark, "日 added to study", the
/// next review card, the undo window's log line, a text added to the Read list or a History row gone —, so it cannot wait until after that frame as an ``AppEffect``
/// does. Coordinators describe it as this value and hand it to the one ``UserWriter``, which runs it at once and
/// gives back its outcome; tests compare the values a key produced (``UserWriter/journal``).
public enum UserWrite: Equatable {
    // MARK: The study deck

    /// Keep `item` as a new card (`a`), with the sentence it was met in when `context` is given (the reader's and
    /// the unknown words' `a`); on a kept item, record that sentence when its card has none.
    case keep(LookupItem, context: StudyContext?)
    /// Keep every one of these not kept yet, in their order, in one write (`A`).
    case keepAll([LookupItem])
    /// Take `item` off the study list with its whole history, which `u` can put back (`a` on a kept item).
    case takeOff(LookupItem)
    /// Stop keeping `item` (`u` after a keep: a card with no reviews).
    case remove(LookupItem)
    /// Put back the card of `item` taken off with its `reviewCount` grades (`u` after a removal). Named by its item:
    /// what the card was is in the deck's own form, which no value compares.
    case putBack(LookupItem, reviewCount: Int)
    /// Save a review's grade: the card with its new schedule, and the log line.
    case grade(StudyCard, ReviewLog)
    /// Take back the grade saved as log line `logID`, putting the card back as it was before it (`u` in a review).
    case undoGrade(logID: Int64, restoring: StudyCard)
    /// Suspend the card, or unsuspend it (`!`, and `u` after it).
    case setSuspended(Bool, StudyCard)
    /// Bury the card until this time, or unbury it with `nil` (`-`, and `u` after it).
    case bury(StudyCard, until: Timestamp?)
    /// The new cards a study day introduces (`+`/`_` on the Study tab).
    case setNewCardsPerDay(Int)
    /// The review cards a study day shows, `nil` for no limit (`>`/`<`).
    case setReviewsPerDay(Int?)
    /// The order new cards come in (`o`).
    case setNewCardOrder(NewCardOrder)

    // MARK: The reading library

    /// Keep a pasted text as a new entry of the Read list, opened now (a paste on the Read tab).
    case addPastedText(String, title: String)
    /// Mark a text opened now, to the top of the Read list (the reader opening it).
    case reopenText(ReadingEntry)
    /// Move where the reading of a text is to byte `position`, before its reader opens there (Enter on a sentence of
    /// the i+1 list: the reader opens at the position the library holds).
    case moveReading(ReadingEntry, to: Int)
    /// Forget a text whole: its row, a paste's content, its position and chosen entries (`d`, `y`).
    case removeText(ReadingEntry)

    // MARK: The history

    /// Forget that `item` was opened (`d` on a History row).
    case forget(LookupItem)
    /// Forget everything opened (`D` on the History tab).
    case forgetHistory

    // MARK: The word marks

    /// Mark the word kept as `headword` read `reading` known or ignored without studying it (`K`, `I` in the reader),
    /// or take its mark off (`nil`; `u` puts back the mark it had): the word's colour and the header's share follow at
    /// once.
    case markWord(headword: String, reading: String, mark: WordKnowledge.Mark?)
}

/// A ``UserWrite`` with the type of what running it gives back and of its failure, so the coordinator that asked
/// reads a saved grade as a ``SavedGrade`` and a failure as its store's error, with no cast. Built only by the
/// static functions below, each of which says the one store call its write is: this file is the one place in the
/// browser where the user's stores are written before the frame (after it, ``KanjiBrowser/performEffects()``).
public struct ImmediateWrite<Outcome, Failure: Error> {
    /// What is written, as tests compare it.
    public let write: UserWrite
    /// The store call that does it, on the writer's stores: a closure over values only.
    fileprivate let run: (UserWriter) throws(Failure) -> Outcome
}

extension ImmediateWrite where Outcome == StudyKeepResult, Failure == StudyDeckError {
    /// ``UserWrite/keep(_:context:)``: what keeping did (kept, sentence recorded, or kept already).
    static func keep(_ item: LookupItem, context: StudyContext?) -> Self {
        Self(write: .keep(item, context: context)) { writer throws(StudyDeckError) in
            // With the link to the running Anki on (issue 48), the note is queued now and sent beside the screen: instead
            // of keeping here when the learner reviews in Anki only, else for a new keep (a word kept before sends
            // nothing: Anki has it, or had it).
            if writer.anki.isOn && !writer.anki.keepsInStudyList {
                writer.anki.send(item, context: context)
                return .sentToAnkiOnly(item)
            }
            let result = try writer.study.keep(item, context: context, now: writer.now())
            if case .kept = result, writer.anki.isOn { writer.anki.send(item, context: context) }
            return result
        }
    }
}

extension ImmediateWrite where Outcome == Int, Failure == StudyDeckError {
    /// ``UserWrite/keepAll(_:)``: how many were not kept before.
    static func keepAll(_ items: [LookupItem]) -> Self {
        Self(write: .keepAll(items)) { writer throws(StudyDeckError) in try writer.study.addAll(items, now: writer.now()) }
    }
}

extension ImmediateWrite where Outcome == RemovedCard?, Failure == StudyDeckError {
    /// ``UserWrite/takeOff(_:)``: the card as it was, for `u` to put back, or `nil` when it was not kept.
    static func takeOff(_ item: LookupItem) -> Self {
        Self(write: .takeOff(item)) { writer throws(StudyDeckError) in try writer.study.takeOff(item) }
    }
}

extension ImmediateWrite where Outcome == SavedGrade, Failure == StudyDeckError {
    /// ``UserWrite/grade(_:_:)``: the log line's identity, and the lapses when the grade made a leech.
    static func grade(_ card: StudyCard, log: ReviewLog) -> Self {
        Self(write: .grade(card, log)) { writer throws(StudyDeckError) in try writer.study.save(card, log: log) }
    }
}

extension ImmediateWrite where Outcome == Void, Failure == StudyDeckError {
    /// ``UserWrite/remove(_:)``.
    static func remove(_ item: LookupItem) -> Self {
        Self(write: .remove(item)) { writer throws(StudyDeckError) in try writer.study.remove(item) }
    }

    /// ``UserWrite/putBack(_:reviewCount:)``.
    static func putBack(_ removed: RemovedCard) -> Self {
        Self(write: .putBack(removed.item, reviewCount: removed.reviewCount)) { writer throws(StudyDeckError) in
            try writer.study.putBack(removed)
        }
    }

    /// ``UserWrite/undoGrade(logID:restoring:)``.
    static func undoGrade(logID: Int64, restoring previous: StudyCard) -> Self {
        Self(write: .undoGrade(logID: logID, restoring: previous)) { writer throws(StudyDeckError) in
            try writer.study.undo(logID: logID, restoring: previous)
        }
    }

    /// ``UserWrite/setSuspended(_:_:)``.
    static func setSuspended(_ suspended: Bool, _ card: StudyCard) -> Self {
        Self(write: .setSuspended(suspended, card)) { writer throws(StudyDeckError) in try writer.study.setSuspended(suspended, card) }
    }

    /// ``UserWrite/bury(_:until:)``.
    static func bury(_ card: StudyCard, until time: Timestamp?) -> Self {
        Self(write: .bury(card, until: time)) { writer throws(StudyDeckError) in try writer.study.bury(card, until: time) }
    }

    /// ``UserWrite/setNewCardsPerDay(_:)``.
    static func setNewCardsPerDay(_ count: Int) -> Self {
        Self(write: .setNewCardsPerDay(count)) { writer throws(StudyDeckError) in try writer.study.setNewCardsPerDay(count) }
    }

    /// ``UserWrite/setReviewsPerDay(_:)``.
    static func setReviewsPerDay(_ count: Int?) -> Self {
        Self(write: .setReviewsPerDay(count)) { writer throws(StudyDeckError) in try writer.study.setReviewsPerDay(count) }
    }

    /// ``UserWrite/setNewCardOrder(_:)``.
    static func setNewCardOrder(_ order: NewCardOrder) -> Self {
        Self(write: .setNewCardOrder(order)) { writer throws(StudyDeckError) in try writer.study.setNewCardOrder(order) }
    }
}

extension ImmediateWrite where Outcome == ReadingEntry, Failure == ReadingLibraryError {
    /// ``UserWrite/addPastedText(_:title:)``: the new entry, to open.
    static func addPastedText(_ content: String, title: String) -> Self {
        Self(write: .addPastedText(content, title: title)) { writer throws(ReadingLibraryError) in
            try writer.library.addPasted(content, title: title, now: writer.now())
        }
    }

    /// ``UserWrite/reopenText(_:)``: the entry as stored.
    static func reopenText(_ entry: ReadingEntry) -> Self {
        Self(write: .reopenText(entry)) { writer throws(ReadingLibraryError) in try writer.library.reopen(entry, now: writer.now()) }
    }
}

extension ImmediateWrite where Outcome == Void, Failure == ReadingLibraryError {
    /// ``UserWrite/moveReading(_:to:)``.
    static func moveReading(_ entry: ReadingEntry, to position: Int) -> Self {
        Self(write: .moveReading(entry, to: position)) { writer throws(ReadingLibraryError) in try writer.library.savePosition(position, of: entry) }
    }

    /// ``UserWrite/removeText(_:)``.
    static func removeText(_ entry: ReadingEntry) -> Self {
        Self(write: .removeText(entry)) { writer throws(ReadingLibraryError) in try writer.library.remove(entry) }
    }
}

extension ImmediateWrite where Outcome == Void, Failure == Never {
    /// ``UserWrite/forget(_:)``: the history says nothing when it cannot (its ``LookupHistory/problem`` does).
    static func forget(_ item: LookupItem) -> Self {
        Self(write: .forget(item)) { writer in writer.history.delete(item) }
    }

    /// ``UserWrite/forgetHistory``.
    static var forgetHistory: Self {
        Self(write: .forgetHistory) { writer in writer.history.clear() }
    }
}

/// The one performer of the writes a key's frame shows (``UserWrite``): coordinators, ``DeckUndo`` and
/// ``DeckChange`` hand it their writes and read back the outcome or the store's error, whose message they say
/// exactly as before. The writes nobody waits for go the other way, after the frame (``AppEffect``,
/// ``KanjiBrowser/performEffects()``).
///
/// Owned by the app's ``BrowserServices`` (a class, so every coordinator writes through the same one). Its stores
/// are the services' own; it refers to no coordinator or screen.
extension ImmediateWrite where Outcome == WordKnowledge.Mark?, Failure == WordMarkError {
    /// Returns the mark the word had before, for `u`.
    static func markWord(headword: String, reading: String, mark: WordKnowledge.Mark?) -> Self {
        Self(write: .markWord(headword: headword, reading: reading, mark: mark)) { writer throws(WordMarkError) in
            try writer.wordMarks.setMark(mark, headword: headword, reading: reading, now: writer.now())
        }
    }
}

public final class UserWriter {
    /// Strong: the user's study deck, owned for the app's lifetime (the same one ``BrowserServices/study`` reads).
    fileprivate let study: BrowserStudyDeck
    /// Strong: the texts read before, owned for the app's lifetime (the same one ``BrowserServices/library`` reads).
    fileprivate let library: ReadingLibrary
    /// Strong: what was opened, owned for the app's lifetime (the same one ``BrowserServices/history`` reads).
    fileprivate let history: LookupHistory
    /// Strong: the words marked known or ignored, owned for the app's lifetime (the same ones ``BrowserServices/wordMarks``
    /// reads).
    fileprivate let wordMarks: WordMarkStore
    /// Strong: the link to the running Anki, owned for the app's lifetime (the same one ``BrowserServices/anki`` reads):
    /// a new keep is sent there too.
    fileprivate let anki: AnkiLink
    /// The services' clock, a closure over no coordinator: a write that keeps a card or opens a text dates it now.
    fileprivate let now: @MainActor () -> Timestamp
    /// Whether ``journal`` keeps what is written: tests turn it on; the app never does, so it never grows.
    public var keepsJournal = false
    /// Every write asked for since ``keepsJournal`` was turned on, oldest first, whether or not the store could do it.
    public private(set) var journal: [UserWrite] = []

    init(study: BrowserStudyDeck, library: ReadingLibrary, history: LookupHistory, wordMarks: WordMarkStore, anki: AnkiLink,
         now: @escaping @MainActor () -> Timestamp) {
        self.anki = anki
        self.study = study
        self.library = library
        self.history = history
        self.wordMarks = wordMarks
        self.now = now
    }

    /// Runs `write` on its store now, before the frame that shows it.
    /// - Returns: what the store gave back (the kept card, the saved grade, the card taken off …).
    /// - Throws: the store's reason it could not, for the screen to say; then nothing changed.
    @discardableResult
    func perform<Outcome, Failure>(_ write: ImmediateWrite<Outcome, Failure>) throws(Failure) -> Outcome {
        if keepsJournal { journal.append(write.write) }
        return try write.run(self)
    }
}
