import FSRS
import Foundation

extension StudyDay {
    /// The study day in this machine's time zone, as it is now: the browser and the study commands count the
    /// daily limits from its 4:00. Computed here, beside the study commands' other Foundation code: FSRS, which
    /// defines the day, uses no Foundation and so knows no time zone.
    public static var local: StudyDay {
        StudyDay(utcOffsetSeconds: Int64(TimeZone.current.secondsFromGMT()))
    }
}
