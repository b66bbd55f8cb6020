import FSRS
import KanjiKit

/// Every destination a coordinator can decide on, as a value. A coordinator never builds another feature's
/// coordinator or pushes another feature's screen: it names where the person goes next, and its tab's
/// ``TabNavigator`` turns the route into a child coordinator and a push. A new destination is a new case here,
/// and the compiler then names the one `switch` that must say how to get there (``TabNavigator/show(_:from:)``).
///
/// Routes carry what the destination is about (a kanji, a word), never a screen: the same route opens the same
/// place from any tab, from a deep link (``AppLink``) or from a test.
nonisolated public enum AppRoute {
    /// A kanji's detail: readings, meanings, its words grouped by reading, its drawing.
    case kanjiDetail(Kanji)
    /// A word's detail: its forms, senses and conjugation.
    case wordDetail(DictionaryEntry)
    /// The word search with `query` already typed, on the stack it is asked from: `*日*` lists every word written
    /// with 日, most common first (issue 21: a kanji's detail offers every word containing it).
    case wordSearch(String)
    /// A word's kanji, on the kanji list screen the all-kanji list is.
    case kanjiOfWord(DictionaryEntry)
    /// A kanji's stroke order, drawn stroke by stroke.
    case strokeOrder(Kanji)
    /// A kanji's components, each with its strokes and meaning.
    case components(of: Kanji)
    /// Every kanji that contains one component, on the kanji list screen.
    case kanjiContaining(ComponentDescription)
    /// The filter form over one kanji list, which it filters while both are shown. The list is held only while
    /// the route is followed; the form's flow keeps it weakly.
    case filter(KanjiListViewModel)
    /// A review of the cards due by `dueBy` (`count` of them, not zero); `reported` hears how it ended — finished,
    /// or left early with how far it got — once, whichever way the person left it.
    case review(dueBy: Timestamp, count: Int, reported: (ReviewResult) -> Void)
    /// The study list's statistics: reviews per day, the due forecast, true retention, cards by state, stability.
    case studyStatistics
    /// The data sources and licences.
    case about
    /// A text in the reader, at the position it was left at.
    case reader(ReadingEntry)
    /// The canvas where a kanji is found by drawing it.
    case draw
}
