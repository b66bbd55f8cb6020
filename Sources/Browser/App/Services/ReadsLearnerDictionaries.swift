/// Reads the learner's own dictionaries (issue 49): the word page, the reader's pane and the kanji page show their
/// entries beside the built-in ones.
public protocol ReadsLearnerDictionaries {
    /// The dictionaries imported with `kanji-tui dict import`; none in most tests. It refers to no coordinator or screen.
    var dictionaries: LearnerDictionaries { get }
}

extension BrowserServices: ReadsLearnerDictionaries {}
