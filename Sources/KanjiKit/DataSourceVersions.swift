/// The version of each data source, as ATTRIBUTION.md states it beside its credit.
///
/// ATTRIBUTION.md ships with the data and is updated whenever a source is, so reading the versions
/// from it keeps them in one place. A source is a list item that starts with its bold name followed by
/// its version in parentheses: `- **EDICT** (2021-02-03): …`.
public enum DataSourceVersions {
    public static let fileName = "ATTRIBUTION.md"

    /// Every source with a version, in the order the file lists them; Markdown's code marks are dropped.
    public static func parse(attribution: String) -> [(name: String, version: String)] {
        attribution.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- **") else { return nil }
            let afterMarker = line.dropFirst(4)
            guard let nameEnd = afterMarker.firstRange(of: "**"),
                  afterMarker[nameEnd.upperBound...].hasPrefix(" ("),
                  let close = afterMarker[nameEnd.upperBound...].firstIndex(of: ")") else { return nil }
            let version = afterMarker[afterMarker.index(nameEnd.upperBound, offsetBy: 2)..<close]
            return (String(afterMarker[..<nameEnd.lowerBound]), String(version.filter { $0 != "`" }))
        }
    }
}
