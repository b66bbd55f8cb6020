import KanjiKit

/// The pitch accents `word` and `words` print beside each word, from `pitch.bin` in the data directory.
///
/// The accent is a help beside the word, not the word itself: when `pitch.bin` is missing (a data directory made
/// before it existed) or damaged, the commands say so once on standard error and print the words without it, with
/// the usual exit status, instead of refusing to answer.
struct WordPitch {
    /// Strong: the mapping lives as long as the command that prints. Nil when the file could not be opened
    /// (already reported).
    private let dictionary: PitchDictionary?

    /// Opens `pitch.bin` in `directory`: maps it and checks its header, no more (`PitchDictionary`).
    init(directory: String) {
        do {
            dictionary = try PitchDictionary(directory: directory)
        } catch {
            Self.report(error)
            dictionary = nil
        }
    }

    /// The accents of every reading of `entry` the dictionaries know; [] when they know none, the file is missing,
    /// or its record is damaged (reported).
    func readings(of entry: DictionaryEntry) -> [ReadingPitch] {
        guard let dictionary else { return [] }
        do {
            return try dictionary.readings(sequence: entry.sequence)
        } catch {
            Self.report(error)
            return []
        }
    }

    private static func report(_ error: DatasetError) {
        TextOutput.standardError.write("kanji-tui: \(error); words are shown without their pitch accent\n")
    }
}

extension ReadingPitch {
    /// The reading with its accents marked on one line (`PitchAccent.marked(reading:)`), several joined by " / ":
    /// は＼し, はし￣ / は＼し.
    var marked: String {
        accents.map { $0.marked(reading: reading) }.joined(separator: " / ")
    }

    /// "0,3": the downstep numbers as `--tsv` prints them.
    var downstepList: String {
        downsteps.map(String.init).joined(separator: ",")
    }
}
