import FSRS

/// Knows when the study day begins (4:00 local time): where the daily limits start again and until when a card is
/// buried.
public protocol KnowsTheStudyDay {
    /// A value: the app gives the local offset from UTC (this module has no time zone); tests give a fixed one.
    var studyDay: StudyDay { get }
}

extension BrowserServices: KnowsTheStudyDay {}
