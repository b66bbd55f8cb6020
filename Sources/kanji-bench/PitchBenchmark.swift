import KanjiKit

// MARK: - PitchBenchmark

/// Issue 36's target for the accent: it costs nothing visible, a word's detail at most 1 ms more. A word's accent
/// is one `PitchDictionary` lookup (a binary search of `pitch.bin`'s index by sequence number, one record decoded)
/// and one drawing per accent, so those are timed, with the opening of the file (a map and its header) that a
/// command or the browser pays once.
struct PitchBenchmark {
    /// The data directory, where `pitch.bin` and `words.bin` are.
    let directory: String
    /// Words whose accents are looked up and drawn: minimal pairs, a word of two readings, one of several accents,
    /// one the dictionaries disagree on, one neither knows (愛し).
    let headwords = ["箸", "橋", "端", "日本", "食べる", "学校", "相方", "モチベーション", "愛し"]

    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when a word is missing from words.bin.
    func run() throws -> [BenchmarkRow] {
        let words = try WordDictionary(directory: directory)
        var entries: [DictionaryEntry] = []
        for headword in headwords {
            guard let entry = try words.entries(headword: headword).first else {
                throw BenchmarkFailure(description: "\(headword) is not in words.bin")
            }
            entries.append(entry)
        }
        let open = IterationTimer(samples: 101, iterations: 100).medianNanoseconds {
            _ = try? PitchDictionary(directory: directory)
        }
        let pitch = try PitchDictionary(directory: directory)
        var drawn = 0
        let lookup = IterationTimer(samples: 101, iterations: 100).medianNanoseconds {
            for entry in entries {
                for reading in (try? pitch.readings(sequence: entry.sequence)) ?? [] {
                    for accent in reading.accents { drawn &+= accent.drawn(reading: reading.reading).upper.utf8.count }
                }
            }
        } / Double(entries.count)
        guard drawn > 0 else { throw BenchmarkFailure(description: "no accent was drawn") }
        return [
            BenchmarkRow(measure: "opening pitch.bin (\(pitch.count.grouped) words: a map and its header), once per command "
                            + "or browser; median of 101 samples × 100",
                         result: open.microsecondsText, target: "—", isMet: nil),
            BenchmarkRow(measure: "a word's accents: looked up by sequence number and every reading's accents drawn "
                            + "(\(headwords.joined(separator: ", "))); median per word of 101 samples × 100",
                         result: lookup.microsecondsText, target: "≤ 1 ms more on a word's detail", isMet: lookup <= 1_000_000),
        ]
    }
}
