/// Why a dictionary was not imported, naming the archive, the file inside it and the entry at fault where there is
/// one: "jitendex.zip: term_bank_3.json, entry 1204: item 6 (glossary), definition 1: …". Nothing of the dictionary
/// is installed when one is thrown.
public struct DictionaryImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The archive or a file in it is not what the format says (not a zip, no index, a row of the wrong shape,
        /// a zip bomb, a bank too large).
        case badDictionary
        /// The same title and revision is installed already.
        case alreadyInstalled
        /// The user's data directory could not be written.
        case storage
        /// A stop signal arrived between two steps.
        case stopped
    }

    public let kind: Kind
    /// The archive as the user named it.
    public let archive: String
    /// The file inside the archive, when the problem is in one.
    public let member: String?
    /// The 1-based entry of that file's array, when the problem is in one row.
    public let entry: Int?
    public let problem: String

    public init(_ kind: Kind, archive: String, member: String? = nil, entry: Int? = nil, problem: String) {
        self.kind = kind
        self.archive = archive
        self.member = member
        self.entry = entry
        self.problem = problem
    }

    public var description: String {
        var place = archive
        if let member { place += ": \(member)" }
        if let entry { place += ", entry \(entry)" }
        return "\(place): \(problem)"
    }
}
