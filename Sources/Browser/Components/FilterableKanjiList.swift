import KanjiKit

/// A list of kanji the filter form narrows: what the form reads (the filter in force, the kanji it counts) and the
/// one thing it changes. The kanji list is one; the form knows only this, so the Filter feature names no type of the
/// KanjiList feature's.
public protocol FilterableKanjiList: AnyObject {
    /// The filter in force, which the form opens on.
    var filter: KanjiFilter { get }
    /// The kanji the list shows before filtering: what the form's counts are of.
    var sourceKanji: [Kanji] { get }
    /// Narrows the list to `filter`, as each change of the form asks.
    func setFilter(_ filter: KanjiFilter)
}
