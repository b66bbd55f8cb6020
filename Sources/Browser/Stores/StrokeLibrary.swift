import KanjiKit
import StrokeDrawings

/// The app's one way to KanjiVG's stroke order: `strokes.bin` beside the kanji, opened at the first
/// lookup and then kept, so the index (about 54 KB) is read once per app, not once per screen.
///
/// A missing or broken file is not an error the app stops for: the kanji detail says the stroke order is
/// unavailable, and why, where it would offer it.
public final class StrokeLibrary {
    /// What the library knows about one kanji's drawing.
    public enum Lookup: Sendable, Equatable {
        case drawing(StrokeDrawing)
        /// KanjiVG has no drawing of the kanji.
        case missing
        /// The file could not be read; the text says why.
        case unavailable(String)
    }

    public let path: String
    /// The file once opened, or why it could not be: remembered so a bad file is tried once.
    private var opened: Result<StrokeFile, DatasetError>?

    /// - Parameter path: where `strokes.bin` is; nothing is read until the first lookup.
    public init(path: String) {
        self.path = path
    }

    /// The library beside `store`'s kanji file: the data directory that `make data` fills.
    public convenience init(besideKanjiOf store: KanjiStore) {
        self.init(path: store.dataDirectory + "/" + StrokeFile.fileName)
    }

    /// The drawing of `kanji`, whether KanjiVG lacks it, or why it cannot be told.
    public func lookUp(_ kanji: Kanji) -> Lookup {
        do {
            let file = try file()
            guard let character = kanji.character.first, kanji.character.count == 1,
                  let drawing = try file.drawing(for: character) else { return .missing }
            return .drawing(drawing)
        } catch {
            return .unavailable(error.description)
        }
    }

    private func file() throws(DatasetError) -> StrokeFile {
        let result = opened ?? Result { () throws(DatasetError) in try StrokeFile(path: path) }
        opened = result
        return try result.get()
    }
}
