/// Text the terminal pasted between xterm's bracketed-paste markers (`ESC [ 200 ~` … `ESC [ 201 ~`), as one event
/// (`Key.paste`): never keys, so a paste cannot switch tabs or act on a screen, whatever it holds.
///
/// Clean by construction (`TerminalSession.PasteCollector`): line ends are `\n`, the escape sequences and control
/// characters the paste held are gone, and bytes that are not UTF-8 are U+FFFD.
public struct PastedText: Hashable, Sendable {
    public let text: String
    /// Whether the paste was longer than a text to read may be (``TerminalSession/PasteCollector``'s limit) and
    /// was cut there.
    public let wasCut: Bool
    /// How many U+FFFD stand for bytes that were not UTF-8 (a paste from a Latin-1 clipboard), so the app can say
    /// why the text shows them.
    public let replacements: Int

    public init(text: String, wasCut: Bool = false, replacements: Int = 0) {
        self.text = text
        self.wasCut = wasCut
        self.replacements = replacements
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
