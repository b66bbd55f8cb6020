import TestResources
import Foundation

/// Where the binary under test and its data are.
///
/// SwiftPM builds the `kanji-tui` executable (a dependency of this target) into the same directory as the
/// test bundle, so `/proc/self/exe`'s directory finds the one built by this very `swift test`, whatever the
/// scratch path. The data is this checkout's `Resources/`, passed with `--data` so that neither
/// `$KANJI_TUI_DATA` nor an installed copy can change what the tests see.
enum KanjiTUIBinary {
    /// The debug build beside the tests, or `KANJI_TUI_BINARY` when set: `make fuzz` runs the long fuzz against the
    /// release binary, which takes its inputs several times faster.
    static let path = ProcessInfo.processInfo.environment["KANJI_TUI_BINARY"]
        ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("kanji-tui").path

    static let resources = Checkout.resources

    /// The command line that starts the browser.
    static var browserCommand: [String] { command([]) }

    /// `kanji-tui SUBCOMMAND… --data <resources>`: a subcommand's options come after its name.
    static func command(_ subcommand: [String]) -> [String] { [path] + subcommand + ["--data", resources] }

    static func checkBuilt() throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("no kanji-tui binary at \(path) (it is built beside the test bundle)")
        }
    }
}
