import KanjiKit

/// Reads the kanji data (KANJIDIC2 and the files beside it: components, frequencies, the kanji search): what a
/// kanji's detail, a kanji list, the radical picker, the filter form, a review card and the Draw screen look up.
/// Read-only and shared, so any number of coordinators may hold it.
public protocol ReadsKanji {
    /// The kanji data, opened once for the app's lifetime.
    var store: KanjiStore { get }
}

extension BrowserServices: ReadsKanji {}

extension ReadsKanji {
    /// The kanji a route names by its character, or `nil` when the data has no such kanji (or cannot read it).
    func kanji(_ character: String) -> Kanji? {
        (try? store.kanji(for: character)) ?? nil
    }
}
