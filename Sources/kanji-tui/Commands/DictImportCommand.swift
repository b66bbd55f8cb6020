import ArgumentParser
import Foundation
import YomitanDictionaries

/// `kanji-tui dict import FILE.zip`: installs a Yomitan dictionary, whole or not at all.
struct DictImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Yomitan dictionary (.zip).",
        discussion: DictCommand.howToBring + "\n\n" + """
            Prints the title, the revision, how many terms, term frequencies and pitches, kanji, kanji frequencies \
            and tags were imported, the size on disk and the time taken. A dictionary that does not follow \
            Yomitan's format (not a zip, no index.json, a format other than 1 to 4, an entry of the wrong shape, \
            a bank of more than a million entries, a file inflating past 512 MB or 2 GB in all) is refused with the \
            file and the entry at fault, and nothing of it is installed. Exit status: 0; 1 when the same title and \
            revision is installed already; 2 when the dictionary is refused or cannot be stored; 130, 143 or 129 \
            when stopped by a signal (nothing installed).
            """
    )

    @Argument(help: ArgumentHelp("The dictionary's .zip, as Yomitan imports it.", valueName: "file"), completion: .file(extensions: ["zip"]))
    var file: String

    @OptionGroup var options: DictionaryLibraryOptions

    func run() throws {
        ImportInterruption.watch()
        let started = Date()
        let importer = DictionaryImporter(library: try options.library(), stopRequested: { ImportInterruption.isRequested() })
        let report: DictionaryImporter.Report
        do {
            report = try importer.importDictionary(at: file, name: file)
        } catch {
            switch error.kind {
            case .stopped:
                try ImportInterruption.exitIfRequested(file)
                throw ExitCode(2)
            case .alreadyInstalled:
                TextOutput.standardError.write("kanji-tui: \(error)\n")
                throw ExitCode(1)
            case .badDictionary, .storage:
                TextOutput.standardError.write("kanji-tui: \(error); nothing imported\n")
                throw ExitCode(2)
            }
        }
        let dictionary = report.dictionary
        let seconds = Date().timeIntervalSince(started)
        var lines = ["imported \(dictionary.title) (revision \(dictionary.revision))"
                     + (report.replaced.map { ", replacing revision \($0.revision)" } ?? "")]
        lines.append("  " + DictListCommand.counts(of: dictionary))
        lines.append("  \(DictListCommand.size(dictionary.bytes)) on disk, in \(String(format: "%.1f", seconds)) s")
        if let attribution = dictionary.index.attribution, !attribution.isEmpty { lines.append("  \(attribution)") }
        try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
    }
}
