import KanjiKit

/// What `kanji-tui --version` prints: the program's version, then the version of each data source.
enum KanjiTUIVersion {
    /// The program's version; bump it with each release.
    static let current = "0.1.0"

    /// "kanji-tui 0.1.0", then one line per data source ("KANJIDIC2 file version 4, …, created
    /// 2022-08-23"), read from the data's ATTRIBUTION.md so the versions are written down once, beside
    /// the credits that name them (see `DataSourceVersions`).
    static func report() -> String {
        var lines = ["kanji-tui \(current)"]
        do throws(DatasetError) {
            let directory = try DataLocation.directory(explicit: nil)
            let attribution = try DataFile(contentsOf: directory + "/" + DataSourceVersions.fileName)
            let sources = DataSourceVersions.parse(attribution: String(decoding: attribution.bytes, as: UTF8.self))
            lines += sources.map { "\($0.name) \($0.version)" }
        } catch {
            lines.append("data versions unknown: \(error)")
        }
        return lines.joined(separator: "\n")
    }
}
