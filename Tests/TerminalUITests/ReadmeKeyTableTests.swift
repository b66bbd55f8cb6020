import TestResources
import Foundation
import Testing
@testable import TerminalUI

/// The README's key table is made from the same bindings as the footer and the `?` overlay: this test fails when
/// they disagree, and `UPDATE_GOLDENS=1 swift test` rewrites the table in the README.
@Suite struct ReadmeKeyTableTests {
    private static let readme = Checkout.path("README.md")
    private static let begin = "<!-- keys: made from the bindings; UPDATE_GOLDENS=1 swift test rewrites it -->"
    private static let end = "<!-- /keys -->"

    @Test func the_readme_key_table_is_the_bindings() throws {
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "README.md has no key table marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let table = "\n" + KeyHelp.markdownTable + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try (text[..<start.upperBound] + table + text[stop.lowerBound...]).write(toFile: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == table,
                "README.md's key table differs from the bindings; UPDATE_GOLDENS=1 swift test rewrites it")
    }
}
