import TestResources
import Foundation
import Testing
@testable import TerminalUI

/// docs/reference.md's key table is made from the same bindings as the footer and the `?` overlay (and the man
/// page's KEYS, which tools/manpage.py copies from this table): this test fails when they disagree, and
/// `UPDATE_GOLDENS=1 swift test` rewrites the table in docs/reference.md.
@Suite struct ReferenceKeyTableTests {
    private static let reference = Checkout.path("docs/reference.md")
    private static let begin = "<!-- keys: made from the bindings; UPDATE_GOLDENS=1 swift test rewrites it -->"
    private static let end = "<!-- /keys -->"

    @Test func the_reference_key_table_is_the_bindings() throws {
        let text = try String(contentsOfFile: Self.reference, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/reference.md has no key table marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let table = "\n" + KeyHelp.markdownTable + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try (text[..<start.upperBound] + table + text[stop.lowerBound...]).write(toFile: Self.reference, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == table,
                "docs/reference.md's key table differs from the bindings; UPDATE_GOLDENS=1 swift test rewrites it")
    }
}
