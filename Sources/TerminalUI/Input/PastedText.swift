/// Text the terminal pasted between xterm's bracketed-paste markers (`ESC [ 200 ~` … `ESC [ 201 ~`), as one event
/// (`Key.paste`): never keys, so a paste cannot switch tabs or act on a screen, whatever it holds.
///
/// Clean by construction (`TerminalSession.PasteCollector`): line ends are `\n`, the escape sequences and control
/// characters the paste held are gone, and a character the terminal could not decode is U+FFFD.
public struct PastedText: Hashable, Sendable {
    public let text: String
    /// Whether the paste was longer than a text to read may be (``TerminalSession/PasteCollector``'s limit) and
    /// was cut there.
    public let wasCut: Bool

    public init(text: String, wasCut: Bool = false) {
        self.text = text
        self.wasCut = wasCut
    }

    /// The text on one line, for a prompt: each line end and tab is a space.
    public var asOneLine: String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}

extension Key {
    /// The pasted text, when the key is a paste.
    public var pasted: PastedText? {
        if case .paste(let pasted) = self { pasted } else { nil }
    }
}
