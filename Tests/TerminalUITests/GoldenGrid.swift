import TestResources
import TestSupport
import Foundation
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// Golden "screen grids": a rendered frame compared line by line with a literal in the test.
enum GoldenGrid {
    static let resources = Checkout.resources

    /// A new browser over the one shared store (its parsed parts are computed once, behind a lock).
    /// - Parameter study: the study deck; an empty one in memory by default.
    static func browser(study: InMemoryStudyDeck = InMemoryStudyDeck()) -> KanjiBrowser {
        try! KanjiBrowser.inMemory(store: store, study: study, attribution: attribution)
    }

    static let store = try! KanjiStore(directory: resources)
    private static let attribution = try! String(contentsOfFile: resources + "/ATTRIBUTION.md", encoding: .utf8)

    /// A frame as the app draws it: the top screen is laid out once, given its room, then drawn with that layout.
    static func render(_ browser: KanjiBrowser, size: TerminalSize, overlay: Overlay? = nil) -> Frame {
        BrowserRenderer.render(browser, layout: BrowserRenderer.fit(browser, size: size), overlay: overlay)
    }

    /// The grid's lines with trailing blanks removed, so goldens stay readable; widths are checked apart.
    static func lines(_ frame: Frame) -> [String] {
        frame.grid.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Where the golden grids live: one file per screen and size, beside this file.
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Compares `frame` with the golden file `name`: its text (trailing blanks trimmed) and its styles (a letter per
    /// cell, with a legend). `UPDATE_GOLDENS=1 swift test` rewrites the files instead; review them with `git diff`.
    static func expect(_ frame: Frame, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = goldenText(frame)
        let path = goldens.appendingPathComponent(name + ".txt").path
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try! actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if actual != expected {
            Issue.record("grid differs from Goldens/\(name).txt (UPDATE_GOLDENS=1 rewrites it):\n\(diff(expected, actual))",
                         sourceLocation: sourceLocation)
        }
        for line in frame.grid.lines {
            #expect(line.displayWidth == frame.grid.width, "every row spans the grid exactly", sourceLocation: sourceLocation)
        }
    }

    /// The frame as a golden file: the text, then `--- styles`, a legend (`a = …`) and one letter per cell
    /// (`.` for the plain style; trailing dots trimmed).
    static func goldenText(_ frame: Frame) -> String {
        var letters: [Style: Character] = [Style.plain: "."]
        var legend: [String] = []
        var styleLines: [String] = []
        for row in 0..<frame.grid.height {
            var line = ""
            for column in 0..<frame.grid.width {
                let style = frame.grid[row, column].style
                if letters[style] == nil {
                    let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(legend.count)))
                    letters[style] = letter
                    legend.append("\(letter) = \(style)")
                }
                line.append(letters[style]!)
            }
            styleLines.append(String(line.reversed().drop { $0 == "." }.reversed()))
        }
        return (lines(frame) + ["--- styles"] + legend + styleLines).joined(separator: "\n") + "\n"
    }

    /// The lines that differ, as `-expected` / `+actual` with their line numbers.
    private static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { out.append("\(index + 1) -\(before)") }
            if let after { out.append("\(index + 1) +\(after)") }
        }
        return out.joined(separator: "\n")
    }
}
