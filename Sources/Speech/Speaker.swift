import Foundation

/// Says words and sentences beside the screen (issue 36 §2): the key that asks returns at once, and the sound
/// follows, made by Open JTalk (or taken from the ``SpeechCache``) and played by the machine's ``AudioPlayer`` on a
/// thread of its own.
///
/// What can be known at once — the text, the program, the voice, the dictionary, a player, the cache's folder — is
/// checked in ``speak(_:)`` (microseconds: a few `access` and `stat` calls) and said at once. What comes later —
/// Open JTalk failing, the disk full, the player failing — is kept for ``takeLateFailure()``, which the key loop asks
/// while ``isBusy``. A newer request stops the sound playing and replaces it; only the newest request's failure is
/// said.
public final class Speaker: @unchecked Sendable {
    public let voice: SpeechVoice
    /// nil when neither `$XDG_CACHE_HOME` nor `$HOME` says where a cache goes.
    public let cache: SpeechCache?
    /// `PATH`, where the programs are looked for on each request.
    private let searchPath: String?
    /// Whether the session came over ssh (`$SSH_CONNECTION`): a failing player's message says so.
    private let overSSH: Bool

    private let lock = Mutex()
    /// Held while Open JTalk makes a sound: one at a time, so keys pressed fast make no pile of processes (and two
    /// requests for one text never write the same file), and a request no longer the newest makes nothing.
    private let synthesis = Mutex()
    /// The newest request's number: a thread whose request is older plays nothing.
    private var generation = 0
    /// The player playing now, stopped by a newer request.
    private var playing: ChildProcess?
    private var running = 0
    private var lateFailure: SpeechError?

    public init(voice: SpeechVoice, cache: SpeechCache?, searchPath: String? = ExecutablePath.processSearchPath,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.voice = voice
        self.cache = cache
        self.searchPath = searchPath
        overSSH = environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil
    }

    /// Starts saying `text`; returns at once.
    /// - Returns: why it cannot, when that is known at once; nil when the sound is on its way.
    public func speak(_ text: String) -> SpeechError? {
        let prepared: (SpeechText, OpenJTalk, AudioPlayer, SpeechCache)
        do {
            prepared = try prepare(text)
        } catch {
            return error
        }
        let number: Int = lock.locked {
            generation += 1
            running += 1
            lateFailure = nil
            playing?.stop()
            return generation
        }
        Thread.detachNewThread { [self] in
            let failure = run(prepared, generation: number)
            lock.locked {
                if number == generation, let failure { lateFailure = failure }
                running -= 1
            }
        }
        return nil
    }

    /// Whether a sound is being made or played, or a late failure waits to be taken (the key loop then looks for
    /// ``takeLateFailure()`` now and then).
    public var isBusy: Bool { lock.locked { running > 0 || lateFailure != nil } }

    /// Whether a sound is being made or played.
    var isRunning: Bool { lock.locked { running > 0 } }

    /// The failure of the newest request that came after ``speak(_:)`` returned, once; nil when none.
    public func takeLateFailure() -> SpeechError? {
        lock.locked {
            defer { lateFailure = nil }
            return lateFailure
        }
    }

    /// The WAV of `text`, made or from the cache, on the caller's thread (`say`, the benchmark).
    public func audio(for text: SpeechText) throws(SpeechError) -> String {
        guard let cache else { throw Self.noCacheFolder }
        return try cache.audio(for: text, synthesizer: OpenJTalk(voice: voice, searchPath: searchPath))
    }

    // MARK: Private

    private static let noCacheFolder = SpeechError.cacheUnwritable(path: "~/.cache/kanji-tui", reason: "neither $XDG_CACHE_HOME nor $HOME is set")

    /// The checks that take microseconds: the text, a player, Open JTalk and its voice and dictionary, a cache folder.
    private func prepare(_ text: String) throws(SpeechError) -> (SpeechText, OpenJTalk, AudioPlayer, SpeechCache) {
        let line = try SpeechText(text)
        guard let player = AudioPlayer.find(in: searchPath) else { throw .noPlayer(searched: AudioPlayer.preference) }
        let synthesizer = try OpenJTalk(voice: voice, searchPath: searchPath)
        guard let cache else { throw Self.noCacheFolder }
        return (line, synthesizer, player, cache)
    }

    /// Makes (or finds) the sound and plays it, unless a newer request came meanwhile; the failure, if any.
    private func run(_ prepared: (SpeechText, OpenJTalk, AudioPlayer, SpeechCache), generation number: Int) -> SpeechError? {
        let (text, synthesizer, player, cache) = prepared
        do {
            let made: String? = try synthesis.locked { () throws(SpeechError) -> String? in
                guard lock.locked({ number == generation }) else { return nil }
                return try cache.audio(for: text, synthesizer: synthesizer)
            }
            guard let path = made else { return nil }
            let seconds = (try? FileBytes.read(path, limit: 64 << 20)).flatMap(WAVInfo.init)?.seconds ?? 0
            let process: ChildProcess? = try lock.locked { () throws(SpeechError) -> ChildProcess? in
                guard number == generation else { return nil }
                let process = try player.start(path, overSSH: overSSH)
                playing = process
                return process
            }
            guard let process else { return nil }
            defer { lock.locked { if playing === process { playing = nil } } }
            try player.finish(process, seconds: seconds, overSSH: overSSH)
            return nil
        } catch {
            return error as? SpeechError
        }
    }
}
