/// What `storeMediaFile` gives back. The add-on documents the file's name as stored (Anki may change it); PyPI's
/// `anki-connect-server` 0.5.0 gives `null`. Either reads; on `null` ``name`` is `nil` and the caller keeps the name
/// it sent.
public struct AnkiConnectStoredFile: Decodable, Sendable, Equatable {
    /// The name Anki stored the file under, when it says.
    public let name: String?

    public init(name: String?) {
        self.name = name
    }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }
}

extension AnkiConnectStoredFile: AnkiConnectNullable {
    static var null: Self { Self(name: nil) }
}
