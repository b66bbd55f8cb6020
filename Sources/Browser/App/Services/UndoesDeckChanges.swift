/// Remembers the one deck change `u` can take back now (``DeckUndo``): a keep, a removal, a setting changed on the
/// screen on top.
public protocol UndoesDeckChanges {
    /// The undo window; it holds only a value.
    var deckUndo: DeckUndo { get }
}

extension BrowserServices: UndoesDeckChanges {}
