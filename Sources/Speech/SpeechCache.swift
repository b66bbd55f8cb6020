import Glibc

/// The sounds already made, as WAV files in `$XDG_CACHE_HOME/kanji-tui/speech` (by default
/// `~/.cache/kanji-tui/speech`), one per text and voice (``SpeechCacheKey``): a word is synthesized once, and played
/// from here after (≤ 50 ms, BENCHMARKS.md).
///
/// Bounded: after a sound is added, the least recently played go (a hit touches its file) until the folder holds at
/// most ``limitBytes``. Nothing here is precious — a file that is gone is made again — so any failure to keep a
/// sound is said (``SpeechError/cacheUnwritable(path:reason:)``) and never stops the rest.
public struct SpeechCache: Sendable {
    /// The folder of the sounds.
    public let directory: String
    /// The most bytes kept: 64 MB, some 1,200 words of Mei's 24 kHz audio.
    public let limitBytes: Int
    public static let defaultLimitBytes = 64 << 20

    public init(directory: String, limitBytes: Int = Self.defaultLimitBytes) {
        self.directory = directory
        self.limitBytes = limitBytes
    }

    /// The folder from the environment: `$XDG_CACHE_HOME/kanji-tui/speech` when it is absolute (XDG ignores a
    /// relative one), else `$HOME/.cache/kanji-tui/speech`; nil when neither is set.
    public static func directory(environment: [String: String]) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") { return cacheHome + "/kanji-tui/speech" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/kanji-tui/speech" }
        return nil
    }

    /// Where the sound of `key` is kept.
    public func path(of key: SpeechCacheKey) -> String { directory + "/" + key.hex + ".wav" }

    /// The kept sound of `key`, touched so it is the last to go; nil when it is not kept.
    public func hit(_ key: SpeechCacheKey) -> String? {
        let path = path(of: key)
        guard access(path, R_OK) == 0 else { return nil }
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// The sound of `text`, from the cache or made by `synthesizer` and kept, then the oldest let go past the limit.
    /// - Throws: ``SpeechError`` when it cannot be made or kept.
    public func audio(for text: SpeechText, synthesizer: OpenJTalk) throws(SpeechError) -> String {
        let key = SpeechCacheKey(text: text, voice: synthesizer.voice)
        if let kept = hit(key) { return kept }
        try makeDirectory()
        let path = path(of: key)
        let partial = directory + "/" + key.hex + ".\(getpid()).part"
        try synthesizer.synthesize(text, to: partial)
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw .cacheUnwritable(path: directory, reason: reason)
        }
        evict(keeping: path)
        return path
    }

    /// Makes the folder and its parents.
    func makeDirectory() throws(SpeechError) {
        var built = ""
        for part in directory.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o755) != 0 && errno != EEXIST {
                throw .cacheUnwritable(path: directory, reason: String(cString: strerror(errno)))
            }
        }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .cacheUnwritable(path: directory, reason: "not a folder")
        }
    }

    /// The kept sounds, oldest first, with their sizes.
    public func entries() -> [(path: String, bytes: Int, modified: timespec)] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var entries: [(path: String, bytes: Int, modified: timespec)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".wav") else { continue }
            var status = stat()
            let path = directory + "/" + name
            guard stat(path, &status) == 0 else { continue }
            entries.append((path, Int(status.st_size), status.st_mtim))
        }
        return entries.sorted { ($0.modified.tv_sec, $0.modified.tv_nsec, $0.path) < ($1.modified.tv_sec, $1.modified.tv_nsec, $1.path) }
    }

    /// Deletes the least recently used sounds until the folder holds at most ``limitBytes`` (never `kept`, the one
    /// just made).
    func evict(keeping kept: String) {
        let entries = entries()
        var total = entries.reduce(0) { $0 + $1.bytes }
        for entry in entries where total > limitBytes && entry.path != kept {
            if unlink(entry.path) == 0 { total -= entry.bytes }
        }
    }
}
