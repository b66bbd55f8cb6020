import FSRS

/// Knows when the study day begins (4:00 local time): where the daily limits start again and until when a card is
/// buried.
public protocol KnowsTheStudyDay {
    /// A value: the app gives the local offset from UTC (this module has no time zone); tests give a fixed one.
    var studyDay: StudyDay { get }
}

/// Stated beside the protocol, not in a list: a new capability is one new file plus its member in ``BrowserServices``.
extension BrowserServices: KnowsTheStudyDay {}
