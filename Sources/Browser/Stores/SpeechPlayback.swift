/// Says a word or a sentence aloud beside the screen (issue 36 §2): `p` on a word, `P` on the reader's sentence.
///
/// The app's is the Speech library's `Speaker` (kanji-tui wires it: Open JTalk, a cache, the machine's player); the
/// tests give one that records what it was asked. A request returns at once — the sound follows on a thread of the
/// speaker's own — so no key ever waits for a synthesizer or a player.
public protocol SpeechPlayback: AnyObject {
    /// Starts saying `text`; returns at once.
    /// - Returns: the one line to show when it cannot (no player, no voice, over ssh with no audio); nil when the
    ///   sound is on its way.
    func speak(_ text: String) -> String?
    /// A failure that came after ``speak(_:)`` returned (the player failed, the disk is full), once; nil when none.
    func takeLateFailure() -> String?
    /// Whether a sound is being made or played, or a late failure waits: the key loop then looks for it now and
    /// then instead of sleeping until the next key.
    var isBusy: Bool { get }
}
