import TestResources
import Foundation
import Testing

/// Every numeric option of the commands at the edges of what a double holds and past Int64's range: a usage error
/// (status 64, "Error: …" naming the option or the value) or, where the value is a good one (`--limit=-0` is 0,
/// all), a result; never a trap.
@Suite final class NumericArgumentTests {
    let directory: URL
    let userData: String
    let text: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("NumericArgumentTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
        text = directory.appendingPathComponent("text.txt").path
        try Data("日本語を勉強します。\n".utf8).write(to: URL(fileURLWithPath: text))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static let edgeNumbers = ["1.7976931348623157e308", "-1.7976931348623157e308", "5e-324", "1e308", "1e30", "-0", "-1",
                              "9223372036854775808", "-9223372036854775809", "1e19", "9223372036854775807",
                              "-9223372036854775808", "nan", "inf"]

    /// A command with a numeric option, and the values of `edgeNumbers` it takes with the status it then ends with
    /// (all others are usage errors).
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let option: String
        let accepted: [String: Int32]
        var testDescription: String { (arguments + [option]).joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["show", "日"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["list"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        // A stroke count no kanji has: found nothing, status 1.
        Case(arguments: ["list"], option: "--strokes", accepted: ["9223372036854775807": 1]),
        Case(arguments: ["search", "water"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["words", "日本"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["analyze", "TEXT"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["sentences", "--i1", "USER"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["history", "USER"], option: "--limit", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["study", "stats", "USER"], option: "--width", accepted: [:]),
        Case(arguments: ["study", "optimize", "USER"], option: "--retention", accepted: [:]),
        Case(arguments: ["study", "config", "USER"], option: "--new-per-day", accepted: ["-0": 0, "9223372036854775807": 0]),
        Case(arguments: ["study", "config", "USER"], option: "--reviews-per-day", accepted: ["-0": 0, "9223372036854775807": 0]),
    ]

    @Test(arguments: cases)
    func a_number_at_the_edges_is_a_usage_error_or_a_good_value_never_a_crash(command: Case) throws {
        let arguments = command.arguments.flatMap { argument in
            switch argument {
            case "TEXT": [text]
            case "USER": ["--user-data", userData]
            default: [argument]
            }
        }
        for number in Self.edgeNumbers {
            let outcome = try KanjiTUIProcess.run(arguments + ["\(command.option)=\(number)"],
                                                  environment: ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources])
            let label = "\(command.testDescription)=\(number)"
            if let status = command.accepted[number] {
                // (history on no file says it is empty, with status 0 all the same.)
                #expect(outcome.status == status, "\(label): \(outcome.standardError)")
            } else {
                #expect(outcome.status == 64, "\(label): \(outcome.standardError)")
                #expect(outcome.standardOutput.isEmpty, "\(label)")
                #expect(outcome.standardError.hasPrefix("Error: "), "\(label): \(outcome.standardError)")
                let named = outcome.standardError.contains(command.option) || outcome.standardError.contains(number)
                #expect(named, "\(label): \(outcome.standardError)")
            }
        }
    }

    @Test func the_largest_daily_limits_are_kept_and_the_study_list_still_works() throws {
        let user = ["--user-data", userData]
        let environment = ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources]
        #expect(try KanjiTUIProcess.run(["study", "add", "日", "水", "--kanji"] + user, environment: environment).status == 0)
        let config = try KanjiTUIProcess.run(["study", "config", "--new-per-day", "9223372036854775807",
                                              "--reviews-per-day", "9223372036854775807"] + user, environment: environment)
        #expect(config.status == 0, "\(config.standardError)")
        #expect(config.standardOutput.hasPrefix("new cards per day: 9223372036854775807\nreviews per day: 9223372036854775807\n"))
        for arguments in [["study", "list", "--due"], ["study", "stats"], ["study", "export", "--json"]] {
            let outcome = try KanjiTUIProcess.run(arguments + user, environment: environment)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
    }
}
