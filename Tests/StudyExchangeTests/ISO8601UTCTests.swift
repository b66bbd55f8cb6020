import Foundation
import StudyExchange
import Testing

/// The times of the exchange formats (`study export --json`, `history --tsv`): the hand-written UTC time is Foundation's
/// ISO 8601 text.
@Suite struct ISO8601UTCTests {
    @Test(arguments: [
        0, 59, 951_782_400, 951_868_799, 1_800_000_000, 1_800_000_000.999, 4_102_444_800, 253_402_300_799, -1, -86_401.5,
    ] as [Double])
    func the_utc_time_is_foundations_iso_8601_text(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISO8601UTC.text(date) == date.formatted(.iso8601))
    }

    /// `study import` reads back the times the JSON export wrote, and nothing else: no other form, no day a month lacks.
    @Test(arguments: [0, 59, 951_782_400, 1_800_000_000, 253_402_300_799, -1] as [Int64])
    func the_text_reads_back_as_its_second(seconds: Int64) {
        #expect(ISO8601UTC.seconds(parsing: ISO8601UTC.text(secondsSince1970: seconds)) == seconds)
    }

    @Test(arguments: ["2027-01-15T08:00:00", "2027-01-15 08:00:00Z", "2027-02-31T08:00:00Z", "2027-01-15T24:00:00Z",
                      "2027-1-15T08:00:00Z", "２０２７-01-15T08:00:00Z", "tomorrow", ""])
    func any_other_text_is_no_time(text: String) {
        #expect(ISO8601UTC.seconds(parsing: text) == nil)
    }

    @Test func a_year_past_9999_is_left_to_foundation() {
        let date = Date(timeIntervalSince1970: 253_402_300_800)
        #expect(ISO8601UTC.text(date) == date.formatted(.iso8601))
    }
}
