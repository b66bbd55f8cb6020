import AnkiConnect
import ArgumentParser
import StudyExchange
import UserData

/// `kanji-tui anki status`: whether the link is on, where it sends, whether Anki answers, and what waits.
struct AnkiStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say whether the link is on, whether Anki answers, and how many notes wait.")

    @OptionGroup var anki: AnkiLinkOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let saved = try SavedAnkiLink.settings(in: database)
        let client = try anki.client(saved: saved)
        var lines: [String] = []
        if let saved {
            lines.append("link: \(saved.isOn ? "on" : "off") — deck \(saved.deck), note type \(saved.noteType)"
                         + (saved.destination == .ankiOnly ? ", Anki only" : ", and the study list"))
            lines += saved.fields.map { "  \($0.name): \($0.template.isEmpty ? "(empty)" : $0.template)" }
        } else {
            lines.append("link: off — run 'kanji-tui anki setup' to choose a deck and note type")
        }
        let waiting = try UserDataExit.onError { () throws(UserDataError) in try database.waitingAnkiNotes(limit: 1) }
        let count = try UserDataExit.onError { () throws(UserDataError) in try database.waitingAnkiNoteCount() }
        lines.append("waiting: \(count) note\(count == 1 ? "" : "s")" + (waiting.first?.lastError.map { " (last failure: \($0))" } ?? ""))
        let answer = Result { () throws(AnkiConnectError) in try client.perform(.version) }
        switch answer {
        case .success(let version): lines.insert("Anki: answering at \(client.address.absoluteString) (AnkiConnect version \(version))", at: 0)
        case .failure(let error): lines.insert("Anki: " + error.message, at: 0)
        }
        try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
        if case .failure(let error) = answer { throw ExitCode(error.isUnreachable ? 69 : 65) }
    }
}
