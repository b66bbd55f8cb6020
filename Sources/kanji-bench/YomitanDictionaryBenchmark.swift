import Foundation
import Glibc
import YomitanDictionaries
import ZIPFoundation

// MARK: - YomitanDictionaryBenchmark

/// Issue 49's targets: importing a dictionary of 200,000 terms takes at most 30 s and 200 MB, and a word looked up
/// across five installed dictionaries at most 1 ms. The dictionaries are made here: 200,000 terms of made-up
/// headwords with structured glossaries (a list of two senses, every tenth a table), in banks of 10,000 as Yomitan's
/// exporters write them, and a frequency for each; the four other dictionaries hold 20,000 terms each. They are
/// imported into a library in a temporary folder, removed at the end.
struct YomitanDictionaryBenchmark {
    /// The terms of the large dictionary.
    let terms = 200_000

    func run() throws -> [BenchmarkRow] {
        var template = Array((FileManager.default.temporaryDirectory.path + "/kanji-bench-yomitan-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchmarkFailure(description: "no temporary folder for the dictionaries") }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = DictionaryLibrary(directory: folder + "/dictionaries")
        let large = try Self.writeDictionary(title: "Large", terms: terms, to: folder + "/large.zip")
        var others: [String] = []
        for number in 1...4 { others.append(try Self.writeDictionary(title: "Small \(number)", terms: 20_000, to: folder + "/small\(number).zip")) }

        _ = ResidentMemory.resetPeak()
        let before = ResidentMemory.now()
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try DictionaryImporter(library: library).importDictionary(at: large, name: "large.zip")
        }
        let peakMB = Double((ResidentMemory.now()?.peakKB ?? 0) - (before?.currentKB ?? 0)) / 1024
        let seconds = elapsed.nanoseconds / 1e9
        for (number, path) in others.enumerated() { _ = try DictionaryImporter(library: library).importDictionary(at: path, name: "small\(number).zip") }

        let dictionaries = try InstalledDictionaries(library: library)
        guard dictionaries.titles.count == 5 else { throw BenchmarkFailure(description: "the five dictionaries did not install") }
        let words = ["語一", "語五千", "語十万", "ご42", "無い語"]
        var found = 0
        let lookup = IterationTimer(samples: 51, iterations: 20).medianNanoseconds {
            for word in words {
                found &+= ((try? dictionaries.terms(for: word)) ?? []).count
                found &+= ((try? dictionaries.termMeta(for: word)) ?? []).count
            }
        } / Double(words.count)
        guard found > 0 else { throw BenchmarkFailure(description: "no word was found in the installed dictionaries") }
        return [
            BenchmarkRow(measure: "importing a Yomitan dictionary of \(terms.grouped) terms (structured glossaries, 20 banks) and \(terms.grouped) "
                            + "frequencies: read, checked, sorted and written", result: String(format: "%.1f s", seconds),
                         target: "≤ 30 s", isMet: seconds <= 30),
            BenchmarkRow(measure: "the same import's peak resident memory above what the process held before",
                         result: String(format: "%.0f MB", peakMB), target: "≤ 200 MB", isMet: peakMB <= 200),
            BenchmarkRow(measure: "a word's terms and frequencies across five installed dictionaries (\(words.joined(separator: ", ")); "
                            + "one not in any); median per word of 51 samples × 20", result: lookup.microsecondsText,
                         target: "≤ 1 ms", isMet: lookup <= 1_000_000),
        ]
    }

    /// Writes a dictionary of `terms` made-up terms (語一, 語二 … in kanji numerals, read ごいち …) to `path`.
    static func writeDictionary(title: String, terms: Int, to path: String) throws -> String {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        func add(_ name: String, _ text: String) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("index.json", #"{"title":"\#(title)","revision":"1","format":3,"sequenced":true}"#)
        let bankSize = 10_000
        for bank in 0..<(terms + bankSize - 1) / bankSize {
            var rows: [String] = [], meta: [String] = []
            for number in bank * bankSize + 1...min(terms, (bank + 1) * bankSize) {
                let word = "語" + kanjiNumeral(number)
                let table = number % 10 == 0
                    ? #",{"tag":"table","content":[{"tag":"tr","content":[{"tag":"th","content":"form"},{"tag":"td","content":"\#(word)"}]}]}"#
                    : ""
                let gloss = #"{"type":"structured-content","content":[{"tag":"ul","content":[{"tag":"li","content":"the word number \#(number)"},"#
                    + #"{"tag":"li","content":["a ",{"tag":"ruby","content":["\#(word)",{"tag":"rt","content":"ご"}]}," in a sentence"]}]}\#(table)]}"#
                rows.append(#"["\#(word)","ご\#(number)","n","",\#(terms - number),[\#(gloss)],\#(number),""]"#)
                meta.append(#"["\#(word)","freq",{"value":\#(number),"displayValue":"\#(number)"}]"#)
            }
            try add("term_bank_\(bank + 1).json", "[" + rows.joined(separator: ",") + "]")
            try add("term_meta_bank_\(bank + 1).json", "[" + meta.joined(separator: ",") + "]")
        }
        return path
    }

    /// 1 → 一, 5000 → 五千, 100000 → 十万: distinct headwords that sort as Japanese ones do, by their UTF-8 bytes.
    static func kanjiNumeral(_ number: Int) -> String {
        let digits = Array("〇一二三四五六七八九")
        func below10000(_ value: Int) -> String {
            var text = ""
            for (unit, name) in [(1000, "千"), (100, "百"), (10, "十")] where value / unit % 10 > 0 {
                text += (value / unit % 10 == 1 ? "" : String(digits[value / unit % 10])) + name
            }
            return text + (value % 10 > 0 ? String(digits[value % 10]) : "")
        }
        return number >= 10_000 ? below10000(number / 10_000) + "万" + below10000(number % 10_000) : below10000(number)
    }
}
