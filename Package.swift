// swift-tools-version:6.2
// Layers, top to bottom (each depends only on those below it; docs/design.md):
//   kanji-tui (executable)   arguments, plain output, wiring
//   TerminalUI               the terminal front end        ·  UserDataStores: the browser's stores in SQLite
//   Browser                  view models, coordinators, routes, the tab bar (headless)
//   Coordination             navigation core: stack, coordinator tree, flows, tabs, routes (any app; a package of its
//                            own, Packages/Coordination, depended on by path)
//   StudyExchange            the study list's exchange: Anki notes, packages and the live link's notes, the JSON export
//                            and reports
//   StrokeDrawings · UserData · FSRS · Segmentation · Handwriting · KanjiKit · Speech · YomitanDictionaries
//                            data: no UI, no navigation
//   AnkiPackage              writes and reads Anki's packages: knows Anki, not kanji, FSRS or the user database
//   AnkiConnect              talks to the running Anki through its AnkiConnect add-on (JSON over HTTP); knows no kanji
// Only TerminalUI imports ncurses (CNcursesw) and the C signal guard (CTerminalGuard).
import PackageDescription

/// The browser, its database stores and the terminal app live on the main actor (UI state, one key at a time), as do
/// the tests and benchmarks that drive them: it is their default, so no declaration there spells it out. The
/// libraries below them (KanjiKit, FSRS, UserData, StrokeDrawings) stay nonisolated, and Coordination states
/// `@MainActor` on its public types itself, so an app that depends on it sees the isolation in its API.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// The data layer's number-crunching (decoding dictionary records, deinflecting, Zinnia's strokes, FSRS) compiled
/// optimized in debug builds too: unoptimized, the standard library's generics there (slices, SIMD, option sets)
/// cost a metadata lookup per element, and the tests that run them over the real datasets were most of `make test`
/// (issue 46's test loop, BENCHMARKS.md). The layers above, where a change is usually made, stay unoptimized and
/// quick to rebuild; `-enable-testing`, which debug builds pass, keeps `@testable import` working.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "kanji-tui",
    // The oldest systems the Coordination package supports (XCoordinator's floor), which a package depending on it
    // must declare too. The app itself runs on Linux only (Debian's ncursesw and Glibc), where this line changes
    // nothing.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .executable(name: "kanji-tui", targets: ["kanji-tui"]),
        // No Coordination product: a product vends only its own package's targets, so an app adopts the navigation
        // core from Packages/Coordination itself, without resolving this package's dependencies.
    ],
    dependencies: [
        // The navigation core, a package of its own in this repository (no dependencies, Swift tools 5.9): the
        // targets below name its product "Coordination".
        .package(path: "Packages/Coordination"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SQLite for the user's own data (history); links Debian's libsqlite3-dev.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The zip around an Anki package (.apkg) and an EPUB (AnkiPackage, Segmentation). Links Debian's
        // zlib1g-dev (its deflate).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // `make docs`: the `generate-documentation` command that builds Coordination's DocC catalog and its
        // snippets (Packages/Coordination has no dependencies, so the plugin is this package's). A plugin only: no
        // target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // ncursesw through Debian's libncurses-dev; the module map links it. No pkgConfig: SwiftPM would
        // drop its -D_XOPEN_SOURCE flags with a warning, and shim.h defines NCURSES_WIDECHAR itself.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // MeCab (Debian libmecab-dev) and Zinnia (libzinnia-dev), linked as ncurses is; their data
        // (mecab-ipadic-utf8, tegaki-zinnia-japanese) is read at run time, so kanji-tui starts without it.
        .systemLibrary(name: "CMeCab", providers: [.apt(["libmecab-dev"])]),
        .systemLibrary(name: "CZinnia", providers: [.apt(["libzinnia-dev"])]),
        // Zstandard (Debian libzstd-dev), linked as ncurses is: Anki's newer packages compress their collection
        // (`collection.anki21b`) with it, which `study import` unpacks.
        .systemLibrary(name: "CZstd", providers: [.apt(["libzstd-dev"])]),
        // zlib's crc32 (Debian zlib1g-dev, ZIPFoundation's deflate): the checksum of the collection AnkiPackage unpacks.
        .systemLibrary(name: "CZlibCRC", providers: [.apt(["zlib1g-dev"])]),
        // libxml2 (Debian libxml2-dev): its HTML and XML parsers give Segmentation the text of HTML, XHTML and EPUB
        // chapters. pkg-config gives the include folder (/usr/include/libxml2); the module map links it.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "CTerminalGuard"),
        // SIGINT, SIGTERM and SIGHUP as a flag `study import` reads between its steps, to roll back and clean up.
        .target(name: "CStopSignals"),
        // glibc's mallinfo2 for kanji-bench's leak check (live heap bytes, unlike the resident set).
        .target(name: "CHeapUsage"),
        // <sys/xattr.h> for UserData's note that the database passed its integrity check (IntegrityStamp).
        .systemLibrary(name: "CExtendedAttributes"),
        // <wchar.h>'s wcwidth for KanjiKit's DisplayWidth, the width the terminal and the reader's layout share.
        .systemLibrary(name: "CCharacterWidth"),
        .target(name: "KanjiKit", dependencies: ["CCharacterWidth"], swiftSettings: optimizedInDebug),
        // FSRS-6 scheduling (cards, grades, due times); knows no kanji, no UI and no database.
        .target(name: "FSRS", swiftSettings: optimizedInDebug),
        // The user's database (history, study cards and their review log) in SQLite through GRDB; knows no kanji,
        // no UI and no dataset. It stores FSRS's cards and logs as they are, so it names their types.
        .target(name: "UserData", dependencies: [
            "FSRS", "CExtendedAttributes", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // Anki packages (.apkg): note types, notes, cards with their scheduling, written as Anki's own collection
        // (SQLite through GRDB) in a zip. Plain values in: StudyExchange turns study rows into notes. And read back:
        // any .apkg or .colpkg Anki writes (schemas 11 to 18, zstd-compressed or not), its notes, cards and reviews.
        .target(name: "AnkiPackage", dependencies: [
            "CZstd", "CZlibCRC", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // AnkiConnect, the add-on through which programs reach the Anki a learner runs: its JSON over plain HTTP/1.1 on a
        // socket. Not FoundationNetworking: it needs libcurl, which the static release cannot link (Debian ships no
        // static Kerberos library that libcurl4-openssl-dev's libcurl.a needs). Knows Anki's protocol, not kanji.
        .target(name: "AnkiConnect"),
        // The study list going out and coming in: study rows turned into Anki notes (text) and packages, the JSON
        // export, the reports of `study stats` and `study optimize`, what typed text names. No argument parsing or
        // terminal: the executable's study commands call it, its tests import it as any library.
        .target(name: "StudyExchange", dependencies: ["AnkiPackage", "AnkiConnect", "FSRS", "KanjiKit", "UserData"]),
        // Stroke order from KanjiVG (Resources/strokes.bin) drawn in braille; no terminal code.
        .target(name: "StrokeDrawings", dependencies: ["KanjiKit"]),
        // Japanese text into words: files decoded (UTF-8, UTF-16, Shift_JIS, EUC-JP; subtitles; HTML, XHTML and
        // EPUB through libxml2, an EPUB's zip through ZIPFoundation), MeCab's tokens mapped to JMdict entries with
        // their inflection. No UI; the Read tab and `analyze` use it.
        .target(name: "Segmentation", dependencies: [
            "KanjiKit", "CMeCab", "FSRS", "CLibXML2", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // Yomitan dictionaries the learner imports (issue 49): the zip's index and banks checked against Yomitan's
        // schemas, stored under dictionaries/ beside the user database as sorted files read in place (KanjiKit's
        // IndexedRecordFile), structured content rendered as terminal lines. No UI.
        .target(name: "YomitanDictionaries", dependencies: ["KanjiKit", "CZlibCRC", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // Handwriting: strokes as drawn (the recorder, the JSON reader) and their recognition with Zinnia and
        // tegaki's Japanese model, re-ranked by stroke count and frequency; no terminal code.
        .target(name: "Handwriting", dependencies: ["CZinnia", "KanjiKit", "StrokeDrawings"], swiftSettings: optimizedInDebug),
        // Speech (issue 36 §2): words and sentences said by Open JTalk (Debian's open_jtalk, run as a process) with the
        // Mei voice beside the data, kept in a bounded cache under $XDG_CACHE_HOME/kanji-tui and played by whatever
        // player the machine has (pw-play, paplay, aplay), beside the screen; no UI.
        .target(name: "Speech"),
        .target(name: "Browser", dependencies: ["KanjiKit", "Coordination", "StrokeDrawings", "FSRS", "Segmentation", "Handwriting", "YomitanDictionaries"],
                swiftSettings: mainActorByDefault),
        .target(name: "TerminalUI", dependencies: ["Browser", "Coordination", "KanjiKit", "FSRS", "StrokeDrawings", "Segmentation", "YomitanDictionaries", "CNcursesw", "CTerminalGuard"],
                swiftSettings: mainActorByDefault),
        // The browser's history and study deck on the user database: a library, so kanji-bench opens the browser
        // on a real database as kanji-tui does.
        .target(name: "UserDataStores", dependencies: ["Browser", "UserData", "FSRS", "Segmentation"],
                swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "kanji-tui",
            dependencies: [
                "KanjiKit", "Browser", "TerminalUI", "StrokeDrawings", "UserData", "UserDataStores", "FSRS", "StudyExchange", "Segmentation", "Handwriting",
                "Speech", "AnkiConnect", "YomitanDictionaries", "CStopSignals", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release: a fully static executable (glibc, libstdc++, ncursesw, tinfo and sqlite3 from Debian's
            // static libraries), linked by lld. Every command starts without the dynamic loader, which spent
            // 4.4 M instructions of each (`--version` was 6.2 M, now 1.3 M) resolving ~800 relocations against
            // libstdc++ through eight shared libraries (BENCHMARKS.md, issue 10). Not position-independent, so
            // there are no relocations left to apply at all.
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        // `make bench`: in-process measurements of navigation, frames and search (whole-process ones are in
        // tools/bench.sh).
        .executableTarget(
            name: "kanji-bench",
            dependencies: ["KanjiKit", "Coordination", "Browser", "StrokeDrawings", "TerminalUI", "TestSupport", "CHeapUsage", "Handwriting",
                           "UserData", "UserDataStores", "FSRS", "Speech", "YomitanDictionaries", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            swiftSettings: mainActorByDefault
        ),
        // Dictionary/Fixtures: a 16-entry words.bin and the JMdict entries it is built from (read by path).
        .testTarget(name: "KanjiKitTests", dependencies: ["TestResources", "KanjiKit"], exclude: ["Dictionary/Fixtures"]),
        // EPUBs are zipped in the tests themselves (ZIPFoundation), each damaged its own way.
        .testTarget(name: "SegmentationTests", dependencies: [
            "TestResources", "Segmentation", "KanjiKit", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // Dictionaries zipped in the tests themselves (ZIPFoundation) from hand-written banks, hostile ones too.
        .testTarget(name: "YomitanDictionariesTests", dependencies: [
            "YomitanDictionaries", "KanjiKit", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // The stroke recorder, the JSON reader and the recognizer's accuracy on 100 jōyō kanji drawn from KanjiVG.
        .testTarget(name: "HandwritingTests", dependencies: ["TestResources", "TestSupport", "Handwriting", "StrokeDrawings", "KanjiKit"]),
        .testTarget(name: "StrokeDrawingsTests", dependencies: ["TestResources", "StrokeDrawings", "KanjiKit", "kanji-tui"], exclude: ["Fixtures"]),
        // Replays py-fsrs's results, written by tools/fsrs_fixtures.py (`make fsrs-fixtures`).
        .testTarget(name: "FSRSTests", dependencies: ["FSRS"], resources: [.copy("Fixtures")]),
        // Where the tests find the checkout's files (Resources/, README.md) and the EDICT sample: one recipe for every test target.
        // YomitanSamples: hand-written Yomitan dictionaries (issue 49), zipped by the tests that import them.
        .target(name: "TestResources", path: "Tests/TestResources", exclude: ["YomitanSamples"]),
        // The seeded random user and its generator, shared by the soak tests and kanji-bench's walk.
        .target(name: "TestSupport", dependencies: ["Browser", "Coordination", "KanjiKit", "FSRS", "StrokeDrawings", "Segmentation", "Handwriting",
                                                    "TestResources", "YomitanDictionaries", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                path: "Tests/TestSupport",
                swiftSettings: mainActorByDefault),
        .testTarget(name: "BrowserTests", dependencies: ["TestResources", "Browser", "Coordination", "KanjiKit", "FSRS", "StrokeDrawings", "TestSupport", "Segmentation",
                                                         "YomitanDictionaries"], swiftSettings: mainActorByDefault),
        // Goldens: the expected grids, read by path beside the tests (and rewritten with UPDATE_GOLDENS=1).
        .testTarget(name: "TerminalUITests", dependencies: ["TestResources", "TerminalUI", "Browser", "Coordination", "KanjiKit", "FSRS", "TestSupport", "Segmentation",
                                                            "YomitanDictionaries"],
                    exclude: ["Goldens"], swiftSettings: mainActorByDefault),
        // A child process for UserDataTests: records history entries one by one (two at once, or killed with SIGKILL).
        .executableTarget(name: "user-data-writer", dependencies: ["UserData", "FSRS"], path: "Tests/UserDataWriter"),
        .testTarget(name: "UserDataTests", dependencies: [
            "UserData", "FSRS", "user-data-writer", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The exchange on the committed data: items from typed text, the text export's headers and fields, times.
        // And Anki packages read back: made here (with GRDB, ZIPFoundation and zstd) as Anki writes them, imported.
        .testTarget(name: "StudyExchangeTests", dependencies: [
            "TestResources", "StudyExchange", "KanjiKit", "UserData", "AnkiPackage", "FSRS",
            .product(name: "GRDB", package: "GRDB.swift"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // The AnkiConnect client against one-shot servers on loopback ports (the real peer is in tools/tests).
        .testTarget(name: "AnkiConnectTests", dependencies: ["AnkiConnect"]),
        // Reads the written package back (zip and SQLite) to check what Anki will read.
        .testTarget(name: "AnkiPackageTests", dependencies: [
            "AnkiPackage", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // Fixtures: the Anki export's golden file and a short Japanese text to import. Also tests the executable's
        // DatabaseStudyDeck and DatabaseLookupHistory on a real user database.
        .testTarget(name: "CommandLineTests", dependencies: ["TestResources", "kanji-tui", "UserData", "UserDataStores", "FSRS", "Browser", "KanjiKit", "StrokeDrawings"],
                    exclude: ["Fixtures"]),
        // Speech on fake players and a fake open_jtalk on PATH (scripts that record their arguments), and the real one.
        .testTarget(name: "SpeechTests", dependencies: ["TestResources", "Speech"]),
        // Drives the built binary in tmux as a person would (send-keys / capture-pane).
        .testTarget(name: "EndToEndTests", dependencies: ["TestResources", "kanji-tui"]),
    ],
    swiftLanguageModes: [.v6]
)
