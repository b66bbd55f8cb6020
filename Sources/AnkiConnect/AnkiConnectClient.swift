import Foundation

/// A client of AnkiConnect, the add-on through which other programs reach the Anki a learner is running (and of any
/// server that speaks its protocol, such as PyPI's `anki-connect-server`): version 6, one JSON request per HTTP POST,
/// `{"action", "version", "params", "key"}` in and `{"result", "error"}` out.
///
/// Calls block the calling thread until Anki answers or ``timeout`` passes: the command line waits for them, and the
/// browser makes them on a thread of its own (``AnkiConnectQueue`` users), never on the key path. It knows AnkiConnect,
/// not kanji, the study list or the user database.
public struct AnkiConnectClient: Sendable {
    /// Where AnkiConnect listens (`http://127.0.0.1:8765` unless the learner changed the add-on's settings).
    public let address: URL
    /// The add-on's optional API key (its `apiKey` setting); sent with every request when set.
    public let key: String?
    /// How long one request waits for Anki's answer. A running Anki answers a local request in milliseconds; one
    /// showing a modal dialog does not answer at all, and a keep must not wait long for it.
    public let timeout: TimeInterval

    /// The address AnkiConnect listens on when its settings are untouched.
    public static let defaultAddress = URL(string: "http://127.0.0.1:8765")!
    /// The protocol version every request names; the add-on has answered it since 2018.
    public static let protocolVersion = 6

    public init(address: URL = Self.defaultAddress, key: String? = nil, timeout: TimeInterval = 5) {
        self.address = address
        self.key = key.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
    }

    /// Reads an address as the learner typed it: `127.0.0.1:8765`, `localhost:8765`, or a whole `http://` URL. AnkiConnect
    /// speaks plain HTTP only (the add-on has no TLS), so `https://` is refused rather than sent in the clear.
    /// - Throws: ``AnkiConnectError/badAddress(_:)`` naming what was given, for anything that is not a host and port.
    public static func address(parsing text: String) throws(AnkiConnectError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: withScheme), let scheme = components.scheme?.lowercased(),
              scheme == "http", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, let url = components.url else {
            throw .badAddress(text)
        }
        return url
    }

    /// Sends `action` and returns its result.
    /// - Throws: ``AnkiConnectError``: `.unreachable` when nothing answers at ``address`` (Anki closed, the add-on
    ///   missing), `.refused` for Anki's own error (a missing deck, a duplicate, a wrong key), `.badAnswer` for an
    ///   answer that is not AnkiConnect's.
    public func perform<Parameters, Result>(_ action: AnkiConnectAction<Parameters, Result>) throws(AnkiConnectError) -> Result {
        let body: Data
        do {
            body = try JSONEncoder().encode(Envelope(action: action.name, version: Self.protocolVersion, params: action.parameters, key: key))
        } catch {
            throw .badRequest(action.name, String(describing: error))
        }
        return try AnkiConnectAnswer<Result>.result(of: action.name, in: try post(body))
    }

    /// The request's JSON: the action, the protocol version, its parameters (left out when it takes none) and the key.
    private struct Envelope<Parameters: Encodable>: Encodable {
        let action: String
        let version: Int
        let params: Parameters?
        let key: String?
    }

    /// One POST, waited for. The add-on reads only the body; `anki-connect-server` also insists on the JSON
    /// content type, which the add-on accepts too.
    private func post(_ body: Data) throws(AnkiConnectError) -> Data {
        let answer = try HTTPPost(url: address, timeout: timeout).send(Array(body), contentType: "application/json")
        guard (200..<300).contains(answer.status) else {
            throw .badAnswer("HTTP \(answer.status): " + String(decoding: answer.body.prefix(200), as: UTF8.self))
        }
        return Data(answer.body)
    }
}
