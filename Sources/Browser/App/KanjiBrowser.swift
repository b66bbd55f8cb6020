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
    ///   - services: the data and the stores every coordinator shares (the user database's in the app, memory's in
    ///     tests), built by the caller so that a new service is added there and in ``BrowserServices``, not here too.
    ///   - firstScreenful: start the all-kanji list with only this many kanji, to draw it sooner; call
    ///     `loadAllKanji()` once it is drawn.
    public init(services: BrowserServices, firstScreenful: Int? = nil) throws(DatasetError) {
        application = try ApplicationCoordinator(services: services, firstScreenful: firstScreenful)
    }

    /// Parses the kanji beyond the first screenful, if the app was started with those only.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        try application.loadAllKanji()
    }

    public var stack: AppStack { application.stack }

    /// What says words and sentences: the key loop asks it for a failure that came after a key (``SpeechPlayback``).
    public var speech: SpeechPlayback { application.services.speech }

    /// The link to the running Anki: the key loop asks it for what came back after a key (a note sent, an answer).
    public var anki: AnkiLink { application.services.anki }

    /// The text followed as it grows: the key loop, woken by its feed, takes what came (``FollowedText/takeArrivals()``).
    public var followedText: FollowedText { application.services.followedText }

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
            application.services.effects.schedule(.rememberPlace(location.resumable))
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
            case .rememberPlace(let place):
                do {
                    try application.services.listPreferences.saveLastPlace(place)
                } catch {
                    failures.append("Where you were is not remembered for next time: \(error.message)")
                }
            case .rememberReadingPosition(let position, let entry):
                do {
                    try application.services.library.savePosition(position, of: entry)
                } catch {
                    failures.append("The reading position of \(entry.title) is not saved: \(error.message)")
                }
            case .rememberEntryChoices(let changes):
                do {
                    try application.services.library.saveEntryChoices(changes)
                } catch {
                    failures.append("The entries chosen are not saved: \(error.message)")
                }
            }
        }
        return failures
    }
}
