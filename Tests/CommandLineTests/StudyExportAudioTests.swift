import Foundation
import TestResources
import Testing

/// `study export --apkg --with-audio` from the command line (issue 36 §2): the words' audio in the package's media,
/// and its refusals — with another format, without Open JTalk — each one line, nothing written. (The real Anki
/// library imports such a package in tools/tests/test_anki_import.py.)
@Suite final class StudyExportAudioTests {
    let directory: URL
    let userData: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyExportAudioTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func study(_ arguments: [String], environment: [String: String] = [:]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study"] + arguments + ["--user-data", userData],
                                environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources,
                                              "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path].merging(environment) { $1 })
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @Test func each_word_s_audio_is_a_media_file_of_the_package() throws {
        #expect(try study(["add", "箸", "日本", "食べる", "--kanji"]).status == 0)
        let outcome = try study(["export", "--apkg", "--with-audio", "-o", path("audio.apkg")])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // The zip's entries and its media map, read by Python's zipfile (what make test has anyway).
        let read = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", """
            import json, sys, zipfile
            archive = zipfile.ZipFile(sys.argv[1])
            print(json.dumps({"entries": sorted(archive.namelist()), "media": json.loads(archive.read("media"))}))
            """, path("audio.apkg")])
        let zip = try #require(try JSONSerialization.jsonObject(with: read.outputBytes) as? [String: Any], "\(read.standardError)")
        let names = try #require(zip["media"] as? [String: String])
        #expect(zip["entries"] as? [String] == ["0", "1", "collection.anki2", "media"], "two words, two sounds (箸 alone is a kanji)")
        #expect(names.count == 2 && names.values.allSatisfy { $0.hasPrefix("kanji-tui-") && $0.hasSuffix(".wav") }, "\(names)")
    }

    @Test func with_another_format_it_is_a_usage_error() throws {
        let outcome = try study(["export", "--anki", "--with-audio", "-o", path("notes.txt")])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--with-audio is for --apkg"), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: path("notes.txt")))
    }

    @Test func without_open_jtalk_nothing_is_written() throws {
        #expect(try study(["add", "日本"]).status == 0)
        let outcome = try study(["export", "--apkg", "--with-audio", "-o", path("audio.apkg")], environment: ["PATH": path("no-bin")])
        #expect(outcome.status == 69)
        #expect(outcome.standardError == "kanji-tui: --with-audio: cannot speak: open_jtalk is not installed (Debian: apt install open-jtalk); nothing written\n")
        #expect(!FileManager.default.fileExists(atPath: path("audio.apkg")))
    }
}
