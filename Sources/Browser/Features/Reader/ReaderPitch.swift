import KanjiKit

/// The reader pane's accents (issue 36 §1): `pitch.bin` opened once for the reader, on the first word the pane
/// shows, since every move of the cursor asks again (a word's page opens the file for itself:
/// `WordPitchLookup`); and the last word's accents, so a frame that asks twice reads the file once.
///
/// A missing or damaged file gives no accents and the pane is as before.
final class ReaderPitch {
    private let directory: String
    /// Strong: the mapping, opened on first use; nil when it cannot be.
    private lazy var dictionary: PitchDictionary? = try? PitchDictionary(directory: directory)
    private var last: (sequence: Int, readings: [ReadingPitch])?

    init(directory: String) {
        self.directory = directory
    }

    /// The accents of `entry`'s readings; [] when none, or without the file.
    func readings(of entry: DictionaryEntry) -> [ReadingPitch] {
        if let last, last.sequence == entry.sequence { return last.readings }
        let readings = (try? dictionary?.readings(sequence: entry.sequence)) ?? []
        last = (entry.sequence, readings)
        return readings
    }
}
