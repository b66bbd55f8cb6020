import Foundation

/// `dictionaries/manifest.json`: the installed dictionaries in the learner's order, each enabled or not. The one
/// file a change of order or of a flag rewrites (a temporary name, then `rename`), so the list is always whole.
struct DictionaryManifest: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var title: String
        var revision: String
        /// The dictionary's folder inside the dictionaries' folder.
        var folder: String
        var enabled: Bool
    }

    var dictionaries: [Entry] = []
    /// The title of the frequency dictionary the learner ranks words by (`dict rank`); nil for the built-in ranking.
    /// Absent from the manifests written before it, which decode as nil.
    var ranking: String?

    static let fileName = "manifest.json"

    /// The manifest in `directory`, or an empty one when there is none yet.
    static func load(from directory: String) throws(StorageError) -> DictionaryManifest {
        let path = directory + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return DictionaryManifest() }
        do {
            return try JSONDecoder().decode(DictionaryManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw StorageError(path: path, problem: "not a manifest kanji-tui can read (\(error.localizedDescription))")
        }
    }

    func save(to directory: String) throws(StorageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw StorageError(path: directory, problem: "\(error)") }
        try AtomicFile.write(data, to: directory + "/" + Self.fileName)
    }
}

/// A small file written whole or not at all: a temporary name beside it, `fsync`, then `rename`.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws(StorageError) {
        let temporary = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw StorageError(path: temporary, problem: "cannot be written")
        }
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { fsync(descriptor); close(descriptor) }
        guard rename(temporary, path) == 0 else {
            let problem = StorageError(path: path, errno: errno)
            unlink(temporary)
            throw problem
        }
    }
}
