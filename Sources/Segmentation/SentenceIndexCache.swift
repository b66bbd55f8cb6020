import Glibc
import KanjiKit

/// The texts' sentence indexes already made (``SentenceIndex``), one file per text in `$XDG_CACHE_HOME/kanji-tui/
/// sentences` (by default `~/.cache/kanji-tui/sentences`), named by ``SentenceIndexKey``: the library is segmented
/// once, and `kanji-tui sentences` reads a 10 MB library's indexes back in well under a second (BENCHMARKS.md,
/// issue 47).
///
/// A cache file, not a table of the user database: the index is derived (made again from the text whenever it is
/// missing), large (about the size of the texts) and no part of what the learner made, so it has no place in the file
/// they back up and sync, whose schema versions never change once released; and `sentences` only reads the user
/// database (read-only, or `immutable` when it cannot be written), where a cache must be written on first use. Keyed by
/// the text's content and the data's stamp, a changed text or new data is simply another name: nothing is ever stale.
///
/// Nothing here is precious: a file that cannot be read or is damaged is a miss, and one that cannot be written is
/// said by ``store(_:for:)`` and never stops the command. Written under a temporary name and renamed, so a reader
/// never sees half a file.
public struct SentenceIndexCache: Sendable {
    /// The folder of the indexes.
    public let directory: String

    /// A file no text of the library names is deleted once untouched this long (a hit touches its file): the index of
    /// a text since changed or removed, or made with older data.
    public static let unusedLifetimeSeconds = 30 * 24 * 3600

    public init(directory: String) {
        self.directory = directory
    }

    /// The folder from the environment: `$XDG_CACHE_HOME/kanji-tui/sentences` when it is absolute (XDG ignores a
    /// relative one), else `$HOME/.cache/kanji-tui/sentences`; nil when neither is set.
    public static func directory(environment: [String: String]) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") { return cacheHome + "/kanji-tui/sentences" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/kanji-tui/sentences" }
        return nil
    }

    /// Where the index of `key` is kept.
    public func path(of key: SentenceIndexKey) -> String { directory + "/" + key.hex + ".idx" }

    /// The kept index of `key`, its file touched; nil when none is kept or the file is damaged.
    public func index(for key: SentenceIndexKey) -> SentenceIndex? {
        let path = path(of: key)
        guard let bytes = try? FileReader.read(path), let index = SentenceIndex(bytes: bytes) else { return nil }
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return index
    }

    /// Keeps `index` as `key`'s. - Returns: why it could not be kept, or nil.
    public func store(_ index: SentenceIndex, for key: SentenceIndexKey) -> String? {
        if let problem = makeDirectory() { return problem }
        let path = path(of: key)
        let partial = directory + "/" + key.hex + ".\(getpid()).part"
        let bytes = index.bytes
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return problem(errno) }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let code = errno
        close(descriptor)
        guard written, rename(partial, path) == 0 else {
            let failure = problem(written ? errno : code)
            unlink(partial)
            return failure
        }
        return nil
    }

    /// Deletes the indexes not in `keys` that were not touched for ``unusedLifetimeSeconds``, and any half-written file
    /// as old. - Returns: how many were deleted.
    @discardableResult
    public func removeUnused(keeping keys: Set<SentenceIndexKey>, now: Int = time(nil)) -> Int {
        guard let folder = opendir(directory) else { return 0 }
        defer { closedir(folder) }
        let kept = Set(keys.map { $0.hex + ".idx" })
        var removed = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".idx") || name.hasSuffix(".part"), !kept.contains(name) else { continue }
            var status = stat()
            let path = directory + "/" + name
            guard stat(path, &status) == 0, now - status.st_mtim.tv_sec >= Self.unusedLifetimeSeconds else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Makes the folder and its parents. - Returns: why it cannot be made, or nil.
    private func makeDirectory() -> String? {
        var built = ""
        for part in directory.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o755) != 0 && errno != EEXIST { return problem(errno) }
        }
        return nil
    }

    private func problem(_ code: Int32) -> String {
        "the sentence index cannot be kept in \(directory) (\(String(cString: strerror(code)).lowercased()))"
    }
}
