/// Why an Anki package or collection could not be read; `description` completes "kanji-tui: FILE: …".
public enum AnkiReadError: Error, Equatable, CustomStringConvertible {
    /// The file itself cannot be opened or read (its reason, from the system).
    case cannotRead(String)
    /// Not a zip: an .apkg or .colpkg always is one.
    case notAZip
    /// A zip without a collection in it; the names of what it holds.
    case noCollection([String])
    /// The package's `meta` names a format newer than those read here.
    case newerFormat(Int)
    /// A member inflates past the limit: a zip bomb, or a collection larger than anyone's.
    case tooLarge(member: String, limit: Int64)
    /// A member whose bytes are not what they claim (its checksum, its compression).
    case damaged(String, String)
    /// The collection's schema version is one this reader does not know.
    case unknownSchema(Int)
    /// The member is not an SQLite database of Anki's shape.
    case notACollection(String, String)
    /// The caller asked the unpacking or the reading to stop (a signal): nothing was kept of it.
    case stopped

    /// The collection schemas read here: 11, Anki 2.1's (every legacy package), to 18, the one Anki writes since
    /// 2.1.50 (its note types, fields and decks in tables of their own from 15 on).
    public static let readableSchemas = 11...18
    /// The package formats of `meta` read here: 1 (`collection.anki2`), 2 (`collection.anki21`) and 3
    /// (`collection.anki21b`, zstd).
    public static let readableFormats = 1...3

    public var description: String {
        switch self {
        case .cannotRead(let reason):
            return "cannot be read (\(reason))"
        case .notAZip:
            return "not an Anki package: not a zip file (an .apkg or .colpkg, as Anki exports them, is one)"
        case .noCollection(let members):
            let held = members.isEmpty ? "nothing" : members.prefix(8).joined(separator: ", ") + (members.count > 8 ? ", …" : "")
            return "not an Anki package: a zip without collection.anki21b, collection.anki21 or collection.anki2 (it holds \(held))"
        case .newerFormat(let version):
            return "an Anki package of format \(version), newer than the formats \(Self.readableFormats.lowerBound)–"
                + "\(Self.readableFormats.upperBound) kanji-tui reads; export it again with \"Support older Anki versions\" ticked"
        case .tooLarge(let member, let limit):
            return "\(member) inflates past \(Self.size(limit)), the most kanji-tui unpacks (a zip bomb, or a collection too large to import)"
        case .damaged(let member, let reason):
            return "\(member) is damaged (\(reason))"
        case .unknownSchema(let version):
            return "an Anki collection of schema \(version); kanji-tui reads schemas \(Self.readableSchemas.lowerBound) to "
                + "\(Self.readableSchemas.upperBound) (Anki 2.1 and later)"
        case .notACollection(let member, let reason):
            return "\(member) is not an Anki collection (\(reason))"
        case .stopped:
            return "stopped before it was read"
        }
    }

    /// "1 GiB", "512 MiB".
    static func size(_ bytes: Int64) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }
}
