import ArgumentParser
import KanjiKit

/// `kanji-tui about`: where the data comes from and its licences, as the EDRDG licence asks.
struct AboutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "about",
        abstract: "Print the data sources, their credits and licences."
    )

    @OptionGroup var data: DataOptions

    func run() throws {
        let directory = try data.dataDirectory()
        let attribution = try BadData.exitOnError { () throws(DatasetError) in
            try DataFile(contentsOf: directory + "/ATTRIBUTION.md")
        }
        try TextOutput.standardOutput.write(String(decoding: attribution.bytes, as: UTF8.self))
    }
}
