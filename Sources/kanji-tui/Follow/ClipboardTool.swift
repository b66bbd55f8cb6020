import Foundation
import KanjiKit

/// The program that prints the clipboard on this desktop: `wl-paste` under Wayland, `xclip` or `xsel` under X11 —
/// the tools Debian packages (wl-clipboard, xclip, xsel). `read --clipboard` and `popup --clipboard` run it.
struct ClipboardTool {
    /// The program's path and its arguments that print the clipboard's text.
    let command: [String]

    /// The tool for the display the environment names, found on `PATH`; none is one clear line naming what to install.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws(FollowError) -> ClipboardTool {
        let wayland = environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false
        let x11 = environment["DISPLAY"].map { !$0.isEmpty } ?? false
        let candidates: [[String]] = (wayland ? [["wl-paste", "--no-newline", "--type", "text"]] : [])
            + (x11 ? [["xclip", "-selection", "clipboard", "-out"], ["xsel", "--clipboard", "--output"]] : [])
        for candidate in candidates {
            if let path = onPath(candidate[0], environment: environment) { return ClipboardTool(command: [path] + candidate.dropFirst()) }
        }
        guard wayland || x11 else {
            throw FollowError("there is no clipboard to read: neither $WAYLAND_DISPLAY nor $DISPLAY is set (in tmux, --tmux-buffer reads its paste buffer)")
        }
        throw FollowError("no clipboard tool found: install wl-clipboard (Wayland) or xclip or xsel (X11)")
    }

    /// The clipboard's text now, or why it could not be read.
    func read() -> Result<String, FollowError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(FollowError("\(command[0]) could not be run: \(error.localizedDescription)"))
        }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // wl-paste says 1 for an empty clipboard; xclip and xsel print nothing.
        guard process.terminationStatus == 0 || bytes.isEmpty else {
            return .failure(FollowError("\(command[0]) failed with status \(process.terminationStatus)"))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    private static func onPath(_ name: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
