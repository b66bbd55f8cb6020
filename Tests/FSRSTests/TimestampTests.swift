import FSRS
import Foundation
import Testing

@Suite struct TimestampTests {
    private let start = Timestamp(secondsSince1970: 1_767_225_600)

    @Test func whole_days_round_down_like_python_timedelta_days() {
        #expect(start.advanced(bySeconds: 86_399).wholeDays(since: start) == 0)
        #expect(start.advanced(bySeconds: 86_400).wholeDays(since: start) == 1)
        #expect(start.advanced(byDays: 36_500).wholeDays(since: start) == 36_500)
        #expect(start.advanced(bySeconds: -1).wholeDays(since: start) == -1)
        #expect(start.advanced(bySeconds: -86_400).wholeDays(since: start) == -1)
        #expect(start.advanced(bySeconds: -86_401).wholeDays(since: start) == -2)
    }

    @Test func a_card_encodes_its_times_as_bare_seconds_and_decodes_back() throws {
        let card = Card(id: 5, state: .review, step: nil, stability: 3.5, difficulty: 4.25,
                        due: start.advanced(byDays: 3), lastReview: start)
        let json = String(decoding: try JSONEncoder().encode(card), as: UTF8.self)
        #expect(json.contains("\"due\":1767484800") && json.contains("\"lastReview\":1767225600"))
        #expect(try JSONDecoder().decode(Card.self, from: Data(json.utf8)) == card)
    }

    @Test func a_day_and_a_time_read_as_their_utc_calendar_date_as_pythons_datetime_gives_them() {
        #expect(Timestamp.utcDate(ofDay: 0) == "1970-01-01")
        #expect(Timestamp.utcDate(ofDay: 20_782) == "2026-11-25")
        #expect(Timestamp.utcDate(ofDay: -25_508) == "1900-03-01")
        #expect(Timestamp(secondsSince1970: 1_795_629_900).utcMinuteText == "2026-11-25 18:05")
        #expect(Timestamp(secondsSince1970: -1).utcMinuteText == "1969-12-31 23:59")
    }
}
