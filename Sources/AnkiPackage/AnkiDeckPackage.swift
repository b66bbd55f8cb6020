import Foundation
import ZIPFoundation

/// An Anki package (.apkg) of one deck: the notes, their note types, their cards with their review log, and the
/// deck's preset, as File → Import in Anki
/// (2.1.50 or later, and the desktop's own library, PyPI's `anki`) reads it.
///
/// The package is the zip Anki itself exports in its legacy format: `collection.anki2`, a schema-11 collection
/// (`AnkiCollection`), and `media`, the map from each media file's number in the zip to its name (`{}` without
/// any: `study export --with-audio` adds a word's audio, `AnkiMediaFile`). Schema 11 is the one format every
/// Anki since 2.1 imports; its note types and decks are JSON in the `col` row rather than the tables of newer
/// schemas, which Anki upgrades on import.
public struct AnkiDeckPackage: Sendable {
    /// The deck every card goes to; `::` makes a subdeck (Anki makes the parents it lacks).
    public let deck: String
    /// In the order Anki should show the new ones.
    public let notes: [AnkiNote]
    /// When the package is written (seconds since 1970): the notes' modification time, which is how Anki's
    /// importer knows a later package is newer than the notes it has and updates them.
    public let exportedAt: Int64
    /// The learner's time zone: Anki counts review days from 4:00 local time.
    public let timeZone: TimeZone
    /// The files the notes' fields name (`[sound:…]`), each once.
    public let media: [AnkiMediaFile]
    /// The deck preset the deck uses, in the package so that Anki's "Import deck presets" finds it.
    public let preset: AnkiDeckPreset

    public init(deck: String, notes: [AnkiNote], exportedAt: Int64, timeZone: TimeZone = .current, media: [AnkiMediaFile] = [],
                preset: AnkiDeckPreset = .ankiDefaults) {
        self.deck = deck
        self.notes = notes
        self.exportedAt = exportedAt
        self.timeZone = timeZone
        self.media = media
        self.preset = preset
    }

    /// The package's bytes, ready to be written to a file. The collection is built in a temporary folder of
    /// its own (SQLite needs a file), removed again before this returns.
    public func data() throws(AnkiPackageError) -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-tui-apkg-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite("a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = folder.appendingPathComponent("collection.anki2")
        try AnkiCollection(package: self).write(to: collection.path)
        let database: Data
        do {
            database = try Data(contentsOf: collection)
        } catch {
            throw .cannotWrite("the collection: \(error.localizedDescription)")
        }
        // Anki's legacy media: each file under its number ("0", "1"…), and `media` mapping the numbers to names.
        let numbered = media.enumerated().map { (name: String($0.offset), bytes: $0.element.bytes) }
        let names = Dictionary(uniqueKeysWithValues: media.enumerated().map { (String($0.offset), $0.element.name) })
        let map: Data
        do {
            map = try JSONSerialization.data(withJSONObject: names, options: [.sortedKeys])
        } catch {
            throw .cannotWrite("the media map: \(error)")
        }
        return try zip([("collection.anki2", database), ("media", map)] + numbered)
    }

    /// The entries in a zip in memory, deflated, dated `exportedAt` (so the same export gives the same bytes).
    private func zip(_ entries: [(name: String, bytes: Data)]) throws(AnkiPackageError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            for (name, bytes) in entries {
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(bytes.count),
                                     modificationDate: Date(timeIntervalSince1970: TimeInterval(exportedAt)),
                                     compressionMethod: .deflate) { position, size in
                    bytes.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            guard let data = archive.data else { throw AnkiPackageError.cannotWrite("the zip: no data") }
            return data
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw .cannotWrite("the zip: \(error)")
        }
    }
}

/// Why a package could not be made; the text completes "cannot write …".
public enum AnkiPackageError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .cannotWrite(let what): return "cannot write \(what)"
        }
    }
}
