import Foundation
import TestResources
import Testing

/// Issue 32 §1 as `analyze --json` shows it: each word lists every entry it may be, the one counted first, with its
/// JMdict sequence number; and the dictionary form the text writes it in.
@Suite final class AnalyzeCandidatesTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzeCandidatesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("text.txt").path
        try "どうなるかわからない。あなたはだれですか。バグを直してください。".write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func everyWordListsItsCandidatesTheCountedOneFirst() throws {
        let outcome = try KanjiTUIProcess.run(["analyze", path, "--json", "--user-data", directory.appendingPathComponent("user.sqlite").path],
                                              environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: outcome.outputBytes) as? [String: Any])
        let words = try #require(report["words"] as? [[String: Any]])
        var byHeadword: [String: [String: Any]] = [:]
        for word in words {
            let candidates = try #require(word["candidates"] as? [[String: Any]])
            let first = try #require(candidates.first, "\(word)")
            #expect(first["headword"] as? String == word["headword"] as? String && first["rank"] as? Int == word["rank"] as? Int)
            #expect(candidates.allSatisfy { ($0["sequence"] as? Int ?? 0) > 0 })
            byHeadword[word["headword"] as? String ?? ""] = word
        }
        let become = try #require(byHeadword["なる"]?["candidates"] as? [[String: Any]])
        #expect(become.contains { $0["headword"] as? String == "生る" }, "\(become)")
        #expect(become.first?["sequence"] as? Int == 1375610)
        let you = try #require(byHeadword["あなた"]?["candidates"] as? [[String: Any]])
        #expect(you.first?["sequence"] as? Int == 1223615)
        #expect(byHeadword["誰"] != nil && byHeadword["バグ"] != nil, "\(byHeadword.keys.sorted())")
        // The text writes 直す: its spelling heads the word JMdict heads 治す (issue 45).
        #expect(byHeadword["直す"]?["dictionary_form"] as? String == "直す", "\(byHeadword.keys.sorted())")
    }
}
