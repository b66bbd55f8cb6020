/// Why a word or sentence could not be said, as one line for the person: what is missing or what failed, and what
/// to do about it where something can be done. Speech is a help beside the screen, so every failure ends here,
/// said once, and nothing else changes.
public enum SpeechError: Error, Sendable, Hashable {
    /// No text to say once it is cleaned (empty, only spaces or punctuation).
    case emptyText
    /// More characters than a word or a sentence or two (`SpeechText.maximumCharacters`).
    case textTooLong(characters: Int, limit: Int)
    /// `open_jtalk` is not on `PATH` (Debian's `open-jtalk`).
    case synthesizerMissing
    /// The Mei voice file is not beside the data.
    case voiceMissing(path: String)
    /// Open JTalk's dictionary folder (Debian's `open-jtalk-mecab-naist-jdic`) is missing.
    case dictionaryMissing(path: String)
    /// Open JTalk ran and wrote no audio: its first line of complaint, or its exit status.
    case synthesisFailed(reason: String)
    /// The process did not finish in time and was stopped.
    case timedOut(program: String, seconds: Int)
    /// None of the players kanji-tui knows is on `PATH`.
    case noPlayer(searched: [String])
    /// The player ran and failed (no sound server, no device, over ssh with no audio).
    case playerFailed(program: String, reason: String, overSSH: Bool)
    /// The cache folder cannot be made or written (a full disk, a file in the way, no permission).
    case cacheUnwritable(path: String, reason: String)
    /// The output file of `say` cannot be written.
    case outputUnwritable(path: String, reason: String)

    /// The line shown in the header (the browser) or printed after "kanji-tui: " (`say`).
    public var message: String {
        switch self {
        case .emptyText:
            "nothing to say: the text has no words"
        case .textTooLong(let characters, let limit):
            "the text is \(characters) characters long; speech takes at most \(limit) (a word, or a sentence or two)"
        case .synthesizerMissing:
            "cannot speak: open_jtalk is not installed (Debian: apt install open-jtalk)"
        case .voiceMissing(let path):
            "cannot speak: the voice \(path) is missing (reinstall kanji-tui or run 'make data')"
        case .dictionaryMissing(let path):
            "cannot speak: Open JTalk's dictionary \(path) is missing (Debian: apt install open-jtalk-mecab-naist-jdic)"
        case .synthesisFailed(let reason):
            "cannot speak: open_jtalk failed: \(reason)"
        case .timedOut(let program, let seconds):
            "cannot speak: \(program) did not finish in \(seconds) s and was stopped"
        case .noPlayer(let searched):
            "cannot play: no audio player found (" + searched.joined(separator: ", ") + "; Debian: apt install pipewire-bin, pulseaudio-utils or alsa-utils)"
        case .playerFailed(let program, let reason, let overSSH):
            "cannot play: \(program) failed: \(reason)" + (overSSH ? " (over ssh this machine may have no audio)" : "")
        case .cacheUnwritable(let path, let reason):
            "cannot keep the audio in \(path): \(reason)"
        case .outputUnwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
