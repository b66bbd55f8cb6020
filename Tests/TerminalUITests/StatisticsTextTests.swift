@testable import TerminalUI
import Testing

/// The statistics' numbers: one decimal, never a trap on a value no Int holds (a stability of 1e300 from a damaged or
/// hand-edited database crashed `study stats` with SIGILL).
@Suite struct StatisticsTextTests {
    @Test func one_decimal_rounds_and_keeps_the_sign_of_small_negatives() {
        #expect(StatisticsText.oneDecimal(2.94) == "2.9")
        #expect(StatisticsText.oneDecimal(3) == "3.0")
        #expect(StatisticsText.oneDecimal(-0.5) == "-0.5")
        #expect(StatisticsText.oneDecimal(-12.34) == "-12.3")
        #expect(StatisticsText.percent(0.905) == "90.5%")
    }

    @Test func numbers_past_any_int_are_written_not_trapped_on() {
        #expect(StatisticsText.oneDecimal(1e300) == "1e+300")
        #expect(StatisticsText.oneDecimal(-Double.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
        #expect(StatisticsText.oneDecimal(.infinity) == "inf")
        #expect(StatisticsText.oneDecimal(.nan) == "—")
    }
}
