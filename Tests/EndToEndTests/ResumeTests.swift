import Foundation
import Testing

/// `kanji-tui resume on`: the browser, started on nothing, opens on the screens it was quit on, and Back leaves them
/// the way they were reached — the same list of routes a deep link follows.
@Suite struct ResumeTests {
    @Test func quit_on_a_kanjis_components_then_resume_on_opens_there_and_back_retraces_the_way() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-resume-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let userData = folder.appendingPathComponent("user.sqlite").path

        do {
            // Resuming is off until asked for: the Kanji tab, as always.
            let session = try TmuxSession(columns: 100, rows: 30, userData: userData)
            defer { session.close() }
            try await session.waitFor("the all-kanji list") { $0.breadcrumb == "Kanji" && $0.position == "1/10361" }
            try session.type("/")
            try session.type("語")
            try session.sendKeys("Enter")
            try await session.waitFor("語's detail") { $0.breadcrumb == "Kanji › 語" }
            try session.type("c")
            try await session.waitFor("its components") { $0.breadcrumb == "Kanji › 語 › Components" }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let setting = try Spawn.run([KanjiTUIBinary.path, "resume", "on", "--user-data", userData],
                                    outputFile: folder.appendingPathComponent("resume.out").path)
        #expect(setting.output.hasPrefix("resume: on"), "\(setting.output)")

        let again = try TmuxSession(columns: 100, rows: 30, userData: userData)
        defer { again.close() }
        try await again.waitFor("語's components again") { $0.breadcrumb == "Kanji › 語 › Components" }
        try again.sendKeys("BSpace")
        try await again.waitFor("語's detail") { $0.breadcrumb == "Kanji › 語" }
        try again.sendKeys("BSpace")
        try await again.waitFor("the list, on 語") { $0.breadcrumb == "Kanji" && $0.highlightedWords.first == "語" }
    }
}
