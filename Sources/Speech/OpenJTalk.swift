import Glibc

/// Synthesizes speech with Open JTalk (`open_jtalk`, run as a process): a line of Japanese in, a 24 kHz 16-bit
/// mono WAV out (``sampleRate``). Checks first what it needs (the program on `PATH`, the voice, the dictionary), so a missing piece
/// is named rather than reported as Open JTalk's failure.
public struct OpenJTalk: Sendable {
    public let voice: SpeechVoice
    /// The program, found on `PATH` when made.
    public let executable: String
    /// The longest a synthesis may take: Open JTalk says a 1,000-character text in about 2 s on this project's
    /// machine, so this is only ever reached by a broken install.
    public static let timeoutSeconds = 30
    /// The sound's samples per second: Mei is a 48 kHz voice, and Open JTalk says it at 24 kHz (a 5 ms frame of
    /// ``framePeriod`` samples) for half the work and half the bytes — 1,000 words for an Anki package in half the
    /// time — with speech's whole band still in it (telephones carry 8 kHz).
    public static let sampleRate = 24_000
    /// Samples per frame at ``sampleRate``: Mei's 5 ms frames.
    public static let framePeriod = 120

    /// - Throws: ``SpeechError/synthesizerMissing``, ``SpeechError/voiceMissing(path:)`` or
    ///   ``SpeechError/dictionaryMissing(path:)``.
    public init(voice: SpeechVoice, searchPath: String? = ExecutablePath.processSearchPath) throws(SpeechError) {
        guard let executable = ExecutablePath.find("open_jtalk", in: searchPath) else { throw .synthesizerMissing }
        guard access(voice.voicePath, R_OK) == 0 else { throw .voiceMissing(path: voice.voicePath) }
        guard access(voice.dictionary + "/sys.dic", R_OK) == 0 else { throw .dictionaryMissing(path: voice.dictionary) }
        self.voice = voice
        self.executable = executable
    }

    /// Writes `text` said by the voice to `path` as a WAV, through a text file beside it (Open JTalk reads a file or
    /// its standard input; a file needs no pipe to feed), at the level ``SpeechLevel`` says: said with headroom
    /// (again with more, should a sample still reach full scale), then scaled to a peak of −1 dBFS.
    /// - Throws: ``SpeechError/synthesisFailed(reason:)`` when it writes no WAV, ``SpeechError/timedOut(program:seconds:)``,
    ///   ``SpeechError/cacheUnwritable(path:reason:)`` when the text file or the scaled sound cannot be written.
    public func synthesize(_ text: SpeechText, to path: String) throws(SpeechError) {
        let input = path + ".txt"
        defer { unlink(input) }
        do {
            try FileBytes.write(Array((text.line + "\n").utf8), to: input)
        } catch {
            throw .cacheUnwritable(path: input, reason: error.reason)
        }
        var sound = try say(input, to: path, gain: SpeechLevel.headroomGains[0])
        for gain in SpeechLevel.headroomGains.dropFirst() where SpeechLevel.fullScaleSamples(in: sound.bytes, sound.info) > 0 {
            sound = try say(input, to: path, gain: gain)
        }
        do {
            try FileBytes.write(SpeechLevel.normalized(sound.bytes, sound.info), to: path)
        } catch {
            unlink(path)
            throw .cacheUnwritable(path: path, reason: error.reason)
        }
    }

    /// One run of Open JTalk on the text file `input` at `gain` dB: the WAV it wrote to `path`, read back.
    private func say(_ input: String, to path: String, gain: Double) throws(SpeechError) -> (bytes: [UInt8], info: WAVInfo) {
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: executable,
                                       arguments: ["-x", voice.dictionary, "-m", voice.voicePath, "-s", String(Self.sampleRate),
                                                   "-p", String(Self.framePeriod), "-g", String(gain), "-ow", path, input])
        } catch {
            throw .synthesisFailed(reason: error.reason)
        }
        let deadline = ContinuousClock.now + .seconds(Self.timeoutSeconds)
        switch process.wait(until: deadline) {
        case .exited(0):
            guard let bytes = try? FileBytes.read(path, limit: 64 << 20), let info = WAVInfo(bytes) else {
                unlink(path)
                throw .synthesisFailed(reason: "it wrote no WAV audio")
            }
            return (bytes, info)
        case .exited(let status):
            unlink(path)
            // Open JTalk's own words: the text had nothing it could say ("waveform cannot be synthesized").
            throw .synthesisFailed(reason: process.firstErrorLine ?? "exit status \(status)")
        case .signalled(let signal):
            unlink(path)
            throw .synthesisFailed(reason: "stopped by signal \(signal)")
        case .timedOut:
            unlink(path)
            throw .timedOut(program: "open_jtalk", seconds: Self.timeoutSeconds)
        }
    }
}
