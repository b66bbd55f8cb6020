import Browser
import FSRS
import KanjiKit

extension KanjiBrowser {
    /// The browser on stores that live in memory: what the view-model, screen and walk tests and the in-process
    /// benchmarks drive. The app itself always passes the user database's stores, so the real initialiser has no
    /// defaults for them — a forgotten store is a compile error, never a silent in-memory one.
    public static func inMemory(store: KanjiStore, strokes: StrokeLibrary? = nil, history: LookupHistory = InMemoryLookupHistory(),
                                study: BrowserStudyDeck = InMemoryStudyDeck(), library: ReadingLibrary = InMemoryReadingLibrary(),
                                listPreferences: ListPreferences = InMemoryListPreferences(), wordMarks: WordMarkStore = InMemoryWordMarks(), words: Result<WordDictionary, DatasetError>? = nil,
                                scheduler: Scheduler = Scheduler(), now: @escaping @MainActor () -> Timestamp = SystemClock.now,
                                attribution: String = "", firstScreenful: Int? = nil,
                                handwriting: HandwritingRecognition = HandwritingRecognition(),
                                speech: SpeechPlayback = RecordingSpeech(), anki: AnkiLink = NoAnkiLink(), dictionaries: LearnerDictionaries = .none,
                                sentenceIndexes: LibrarySentenceIndexes = LibrarySentenceIndexes(cache: nil, segmenterStamp: "")) throws(DatasetError) -> KanjiBrowser {
        let services = BrowserServices(store: store, strokes: strokes, history: history, study: study, library: library,
                                       listPreferences: listPreferences, wordMarks: wordMarks, speech: speech, anki: anki, dictionaries: dictionaries, words: words,
                                       attribution: attribution,
                                       scheduler: scheduler, handwriting: handwriting, sentenceIndexes: sentenceIndexes, now: now)
        return try KanjiBrowser(services: services, firstScreenful: firstScreenful)
    }
}
