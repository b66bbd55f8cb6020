/// Searches the learner's own dictionaries beside JMdict (issue 49): the Words tab lists the terms they have and
/// JMdict lacks, ranked by the frequency dictionary the learner chose.
public protocol SearchesLearnerDictionaries {
    /// The search over JMdict and the dictionaries imported with `kanji-tui dict import`; JMdict's alone in most tests.
    /// It refers to no coordinator or screen.
    var learnerSearch: LearnerWordSearch { get }
}

extension BrowserServices: SearchesLearnerDictionaries {}
