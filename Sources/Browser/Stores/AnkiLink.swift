/// The live link to the Anki the learner runs (issue 48), as the browser sees it: a keep (`a`) also sends a note
/// there, the pane says whether Anki has the word, and `O` opens its notes in Anki's browser.
///
/// Every call returns at once: the app's link (kanji-tui's, on AnkiConnect) queues the note in the user database
/// first, so nothing is lost when Anki is closed, and talks to Anki on a thread of its own; what it learns later
/// (sent, already there, not answering) comes back through ``takeLateReport()`` and ``presence(of:)``, which the key
/// loop looks at while ``isBusy`` — as a sound's late failure does. Tests give a recording one.
public protocol AnkiLink: AnyObject {
    /// Whether keeps go to Anki (the learner ran `kanji-tui anki setup` and did not switch it off).
    var isOn: Bool { get }
    /// Whether a keep also keeps the word in kanji-tui's study list; false when the learner reviews in Anki only.
    var keepsInStudyList: Bool { get }
    /// Queues `item`'s note, with the sentence it was kept from, and sends it beside the screen; how that went (or
    /// why it could not even be queued) comes back through ``takeLateReport()``.
    func send(_ item: LookupItem, context: StudyContext?)
    /// What is known of Anki having `item`; the first question for an item is asked beside the screen.
    func presence(of item: LookupItem) -> AnkiPresence
    /// Opens Anki's card browser on `item`'s notes.
    /// - Returns: the line to show now ("Anki has no note of 食べる yet"), or `nil` when asked.
    func browse(_ item: LookupItem) -> String?
    /// A line that came after ``send(_:context:)`` returned ("食べる added to Anki", "Anki is not answering at …;
    /// 食べる waits"), once; `nil` when none.
    func takeLateReport() -> String?
    /// Whether something the screen shows came back since the last call (an answer about a word, a line): the key
    /// loop then draws a frame.
    func takeChange() -> Bool
    /// Whether a note is on its way or a question waits for Anki, or a change waits to be drawn: the key loop then
    /// looks for it now and then.
    var isBusy: Bool { get }
}

/// Whether Anki has a word, as far as the link knows.
public enum AnkiPresence: Sendable, Equatable {
    /// The link is off: nothing is shown.
    case off
    /// The question is on its way.
    case asking
    /// Anki has no note of it in the deck.
    case absent
    /// Anki has this many notes of it.
    case present(notes: Int)
    /// Anki did not answer; the line says where it was asked.
    case unreachable(String)

    /// The pane's line: "Anki: has it (1 note) · O opens it", "Anki: not yet · a sends it".
    public var line: String? {
        switch self {
        case .off: nil
        case .asking: "Anki: asking…"
        case .absent: "Anki: not there yet · a sends it"
        case .present(let notes): "Anki: has it (\(notes) note\(notes == 1 ? "" : "s")) · O opens it"
        case .unreachable(let reason): "Anki: \(reason)"
        }
    }
}

/// The link when there is none (tests, and an app whose user database cannot be used): off, sending nothing.
public final class NoAnkiLink: AnkiLink {
    public init() {}
    public var isOn: Bool { false }
    public var keepsInStudyList: Bool { true }
    public func send(_ item: LookupItem, context: StudyContext?) {}
    public func presence(of item: LookupItem) -> AnkiPresence { .off }
    public func browse(_ item: LookupItem) -> String? { "The link to Anki is off: kanji-tui anki setup switches it on" }
    public func takeLateReport() -> String? { nil }
    public func takeChange() -> Bool { false }
    public var isBusy: Bool { false }
}
