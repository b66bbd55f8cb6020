import Glibc
import ArgumentParser
import Foundation
import FSRS
import KanjiKit
import Segmentation
import Browser
import StudyExchange
import TerminalUI
import UserData
import UserDataStores
import YomitanDictionaries

/// `kanji-tui [KANJI | --word WORD]`: the full-screen browser, optionally opened at a kanji or a word.
///
/// The default subcommand, so `kanji-tui 日` reads naturally while `kanji-tui show 日` still reaches
/// `show` (a positional argument on the root command would swallow subcommand names).
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        _superCommandName: CommandRouting.toolName,
        abstract: "Open the full-screen browser (the default)."
    )

    @Argument(help: ArgumentHelp("Open straight at this kanji's detail, e.g. 日.", valueName: "kanji"))
    var kanji: String?

    @Option(help: ArgumentHelp("Open straight at this word's detail in the Words tab, e.g. 日本.", valueName: "word"))
    var word: String?

    @OptionGroup var options: BrowserOptions

    func validate() throws {
        if let kanji, kanji.count != 1 {
            throw ValidationError("\(ArgumentText.quoted(kanji, mark: "'")) is not one kanji; to open a word use 'kanji-tui --word \(kanji)', or see --help for the subcommands.")
        }
        if kanji != nil && word != nil { throw ValidationError("give a kanji or --word, not both.") }
    }

    mutating func run() throws {
        let store = try options.data.openStore()
        // Mapped once here and shared by every screen; a missing file leaves the Words tab saying why.
        let directory = try options.data.dataDirectory()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let link = try DeepLink.resolve(kanji: kanji, word: word, in: store, words: words)
        try Self.openBrowser(store: store, words: words, data: options.data, userData: options.userData, capturesMouse: !options.noMouse,
                             stop: options.exitAfterFirstFrame ? .afterFirstFrame : .onQuit, firstScreenful: link == nil ? Self.firstScreenful : nil) { browser in
            // Started on nothing: where the person left it, when they asked to resume there (`kanji-tui resume on`).
            link ?? browser.application.services.listPreferences.placeToResume()
        }
    }

    /// Opens the browser on the terminal, follows the link `start` gives once the browser is built (it may use
    /// the browser's stores: `read FILE` enters the file in the reading library), and runs it until quit; `chrome`
    /// is a popup's for `kanji-tui popup`.
    static func openBrowser(store: KanjiStore, words: Result<WordDictionary, DatasetError>, data: DataOptions, userData: UserDataOptions,
                            capturesMouse: Bool, stop: TerminalApp.Stop, firstScreenful: Int?, chrome: FrameChrome = .tabBar,
                            start: @escaping @MainActor (KanjiBrowser) throws -> AppLink?) throws {
        guard TerminalSession.hasTerminal else { throw Self.needsTerminal(.notATerminal) }
        let attribution = (try? DataFile(contentsOf: data.dataDirectory() + "/ATTRIBUTION.md"))
            .map { String(decoding: $0.bytes, as: UTF8.self) } ?? "ATTRIBUTION.md is missing beside the data; see the README."
        // Without a deep link, which needs the whole list to find its kanji, the list is drawn from its
        // first screenful (`firstScreenful`) and the rest parsed after that frame is on screen.
        // `run` is called on the main thread; the screens and the terminal app are main-actor state.
        try MainActor.assumeIsolated {
            // One connection for the history, the study list, the texts read and the Kanji list's filter and sort; when
            // it cannot be opened, the first frame says why and the browser runs without remembering.
            let opened = Result { () throws(UserDataError) in try userData.open() }
            // The parameters fitted by `study optimize --apply` and the desired retention, when set; a file that
            // cannot be read schedules with the defaults (and the deck says why it cannot be used).
            let scheduler = ((try? opened.get().studySettings()) ?? StudySettings()).scheduler
            // The link to the running Anki when `anki setup` switched it on (issue 48); what waited from an earlier
            // session is sent beside the first frame.
            let anki = try Self.ankiLink(opened: opened, store: store, words: words, dataDirectory: data.dataDirectory())
            anki?.sendWaiting()
            let services = BrowserServices(
                store: store, history: DatabaseLookupHistory(opened: opened),
                study: DatabaseStudyDeck(opened: opened, scheduler: scheduler, frequencyRanks: FrequencyRanks(store: store, words: try? words.get())),
                library: DatabaseReadingLibrary(opened: opened), listPreferences: DatabaseListPreferences(opened: opened),
                wordMarks: DatabaseWordMarks(opened: opened),
                speech: SpeakerPlayback(dataDirectory: try data.dataDirectory()), anki: anki ?? NoAnkiLink(),
                // The learner's Yomitan dictionaries (issue 49), beside the user database, opened on the first lookup (a
                // screen's, or the Words tab's search).
                dictionaries: LearnerDictionaries(library: LearnerDictionaryFiles.library(beside: userData)),
                words: words, attribution: attribution, scheduler: scheduler, studyDay: .local,
                // The i+1 screen and a word's "in your texts" share `kanji-tui sentences`' indexes (a stat per data file).
                sentenceIndexes: LibrarySentenceIndexes(
                    cache: SentenceIndexCache.directory(environment: ProcessInfo.processInfo.environment).map(SentenceIndexCache.init),
                    segmenterStamp: SentenceIndexKey.segmenterStamp(dataDirectory: try data.dataDirectory(), program: KanjiTUIVersion.current)))
            anki?.share(services.segmenter)
            let browser = try BadData.exitOnError { () throws(DatasetError) in
                try KanjiBrowser(services: services, firstScreenful: firstScreenful)
            }
            if let link = try start(browser) { browser.application.follow(link) }
            do {
                try TerminalApp(browser: browser, capturesMouse: capturesMouse, notice: Self.startNotice(opened), chrome: chrome)
                    .run(stop: stop)
                // The terminal is restored and every write was committed before its screen moved on: leave
                // without taking the screens, the dictionary and the user database apart. Closing the database
                // checkpointed its WAL with two disk syncs, ~5 ms of the 20 ms the first-frame benchmark (which
                // exits this way) measured. SQLite replays the WAL at the next open, as after any exit (the
                // SIGKILL tests hold that nothing committed is lost).
                Glibc.exit(ExitCode.success.rawValue)
            } catch let error as TerminalSessionError {
                throw Self.needsTerminal(error)
            } catch let error as TerminalInputClosed {
                // Not a quit: the status says so to whatever started the browser (74, sysexits' EX_IOERR).
                TextOutput.standardError.write("kanji-tui: \(error)\n")
                throw ExitCode(74)
            } catch let error as DatasetError {
                throw BadData.exitCode(reporting: error)
            }
        }
    }

    /// The link to the running Anki the saved settings describe; `nil` when it is off, or without the user database or
    /// the word dictionary (notes are made from it).
    static func ankiLink(opened: Result<UserDatabase, UserDataError>, store: KanjiStore, words: Result<WordDictionary, DatasetError>,
                         dataDirectory: String) -> AnkiConnectLink? {
        guard let database = try? opened.get(), let words = try? words.get() else { return nil }
        return AnkiConnectLink(database: database, store: store, words: words, pitch: try? PitchDictionary(directory: dataDirectory),
                               dataDirectory: dataDirectory)
    }

    /// The first frame's one line when the user database cannot be used (read-only, damaged, a newer
    /// kanji-tui's): the browser runs without recording, and says so before the first key.
    static func startNotice(_ opened: Result<UserDatabase, UserDataError>) -> String? {
        guard case .failure(let error) = opened else { return nil }
        return "\(error.message); nothing is recorded"
    }

    /// More rows than any terminal shows: parsing them costs well under a millisecond.
    static let firstScreenful = 300

    /// Says why there is no usable terminal (and what works without one); the exit status is 2.
    static func needsTerminal(_ error: TerminalSessionError) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(error)\n")
        if error == .notATerminal {
            TextOutput.standardError.write("For plain output use 'kanji-tui show 日' or 'kanji-tui word 日本' (see --help).\n")
        }
        return ExitCode(2)
    }
}
