import KanjiKit

/// What `kanji-tui --version` prints: the program's version, then the version of each data source.
enum KanjiTUIVersion {
    /// The program's version, as the file `VERSION` at the checkout's root says it: that file is the one place a
    /// release changes it, and the Debian package, the man page and the source tarball read it there (`make deb`,
    /// `make man`, `make dist`). Plain SwiftPM cannot read a file into a constant at build time without a build
    /// plugin, which would run on every build and need its own sandbox exception; so the constant is written here
    /// and `tools/tests/test_version.py` fails whenever it differs from `VERSION`.
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
