import Glibc

/// Finds a program as a shell does: the first executable file of that name in the folders of `PATH`, in order.
/// Looked up when speech is asked for, not at start, so a player installed while kanji-tui runs is found.
public enum ExecutablePath {
    /// The path of `name` in the first folder of `searchPath` (`PATH`'s value) that has it executable; nil when none.
    public static func find(_ name: String, in searchPath: String?) -> String? {
        guard let searchPath else { return nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = folder + "/" + name
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// The process's `PATH`.
    public static var processSearchPath: String? {
        getenv("PATH").map { String(cString: $0) }
    }
}
