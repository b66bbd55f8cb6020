/// The version of each data source, as ATTRIBUTION.md states it beside its credit.
///
/// ATTRIBUTION.md ships with the data and is updated whenever a source is, so reading the versions
/// from it keeps them in one place. A source is a list item that starts with its bold name followed by
/// its version in parentheses: `- **EDICT** (2021-02-03): …`.
public enum DataSourceVersions {
    public static let fileName = "ATTRIBUTION.md"

    /// Every source with a version, in the order the file lists them; Markdown's code marks are dropped.
    ///
    /// Lines are split as UTF-8 bytes and only the list items become strings: splitting the whole file by
    /// `Character` walked every grapheme and was a quarter of `kanji-tui --version`'s instructions.
    public static func parse(attribution: String) -> [(name: String, version: String)] {
        let itemMarker = Array("- **".utf8)
        return attribution.utf8.split(separator: UInt8(ascii: "\n")).compactMap { bytes in
            guard bytes.starts(with: itemMarker) else { return nil }
            let line = Substring(bytes)
            let afterMarker = line.dropFirst(4)
            guard let nameEnd = afterMarker.firstRange(of: "**"),
                  afterMarker[nameEnd.upperBound...].hasPrefix(" ("),
                  let close = afterMarker[nameEnd.upperBound...].firstIndex(of: ")") else { return nil }
            let version = afterMarker[afterMarker.index(nameEnd.upperBound, offsetBy: 2)..<close]
            return (String(afterMarker[..<nameEnd.lowerBound]), String(version.filter { $0 != "`" }))
        }
    }
}
