import FSRS
import Handwriting
import KanjiKit

/// What the browser's coordinators share besides their screens: the dictionary data (read-only) and the user's
/// stores (history, and what later issues add). Built once by the ``ApplicationCoordinator``; each tab's navigator
/// holds it for the route switch. It is every capability at once (``ReadsKanji``, ``KeepsCards``,
/// ``PerformsUserWrites``, …), each protocol's file in `App/Services/` stating this conformance beside it. A
/// coordinator never sees it whole: the route switch hands it its feature's composition of these protocols
/// (`HistoryServices`, `ReviewServices`, …), declared in the feature's folder, so what a feature can touch is read
/// there. Adding a service touches this file (its member, made here unless the app gives it: then `kanji-tui`'s
/// `BrowseCommand` too), one new file for its capability, and the compositions of the features that use it — no
/// other feature sees it.
///
/// Every field is strong: each is shared data or a store owned for the app's lifetime, and none refers to a
/// coordinator or a screen, so holding them from many coordinators makes no cycle.
public struct BrowserServices {
    /// Strong: the kanji data every coordinator reads.
    public let store: KanjiStore
    /// Strong: the stroke drawings, opened once, shared read-only like the store.
    public let strokes: StrokeLibrary
    /// Strong: the handwriting recognizer of the Draw screen, opened on first use and shared.
    public let handwriting: HandwritingRecognition
    /// Strong: where opened kanji and words are recorded (the user database in the app).
    public let history: LookupHistory
    /// Strong: the kept kanji and words with their schedules (the user database in the app), which can put back a
    /// card it took off (`u`).
    public let study: BrowserStudyDeck
    /// A value: grades reviews (fuzz on in the app; tests give one without, so due times are exact).
    public let scheduler: Scheduler
    /// The clock every "now" of the study list and the reviews comes from (``SystemClock`` in the app; tests give
    /// a fixed or stepping one). A closure over no coordinator.
    public let now: @MainActor () -> Timestamp
    /// A value: when the study day begins (4:00 local time), for the daily limits. The app gives the local offset
    /// from UTC (this module has no time zone); tests give a fixed one.
    public let studyDay: StudyDay
    /// Strong: the complete JMdict (`words.bin`, mapped once and shared read-only), or why it could not be
    /// opened — the Words tab and the kanji detail then say so where the words would be, and the rest works.
    public let words: Result<WordDictionary, DatasetError>
    /// Strong: the texts read before and where the reading is in each (the user database in the app).
    public let library: ReadingLibrary
    /// Strong: how the person left the Kanji tab's list, its filter and sort (the user database in the app).
    public let listPreferences: ListPreferences
    /// Strong: the words marked known or ignored without studying them (the user database in the app).
    public let wordMarks: WordMarkStore
    /// Strong: the Read tab's one segmenter, opened when first needed (MeCab on the complete JMdict).
    public let segmenter: SegmenterSource
    /// The text of `ATTRIBUTION.md` beside the data: the About page's sources and licences.
    public let attribution: String
    /// Strong: the text `kanji-tui read` decoded before taking the terminal, until its reader takes it.
    public let readingTexts = ReadingTextHandoff()
    /// Strong: the text `kanji-tui read --follow` follows, and its feed; it refers to no coordinator or screen.
    public let followedText = FollowedText()
    /// Strong: says words and sentences beside the screen (`p`, `P`): the Speech library's speaker in the app, a
    /// recording one in tests. It refers to no coordinator or screen.
    public let speech: SpeechPlayback
    /// Strong: the link to the running Anki, owned for the app's lifetime; it refers to no coordinator or screen.
    public let anki: AnkiLink
    /// Strong: the learner's own dictionaries (`dict import`), opened on the first question; it refers to no screen.
    public let dictionaries: LearnerDictionaries
    /// Strong: the word search over JMdict and those dictionaries (the same, opened once), its ranking opened on the
    /// first search; it refers to no screen.
    public let learnerSearch: LearnerWordSearch
    /// Strong: what coordinators schedule to run after the frame (the history's and the list's writes); it holds
    /// only values.
    public let effects = EffectQueue()
    /// Strong: runs the writes the frame answering a key shows, before it (the deck's keeps, grades and settings,
    /// the Read list's texts, the History's rows); it holds the same stores as these services and no coordinator.
    public let writer: UserWriter
    /// Strong: the one deck change `u` can take back now; it holds only a value.
    public let deckUndo = DeckUndo()
    /// Strong: the Read library's sentence indexes held this session (the i+1 screen, a word's "in your texts"); it
    /// holds values and refers to no coordinator.
    public let sentenceIndexes: LibrarySentenceIndexes

    /// - Parameters:
    ///   - strokes: the stroke-order drawings; by default `strokes.bin` beside the kanji file.
    ///   - history: where opened kanji and words are recorded (the user database in the app).
    ///   - study: where kept kanji and words and their reviews are stored (the user database in the app).
    ///   - library: the texts read before and where the reading is in each (the user database in the app).
    ///   - listPreferences: how the person left the Kanji tab's list (the user database in the app): it opens so.
    ///   - wordMarks: the words marked known or ignored (the user database in the app).
    ///   - words: the complete JMdict, or why it could not be opened; by default `words.bin` beside the kanji file.
    ///   - attribution: the text of `ATTRIBUTION.md`, for the About page.
    ///   - scheduler: grades reviews; the app's fuzzes intervals, tests give one that does not.
    ///   - studyDay: when the study day begins, for the daily limits: the app's local 4:00, tests' a fixed one.
    ///   - handwriting: the Draw screen's recognizer; by default Zinnia with Debian's model, opened on first use.
    ///   - now: the clock of the study list and the reviews; tests give their own.
    ///   - speech: says words and sentences (`p`, `P`).
    ///   - anki: the link to the running Anki; by default off (tests).
    ///   - dictionaries: the learner's own dictionaries, which the Words tab searches too; by default none (tests).
    ///   - sentenceIndexes: the library's sentence indexes; by default none kept between sessions (tests).
    public init(store: KanjiStore, strokes: StrokeLibrary? = nil, history: LookupHistory, study: BrowserStudyDeck, library: ReadingLibrary,
                listPreferences: ListPreferences, wordMarks: WordMarkStore, speech: SpeechPlayback, anki: AnkiLink = NoAnkiLink(), dictionaries: LearnerDictionaries = .none,
                words: Result<WordDictionary, DatasetError>? = nil, attribution: String = "",
                scheduler: Scheduler = Scheduler(), studyDay: StudyDay = StudyDay(utcOffsetSeconds: 0),
                handwriting: HandwritingRecognition = HandwritingRecognition(),
                sentenceIndexes: LibrarySentenceIndexes = LibrarySentenceIndexes(cache: nil, segmenterStamp: ""),
                now: @escaping @MainActor () -> Timestamp = SystemClock.now) {
        let words = words ?? Result { () throws(DatasetError) in try WordDictionary(directory: store.dataDirectory) }
        self.attribution = attribution
        self.speech = speech
        self.anki = anki
        self.dictionaries = dictionaries
        learnerSearch = LearnerWordSearch(dictionaries: dictionaries)
        self.handwriting = handwriting
        self.store = store
        self.strokes = strokes ?? StrokeLibrary(besideKanjiOf: store)
        self.history = history
        self.study = study
        writer = UserWriter(study: study, library: library, history: history, wordMarks: wordMarks, anki: anki, now: now)
        self.scheduler = scheduler
        self.studyDay = studyDay
        self.now = now
        self.words = words
        self.library = library
        self.listPreferences = listPreferences
        self.wordMarks = wordMarks
        segmenter = SegmenterSource(words: words)
        self.sentenceIndexes = sentenceIndexes
    }
}
