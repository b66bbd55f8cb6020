import Glibc

/// Whether a file the person named before is still there: the Read list marks a text whose file was moved or deleted
/// since, and opening it says so rather than naming an error number.
public enum FilePresence {
    /// Whether anything is at `path` (`lstat` finds it: a dangling link counts as there, its target's absence is then
    /// the read's to say). Never opens or changes the file.
    public static func isThere(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
