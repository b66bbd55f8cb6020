import Glibc
import FSRS

/// The wall clock, the one place real time enters the screens: the app's default for `BrowserServices.now`.
/// Tests give their own closure instead, so a due time or a review's grade never depends on when a test ran.
public enum SystemClock {
    /// The current time, in whole seconds since 1970 (UTC), as the scheduler and the deck count it.
    public static func now() -> Timestamp {
        Timestamp(secondsSince1970: Int64(time(nil)))
    }
}
