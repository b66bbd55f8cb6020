import Coordination
import FSRS
import Handwriting
import KanjiKit

/// The whole app without a terminal: commands in, a stack of screens out.
///
/// The terminal front end decodes keys into commands and renders `stack.top`; tests drive the same object with
/// scripted commands, so every flow is tested exactly as it runs. Commands every screen understands come
/// through ``handle(_:)-(AppCommand)``; a screen's own commands go to its view model, reached through
/// ``AppScreen``.
public final class KanjiBrowser {
    /// Strong: the app owns the root coordinator, which owns the stack.
    public let application: ApplicationCoordinator
    /// False once `quit` was handled.
    public private(set) var isRunning = true

    /// - Parameters:
    ///   - attribution: the text of `ATTRIBUTION.md`, for the About page.
    ///   - firstScreenful: start the all-kanji list with only this many kanji, to draw it sooner; call
    ///     `loadAllKanji()` once it is drawn.
    ///   - history: where opened kanji and words are recorded (the user database in the app).
    ///   - strokes: the stroke-order drawings; by default `strokes.bin` beside the kanji file.
    ///   - study: where kept kanji and words and their reviews are stored (the user database in the app).
    ///   - library: the texts read before and where the reading is in each (the user database in the app).
    ///   - listPreferences: how the person left the Kanji tab's list (the user database in the app): it opens so.
    ///   - words: the complete JMdict, or why it could not be opened; by default `words.bin` beside the kanji file.
    ///   - scheduler: grades reviews; the app's fuzzes intervals, tests give one that does not.
    ///   - studyDay: when the study day begins, for the daily limits: the app's local 4:00, tests' a fixed one.
    ///   - now: the clock of the study list and the reviews; tests give their own.
    ///   - handwriting: the Draw screen's recognizer; by default Zinnia with Debian's model, opened on first use.
    public init(store: KanjiStore, strokes: StrokeLibrary? = nil, history: LookupHistory,
                study: StudyDeck, library: ReadingLibrary, listPreferences: ListPreferences, words: Result<WordDictionary, DatasetError>? = nil,
                scheduler: Scheduler = Scheduler(), studyDay: StudyDay = StudyDay(utcOffsetSeconds: 0),
                now: @escaping @MainActor () -> Timestamp = SystemClock.now, attribution: String = "", firstScreenful: Int? = nil,
                handwriting: HandwritingRecognition = HandwritingRecognition()) throws(DatasetError) {
        let words = words ?? Result { () throws(DatasetError) in try WordDictionary(directory: store.dataDirectory) }
        let services = BrowserServices(store: store, strokes: strokes ?? StrokeLibrary(besideKanjiOf: store), history: history,
                                       study: study, library: library, listPreferences: listPreferences,
                                       words: words, attribution: attribution, scheduler: scheduler,
                                       studyDay: studyDay, handwriting: handwriting, now: now)
        application = try ApplicationCoordinator(services: services, firstScreenful: firstScreenful)
    }

    /// Parses the kanji beyond the first screenful, if the app was started with those only.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        try application.loadAllKanji()
    }

    public var stack: AppStack { application.stack }

    /// Where the person is: the shown tab and the routes followed from its root to the screen on top, as values a
    /// test compares whole (`AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .wordDetail(rank: 3)])`), and as
    /// a deep link would name the same place.
    public var location: AppLink {
        let tab = application.shownTab
        return AppLink(tab: tab, routes: application.navigator(of: tab)?.routes ?? [])
    }

    /// The titles of the shown tab's screens from its root to the top: `Kanji › 日 › 日本 › 本`.
    public var breadcrumb: [String] { stack.screens.map(\.screen.title) }

    /// The live coordinator tree and every tab's stack, for the debug overlay and tests.
    public func inspect() -> CoordinatorSnapshot {
        CoordinatorInspector.snapshot(tabBar: application)
    }

    /// Whether what a command schedules (``AppEffect``) waits for ``performEffects()``, which the terminal app
    /// calls once the frame answering the key is on screen. Without a terminal there is no frame to wait for, so
    /// by default it runs as soon as the command is handled, and ``unreportedFailures`` keeps what failed.
    public var effectsWaitForFrame = false
    /// The failed effects of commands handled while ``effectsWaitForFrame`` is false, oldest first.
    public private(set) var unreportedFailures: [String] = []

    public func handle(_ command: AppCommand) {
        defer { if !effectsWaitForFrame { unreportedFailures += performEffects() } }
        switch command {
        case .quit:
            application.prepareToQuit() // a review's cleanup runs before the app goes (its anchor)
            isRunning = false
        case .back: if !stack.top.interactive.handleBack() { stack.pop() }
        case .follow(let route): application.show(route)
        case .selectTab(let number): application.selectTab(number: number)
        case .popToRoot: application.popSelectedTabToRoot()
        case .cursor(let command): stack.top.interactive.handle(command)
        case .prompt(let edit): stack.top.interactive.edit(edit)
        }
    }

    public func handle(_ commands: [AppCommand]) {
        for command in commands { handle(command) }
    }

    /// Runs what the last commands scheduled to happen after their frame (the history's, the Kanji list's and the
    /// reading position's writes), in order.
    /// - Returns: one line for each that failed ("日 not recorded in the history: the disk is full"), for the
    ///   screen to say: a failed write is reported, never dropped in silence.
    @discardableResult
    public func performEffects() -> [String] {
        var failures: [String] = []
        for effect in application.services.effects.drain() {
            switch effect {
            case .record(let item):
                do {
                    try application.services.history.record(item)
                } catch {
                    failures.append("\(item.label) not recorded in the history: \(error.message)")
                }
            case .rememberKanjiListFilter(let filter):
                do {
                    try application.services.listPreferences.saveKanjiListFilter(filter)
                } catch {
                    failures.append("The filter is not remembered for next time: \(error.message)")
                }
            case .rememberKanjiListSort(let sortKey):
                do {
                    try application.services.listPreferences.saveKanjiListSort(sortKey)
                } catch {
                    failures.append("The sort is not remembered for next time: \(error.message)")
                }
            case .rememberReadingPosition(let position, let entry):
                do {
                    try application.services.library.savePosition(position, of: entry)
                } catch {
                    failures.append("The reading position of \(entry.title) is not saved: \(error.message)")
                }
            }
        }
        return failures
    }
}
