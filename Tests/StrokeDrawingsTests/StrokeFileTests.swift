import KanjiKit
import Testing
@testable import StrokeDrawings

@Suite struct StrokeFileTests {
    @Test func reads_sun_in_four_strokes_as_kanjivg_draws_it() throws {
        let sun = StrokeFixtures.sun
        #expect(sun.character == "日")
        #expect(sun.strokes.count == 4)
        // 065e5.svg: stroke 1 starts at (31.5, 24.5), its number sits at (25.25, 32.63); quantised to ½ unit.
        #expect(sun.strokes[0].points.first == StrokePoint(x: 31.5, y: 24.5))
        #expect(sun.strokes[0].numberAnchor == StrokePoint(x: 25, y: 32.5), "25.25 rounds half to even")
        #expect(sun.strokes[2].points.last == StrokePoint(x: 78.5, y: 52.5))
        #expect(sun.strokes.allSatisfy { $0.points.count >= 2 })
    }

    @Test func covers_every_standard_kanjivg_drawing() {
        #expect(StrokeFixtures.file.count == 6_703)
        #expect(StrokeFixtures.file.characters.first == "!")
        #expect(StrokeFixtures.file.characters.contains("鬱"))
    }

    @Test func a_character_without_a_drawing_has_none() throws {
        #expect(try StrokeFixtures.file.drawing(for: "😀") == nil)
        #expect(try StrokeFixtures.file.drawing(for: "\u{10FFFF}") == nil)
        #expect(try StrokeFixtures.file.drawing(for: "e\u{301}") == nil, "two code points are never one drawing")
    }

    @Test func finds_the_first_and_the_last_character_of_the_index() throws {
        let characters = StrokeFixtures.file.characters
        #expect(try StrokeFixtures.file.drawing(for: characters.first!)?.character == characters.first)
        #expect(try StrokeFixtures.file.drawing(for: characters.last!)?.character == characters.last)
    }

    // MARK: - Bad files

    @Test func a_missing_file_names_itself() {
        #expect(throws: DatasetError(file: "/nonexistent/strokes.bin", problem: "No such file or directory")) {
            try StrokeFile(path: "/nonexistent/strokes.bin")
        }
    }

    @Test func another_format_is_refused() {
        let path = StrokeFixtures.temporaryFile(Array("#kanji-tui kanji v1\t…\n".utf8))
        #expect { try StrokeFile(path: path) } throws: { error in
            (error as? DatasetError)?.problem.hasPrefix("not a kanji-tui strokes file") == true
        }
    }

    @Test func a_truncated_file_is_refused_when_read() throws {
        let whole = try DataFile(contentsOf: StrokeFixtures.resources + "/" + StrokeFile.fileName).bytes
        let cutInTheIndex = StrokeFixtures.temporaryFile(Array(whole.prefix(1_000)))
        #expect { try StrokeFile(path: cutInTheIndex) } throws: { error in
            (error as? DatasetError)?.problem.contains("truncated") == true
        }
        let cutInTheRecords = StrokeFixtures.temporaryFile(Array(whole.prefix(whole.count - 10)))
        let file = try StrokeFile(path: cutInTheRecords)
        #expect(try file.drawing(for: "日") != nil)
        #expect { try file.drawing(for: file.characters.last!) } throws: { error in
            (error as? DatasetError)?.problem.contains("truncated") == true
        }
    }
}
