import Foundation

/// A new folder in the temporary directory for one test's files, removed with this object: a suite holds one
/// (strong: it is the folder's only owner) instead of making and removing its own in `init` and `deinit`.
public final class ScratchFolder {
    public let url: URL

    /// - Parameter name: the start of the folder's name (the suite's), followed by a UUID.
    public init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
