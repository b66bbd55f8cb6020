import Glibc

/// Finds the directory holding `kanji.tsv` and `words.edict`.
///
/// Order: `--data DIR`, then `$KANJI_TUI_DATA`, then `<prefix>/share/kanji-tui/` next to the running
/// executable (`<prefix>/bin/kanji-tui`, as `make install` lays it out), then the source tree's
/// `Resources/` for development. Never `Bundle.module`, whose fallback is an absolute `.build` path
/// that traps once the build folder is gone.
public enum DataLocation {
    public static let environmentVariable = "KANJI_TUI_DATA"

    /// - Parameter explicit: the `--data` option, if given; used as is, even when it is wrong, so the
    ///   user hears about their own mistake instead of silently getting other data.
    /// - Throws: `DatasetError` when an explicit or environment directory lacks the data, or when no
    ///   candidate has it.
    public static func directory(explicit: String?) throws(DatasetError) -> String {
        if let explicit { return try checked(explicit, source: "--data") }
        if let fromEnvironment = getenv(environmentVariable).map({ String(cString: $0) }), !fromEnvironment.isEmpty {
            return try checked(fromEnvironment, source: "$\(environmentVariable)")
        }
        let candidates = [installedDirectory(), sourceTreeDirectory()].compactMap { $0 }
        if let found = candidates.first(where: hasData) { return found }
        throw DatasetError(file: candidates.first ?? "share/kanji-tui",
                           problem: "kanji data not found; pass --data DIR or set $\(environmentVariable)")
    }

    // MARK: - Candidates

    /// `<prefix>/share/kanji-tui` for an executable at `<prefix>/bin/kanji-tui`.
    static func installedDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let binDirectory = parent(of: executable)
        return parent(of: binDirectory) + "/share/kanji-tui"
    }

    /// `Resources/` of the checkout this module was compiled from.
    static func sourceTreeDirectory() -> String {
        // #filePath is …/Sources/KanjiKit/DataLocation.swift.
        parent(of: parent(of: parent(of: #filePath))) + "/Resources"
    }

    /// The directory, when it has a `kanji.tsv` this user may read.
    private static func checked(_ directory: String, source: String) throws(DatasetError) -> String {
        guard access(directory + "/kanji.tsv", R_OK) == 0 else {
            throw missingData(in: directory, accessErrno: errno, source: source)
        }
        return directory
    }

    /// Why `access(DIR/kanji.tsv, R_OK)` failed, as the user should hear it: a `kanji.tsv` that is there
    /// but not readable is "permission denied", not missing.
    static func missingData(in directory: String, accessErrno code: Int32, source: String) -> DatasetError {
        switch code {
        case ENOENT, ENOTDIR: DatasetError(file: directory, problem: "no kanji.tsv here (from \(source))")
        default: DatasetError(file: directory + "/kanji.tsv", problem: DataFile.problem(forErrno: code))
        }
    }

    private static func hasData(_ directory: String) -> Bool {
        access(directory + "/kanji.tsv", R_OK) == 0
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
