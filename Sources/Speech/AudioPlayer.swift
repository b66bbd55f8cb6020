/// A program that plays a WAV file, found on `PATH` when a sound is to be played: PipeWire's `pw-play`, else
/// PulseAudio's `paplay` (PipeWire serves it too), else ALSA's `aplay` — the first of these the machine has, in that
/// order, wherever each is on `PATH`.
public struct AudioPlayer: Sendable, Hashable {
    /// The players looked for, best first.
    public static let preference = ["pw-play", "paplay", "aplay"]

    /// The program's path.
    public let executable: String

    /// The first of ``preference`` found on `searchPath`; nil when the machine has none.
    public static func find(in searchPath: String?) -> AudioPlayer? {
        for name in preference {
            if let path = ExecutablePath.find(name, in: searchPath) { return AudioPlayer(executable: path) }
        }
        return nil
    }

    /// The program's name ("pw-play").
    public var name: String { String(executable.split(separator: "/").last ?? Substring(executable)) }

    /// The arguments that play `path`: the file alone, and `aplay` told to be quiet (it prints what it plays).
    public func arguments(playing path: String) -> [String] {
        name == "aplay" ? ["-q", path] : [path]
    }

    /// Starts playing `path`, beside the caller.
    /// - Throws: ``SpeechError/playerFailed(program:reason:overSSH:)`` when it cannot be started.
    public func start(_ path: String, overSSH: Bool) throws(SpeechError) -> ChildProcess {
        do {
            return try ChildProcess(executable: executable, arguments: arguments(playing: path))
        } catch {
            throw .playerFailed(program: name, reason: error.reason, overSSH: overSSH)
        }
    }

    /// Waits for a started player: the sound's length and 5 s more (a player with no device may wait for one
    /// forever), then it is stopped.
    /// - Throws: ``SpeechError/playerFailed(program:reason:overSSH:)`` when it exits with a failure or is stopped at
    ///   the deadline.
    public func finish(_ process: ChildProcess, seconds: Double, overSSH: Bool) throws(SpeechError) {
        let limit = Int(seconds.rounded(.up)) + 5
        switch process.wait(until: .now + .seconds(limit)) {
        case .exited(0), .signalled: return  // signalled: stopped for a newer sound, not a failure
        case .exited(let status):
            throw .playerFailed(program: name, reason: process.firstErrorLine ?? "exit status \(status)", overSSH: overSSH)
        case .timedOut:
            throw .playerFailed(program: name, reason: "it did not finish within \(limit) s (no audio device?)", overSSH: overSSH)
        }
    }
}
