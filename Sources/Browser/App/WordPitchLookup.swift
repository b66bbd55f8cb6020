import KanjiKit

/// The pitch accents a word's page shows (issue 36 §1), from `pitch.bin` beside the kanji file.
///
/// Opened when a word's page opens, not with the app: opening maps the file and reads its 16-byte header
/// (`PitchDictionary`), microseconds, and the mapping is let go with the page's lookup, so an app that never opens
/// a word never opens the file. The accent is a help beside the word: a missing or damaged `pitch.bin` (a data
/// directory made before it existed) gives no accents, and the page is the same as before.
enum WordPitchLookup {
    /// The accents of each reading of `entry` the dictionaries know, in the entry's order; [] when none, or when
    /// `pitch.bin` in `directory` cannot be read.
    static func readings(of entry: DictionaryEntry, directory: String) -> [ReadingPitch] {
        // Strong, for this call only: the mapping is unmapped when the dictionary goes at the end of it.
        guard let dictionary = try? PitchDictionary(directory: directory) else { return [] }
        return (try? dictionary.readings(sequence: entry.sequence)) ?? []
    }

    /// The rows a reading's accents are drawn in, shared by the word's page and a review card's back: per reading,
    /// the ￣/＿ row, then the reading with ＼ at the fall (several accents side by side, two full-width spaces
    /// apart, so each row keeps the other's width), then, when the two dictionaries share no accent, a note saying
    /// which gives which (`isNote`, drawn muted).
    static func rows(_ readings: [ReadingPitch]) -> [(text: String, isNote: Bool)] {
        var rows: [(text: String, isNote: Bool)] = []
        for reading in readings where !reading.accents.isEmpty {
            let drawings = reading.accents.map { $0.drawn(reading: reading.reading) }
            rows.append((drawings.map(\.upper).joined(separator: "　　"), false))
            rows.append((drawings.map(\.lower).joined(separator: "　　"), false))
            if reading.sourcesDisagree {
                let naist = reading.naistJdic.map { String($0.downstep) }.joined(separator: ","),
                    uniDic = reading.uniDic.map { String($0.downstep) }.joined(separator: ",")
                rows.append(("the dictionaries differ: NAIST jdic \(naist), UniDic \(uniDic)", true))
            }
        }
        return rows
    }
}
