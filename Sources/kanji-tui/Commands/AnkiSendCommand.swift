import AnkiConnect
import ArgumentParser
import FSRS
import Foundation
import Speech
import UserData

/// `kanji-tui anki send`: sends the notes waiting for Anki (kept while it was closed), each once.
struct AnkiSendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send the notes waiting for Anki.",
        discussion: """
            One line a note: "added", "already in Anki" (a word Anki has in the deck: not added twice) or \
            "refused" with Anki's reason (it waits). Exit status 69 when Anki does not answer (everything waits), \
            65 when Anki refused a note.
            """)

    @OptionGroup var anki: AnkiLinkOptions
    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let client = try anki.client(saved: try SavedAnkiLink.settings(in: database))
        let sender = AnkiLinkSender(database: database, client: client, synthesizer: try? OpenJTalk(voice: SpeechVoice(dataDirectory: try data.dataDirectory())))
        let report = try UserDataExit.onError { () throws(UserDataError) in
            try sender.sendWaiting { Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970)) }
        }
        try TextOutput.standardOutput.write(AnkiSendLines.lines(of: report).map { $0 + "\n" }.joined())
        if let unreachable = report.unreachable {
            TextOutput.standardError.write("kanji-tui: \(unreachable.message)\n")
            throw ExitCode(69)
        }
        if report.sent.contains(where: { if case .refused = $0.outcome { true } else { false } }) { throw ExitCode(65) }
    }
}

/// How `anki send` and `study add --anki` report a run of the sender.
enum AnkiSendLines {
    static func lines(of report: AnkiLinkSender.Report) -> [String] {
        var lines = report.sent.map { label, outcome in
            switch outcome {
            case .added: "added \(label) to Anki"
            case .present: "already in Anki: \(label)"
            case .refused(let reason): "refused \(label): \(reason)"
            }
        }
        if report.sent.isEmpty && report.waiting == 0 { lines.append("nothing waits for Anki") }
        if report.waiting > 0 { lines.append("\(report.waiting) note\(report.waiting == 1 ? "" : "s") wait for Anki") }
        return lines
    }
}
