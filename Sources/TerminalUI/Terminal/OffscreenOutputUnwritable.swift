import Glibc

/// The file an offscreen session was to draw into could not be opened for writing.
public struct OffscreenOutputUnwritable: Error, CustomStringConvertible {
    /// The file asked for.
    public let path: String
    /// The system's reason (`strerror`).
    public let reason: String

    public var description: String {
        "\(path) cannot be written for an offscreen terminal: \(reason)"
    }
}
