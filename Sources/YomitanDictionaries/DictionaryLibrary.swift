import Foundation

/// The dictionaries a learner has imported: `dictionaries/` beside the user database, one folder a dictionary and
/// the manifest of their order. Every change takes the folder's lock (`flock` on `.lock`), so two `dict` commands
/// at once never write the manifest over each other.
public struct DictionaryLibrary: Sendable {
    /// One installed dictionary as `dict list` shows it.
    public struct Listing: Sendable, Equatable {
        public let dictionary: InstalledDictionary
        public let enabled: Bool
    }

    public static let folderName = "dictionaries"

    /// The dictionaries' folder (created by the first import).
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The library beside the user database at `databasePath` (`UserDataLocation`): `<its folder>/dictionaries`.
    public init(besideUserDatabase databasePath: String) {
        self.init(directory: (databasePath as NSString).deletingLastPathComponent + "/" + Self.folderName)
    }

    /// The installed dictionaries in the learner's order.
    public func list() throws(StorageError) -> [Listing] {
        try DictionaryManifest.load(from: directory).dictionaries.map { entry throws(StorageError) in
            Listing(dictionary: try info(of: entry), enabled: entry.enabled)
        }
    }

    /// Removes the dictionary called `title`, its folder and its line of the manifest.
    /// - Returns: what was removed.
    @discardableResult
    public func remove(title: String) throws(LibraryError) -> InstalledDictionary {
        try withManifest { manifest throws(LibraryError) in
            let position = try Self.position(of: title, in: manifest)
            let entry = manifest.dictionaries.remove(at: position)
            // The ranking it gave goes with it: words fall back to the built-in ranking.
            if manifest.ranking == entry.title { manifest.ranking = nil }
            let info = try? self.info(of: entry)
            return (info ?? InstalledDictionary(index: DictionaryIndex(title: entry.title, revision: entry.revision, format: 3),
                                                terms: 0, termMeta: 0, kanji: 0, kanjiMeta: 0, tags: 0, bytes: 0),
                    [entry.folder])
        }
    }

    /// Moves the dictionaries named first, in the order named; the others keep theirs after them.
    public func order(titles: [String]) throws(LibraryError) {
        try withManifest { manifest throws(LibraryError) in
            var moved: [DictionaryManifest.Entry] = []
            for title in titles {
                let position = try Self.position(of: title, in: manifest)
                moved.append(manifest.dictionaries.remove(at: position))
            }
            manifest.dictionaries.insert(contentsOf: moved, at: 0)
            return ((), [])
        }
    }

    /// Enables or disables the dictionary called `title`: a disabled one stays installed and answers no lookup.
    public func setEnabled(_ enabled: Bool, title: String) throws(LibraryError) {
        try withManifest { manifest throws(LibraryError) in
            manifest.dictionaries[try Self.position(of: title, in: manifest)].enabled = enabled
            return ((), [])
        }
    }

    /// The title of the dictionary words are ranked by (`dict rank`), or nil for the built-in ranking.
    public func rankingTitle() throws(StorageError) -> String? {
        try manifest().ranking
    }

    /// Ranks words by the frequencies of the dictionary called `title` (exactly or ignoring case), or by the
    /// built-in ranking again when `title` is nil.
    /// - Returns: the title as installed, or nil.
    @discardableResult
    public func setRanking(title: String?) throws(LibraryError) -> String? {
        try withManifest { manifest throws(LibraryError) in
            let installed = try title.map { title throws(LibraryError) in manifest.dictionaries[try Self.position(of: title, in: manifest)].title }
            manifest.ranking = installed
            return (installed, [])
        }
    }

    /// The installed title `title` names: itself, or the one title that matches it ignoring case.
    /// - Throws: `LibraryError` (not installed) naming the installed ones.
    public func installedTitle(_ title: String) throws(LibraryError) -> String {
        let manifest: DictionaryManifest
        do { manifest = try self.manifest() } catch { throw LibraryError(.storage, error.description) }
        return manifest.dictionaries[try Self.position(of: title, in: manifest)].title
    }

    // MARK: - Installing

    /// Moves a finished import's folder into place and lists it: the same title's other revision is replaced (its
    /// place in the order and its flag kept, its folder removed); the same revision is refused.
    /// - Returns: the revision replaced, if any.
    func install(_ temporary: String, as dictionary: InstalledDictionary) throws(LibraryError) -> InstalledDictionary? {
        try withManifest { manifest throws(LibraryError) in
            let existing = manifest.dictionaries.firstIndex { $0.title == dictionary.title }
            if let existing, manifest.dictionaries[existing].revision == dictionary.revision {
                throw LibraryError(.alreadyInstalled, "'\(dictionary.title)' revision \(dictionary.revision) is installed already (dict remove it first to import it again)")
            }
            let folder = "dictionary-" + UUID().uuidString.lowercased()
            guard rename(temporary, directory + "/" + folder) == 0 else {
                throw LibraryError(.storage, "\(directory)/\(folder): \(String(cString: strerror(errno)))")
            }
            let entry = DictionaryManifest.Entry(title: dictionary.title, revision: dictionary.revision, folder: folder, enabled: true)
            guard let existing else {
                manifest.dictionaries.append(entry)
                return (nil, [])
            }
            let old = manifest.dictionaries[existing]
            let replaced = try? info(of: old)
            manifest.dictionaries[existing] = DictionaryManifest.Entry(title: entry.title, revision: entry.revision, folder: folder, enabled: old.enabled)
            return (replaced, [old.folder])
        }
    }

    /// A new temporary folder for an import, named with this process's id so that a later import can tell an
    /// interrupted one's leftovers (its process gone) from a running one's.
    func makeImportFolder() throws(StorageError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StorageError(path: directory, problem: "cannot be created (\(error.localizedDescription))")
        }
        removeAbandonedImports()
        let path = directory + "/.import-\(getpid())-" + UUID().uuidString.lowercased()
        guard mkdir(path, 0o700) == 0 else { throw StorageError(path: path, errno: errno) }
        return path
    }

    /// Removes the temporary folders of imports whose process is gone (killed before it could clean up).
    private func removeAbandonedImports() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(".import-") {
            let pid = name.dropFirst(".import-".count).prefix { $0.isNumber }
            guard let process = Int32(pid), kill(process, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    /// The folder of the dictionary an entry names.
    func folder(of entry: DictionaryManifest.Entry) -> String {
        directory + "/" + entry.folder
    }

    func info(of entry: DictionaryManifest.Entry) throws(StorageError) -> InstalledDictionary {
        let path = folder(of: entry) + "/" + DictionaryFile.info
        do {
            return try JSONDecoder().decode(InstalledDictionary.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw StorageError(path: path, problem: "cannot be read (\(error.localizedDescription)); remove the dictionary and import it again")
        }
    }

    func manifest() throws(StorageError) -> DictionaryManifest {
        try DictionaryManifest.load(from: directory)
    }

    // MARK: - The lock

    /// Runs `change` on the manifest under the folder's lock, saves it, then removes the folders it gives back.
    private func withManifest<Result>(
        _ change: (inout DictionaryManifest) throws(LibraryError) -> (Result, [String])
    ) throws(LibraryError) -> Result {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw LibraryError(.storage, "\(directory): cannot be created (\(error.localizedDescription))")
        }
        let lock = open(directory + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw LibraryError(.storage, "\(directory)/.lock: \(String(cString: strerror(errno)))") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LibraryError(.storage, "\(directory)/.lock: \(String(cString: strerror(errno)))") }
        }
        var manifest: DictionaryManifest
        do { manifest = try DictionaryManifest.load(from: directory) } catch { throw LibraryError(.storage, error.description) }
        let (result, removed) = try change(&manifest)
        do { try manifest.save(to: directory) } catch { throw LibraryError(.storage, error.description) }
        for folder in removed { try? FileManager.default.removeItem(atPath: directory + "/" + folder) }
        return result
    }

    /// Where `title` is in the manifest: the exact title, else the one title that matches it ignoring case.
    private static func position(of title: String, in manifest: DictionaryManifest) throws(LibraryError) -> Int {
        if let exact = manifest.dictionaries.firstIndex(where: { $0.title == title }) { return exact }
        let loose = manifest.dictionaries.indices.filter { manifest.dictionaries[$0].title.lowercased() == title.lowercased() }
        if loose.count == 1 { return loose[0] }
        let installed = manifest.dictionaries.map { "'\($0.title)'" }
        throw LibraryError(.notInstalled, "no dictionary '\(title)' is installed"
                           + (installed.isEmpty ? " (none is: dict import FILE.zip)" : " (installed: \(installed.joined(separator: ", ")))"))
    }
}

/// Why a change to the installed dictionaries was refused.
public struct LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case notInstalled
        case alreadyInstalled
        case storage
    }

    public let kind: Kind
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
