import Foundation

/// Why a request to AnkiConnect gave no result, each case saying what to do about it in ``message``.
public enum AnkiConnectError: Error, Equatable, Sendable {
    /// Nothing answered at the address (Anki closed, AnkiConnect not installed, another port), with the system's reason.
    case unreachable(URL, String)
    /// Anki answered with an error of its own (a deck that does not exist, a duplicate, a wrong API key).
    case refused(action: String, String)
    /// What answered is not AnkiConnect, or sent something this client cannot read.
    case badAnswer(String)
    /// The request could not be written (a value JSON cannot hold).
    case badRequest(String, String)
    /// An address that is not a host and port or an http(s) URL, as given.
    case badAddress(String)

    /// One line for the learner, naming the address tried where there is one.
    public var message: String {
        switch self {
        case .unreachable(let address, let reason):
            "Anki is not answering at \(address.absoluteString) (\(reason)): is Anki running, with the AnkiConnect add-on?"
        case .refused(let action, let reason): "Anki refused \(action): \(reason)"
        case .badAnswer(let detail): "The answer is not AnkiConnect's: \(detail)"
        case .badRequest(let action, let detail): "The \(action) request could not be written: \(detail)"
        case .badAddress(let text): "'\(text)' is not an address of AnkiConnect (host:port, or http://host:port)"
        }
    }

    /// Whether the note may be sent later as it is: Anki was not there, rather than saying no.
    public var isUnreachable: Bool {
        if case .unreachable = self { true } else { false }
    }
}
