import AnkiConnect
import ArgumentParser
import Foundation
import StudyExchange
import UserData

/// Where the `anki` commands find AnkiConnect: `--url`, else `$KANJI_TUI_ANKI_URL`, else the address `anki setup`
/// saved, else AnkiConnect's own default, 127.0.0.1:8765.
struct AnkiLinkOptions: ParsableArguments {
    @Option(name: .customLong("url"), help: ArgumentHelp(
        "AnkiConnect's address (default: $KANJI_TUI_ANKI_URL, then the one 'anki setup' saved, then 127.0.0.1:8765).", valueName: "host:port"))
    var url: String?

    @Option(name: .customLong("key"), help: ArgumentHelp("AnkiConnect's API key, when its settings set one (default: the saved one).", valueName: "key"))
    var key: String?

    /// The address given, by the precedence above, as typed.
    func address(saved: AnkiLinkSettings?) -> String {
        url ?? ProcessInfo.processInfo.environment["KANJI_TUI_ANKI_URL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? saved?.address ?? "127.0.0.1:8765"
    }

    /// The client for that address.
    /// - Throws: exit status 64 with the message, for an address that is not one.
    func client(saved: AnkiLinkSettings?) throws -> AnkiConnectClient {
        do {
            return AnkiConnectClient(address: try AnkiConnectClient.address(parsing: address(saved: saved)), key: key ?? saved?.key)
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            throw ExitCode.validationFailure
        }
    }
}

/// The saved link settings of a user database: `nil` when `anki setup` never ran.
enum SavedAnkiLink {
    /// - Throws: exit status 2 with the message when the file cannot be read or its settings do not read.
    static func settings(in database: UserDatabase) throws -> AnkiLinkSettings? {
        guard let json = try UserDataExit.onError({ () throws(UserDataError) in try database.ankiLinkSettings() }) else { return nil }
        do {
            return try AnkiLinkSettings(json: json)
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            throw ExitCode(2)
        }
    }
}

/// Every `anki` command says a failure to reach Anki the same way: the message naming the address tried, and exit
/// status 69 (EX_UNAVAILABLE) when Anki does not answer, 65 (EX_DATAERR) when it answers no.
enum AnkiConnectExit {
    static func onError<Value>(_ body: () throws(AnkiConnectError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            throw ExitCode(error.isUnreachable ? 69 : 65)
        }
    }
}
