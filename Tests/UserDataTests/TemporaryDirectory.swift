import Foundation

/// A fresh directory under /tmp for one test, removed (with everything in it) when the test is done.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("UserDataTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    deinit {
        // Anything made unwritable in here was made writable again by the test's `defer` (see `Unwritable`).
        try? FileManager.default.removeItem(atPath: path)
    }
}
