import ArgumentParser
import KanjiKit

/// Where the data comes from; every subcommand takes these after its name (`show 日 --data DIR`).
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp(
        "Directory with the data: kanji.tsv, JMdict's words.bin, strokes.bin (default: $KANJI_TUI_DATA, then the installed data).",
        valueName: "dir"), completion: .directory)
    var directory: String?

    @Option(name: .customLong("edict"), help: ArgumentHelp(
        "Use this EDICT file for words instead of JMdict's words.bin, e.g. /usr/share/edict/edict.",
        valueName: "path"), completion: .file())
    var edictPath: String?

    /// Opens the dataset, or prints why it cannot and exits with status 2.
    func openStore() throws -> KanjiStore {
        try BadData.exitOnError { () throws(DatasetError) in
            try KanjiStore(directory: DataLocation.directory(explicit: directory), edictPath: edictPath)
        }
    }

    /// The directory the data comes from (for files beside the dataset, such as ATTRIBUTION.md).
    func dataDirectory() throws -> String {
        try BadData.exitOnError { () throws(DatasetError) in try DataLocation.directory(explicit: directory) }
    }
}
