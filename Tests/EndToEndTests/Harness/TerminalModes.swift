/// A terminal's line discipline settings as `stty -a` prints them.
///
/// The browser puts the terminal in raw mode (`-icanon -echo`); whatever way it ends, the shell that runs it
/// next must find it cooked again (`icanon echo`), or the user's terminal is left unusable.
struct TerminalModes: CustomStringConvertible {
    /// Every word of the output, e.g. `icanon`, `-echo`, `rows`.
    let flags: Set<String>
    let description: String

    init(sttyOutput: String) {
        description = sttyOutput
        flags = Set(sttyOutput.split { $0.isWhitespace || $0 == ";" }.map(String.init))
    }

    /// Line editing and echo on, as a shell expects.
    var isSane: Bool {
        flags.isSuperset(of: ["icanon", "echo"]) && flags.isDisjoint(with: ["-icanon", "-echo"])
    }

    /// Line editing and echo off, as a full-screen program sets them.
    var isRaw: Bool {
        flags.isSuperset(of: ["-icanon", "-echo"])
    }
}
