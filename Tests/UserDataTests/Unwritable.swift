import Foundation

/// Makes a file or directory that this process really cannot write. The tests run as root, which
/// permissions (chmod 444) do not stop, so root uses the immutable attribute (`chattr +i`), which stops
/// root too; any other user gets chmod a-w.
enum Unwritable {
    static func make(_ path: String) throws {
        if geteuid() == 0 {
            try run("/usr/bin/chattr", ["+i", path])
        } else {
            try run("/bin/chmod", ["a-w", path])
        }
    }

    /// Undoes `make`, so the temporary directory can be removed.
    static func undo(_ path: String) {
        if geteuid() == 0 {
            try? run("/usr/bin/chattr", ["-i", path])
        } else {
            try? run("/bin/chmod", ["u+w", path])
        }
    }

    private struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
