import KanjiKit
import Segmentation

/// The one word segmenter of the app (MeCab and the dictionary's answers kept), opened when the Read tab first
/// needs it: a browser that never reads a text never opens MeCab. Where MeCab or its dictionary is missing it
/// keeps why, and the Read tab says it — the rest of the browser works.
///
/// Holds nothing that refers to a coordinator or a screen, so every reader may share it strongly.
public final class SegmenterSource {
    private let words: Result<WordDictionary, DatasetError>
    private let open: (WordDictionary) throws(SegmentationError) -> WordSegmenter
    private var opened: Result<WordSegmenter, SegmentationError>?

    /// - Parameter open: makes the segmenter (MeCab on Debian's dictionary in the app; a test may name another).
    public init(words: Result<WordDictionary, DatasetError>,
                open: @escaping (WordDictionary) throws(SegmentationError) -> WordSegmenter = { dictionary throws(SegmentationError) in
                    try WordSegmenter(dictionary: dictionary)
                }) {
        self.words = words
        self.open = open
    }

    /// The segmenter, or why there is none (one line to show).
    public var segmenter: Result<WordSegmenter, SegmentationError> {
        if let opened { return opened }
        let result: Result<WordSegmenter, SegmentationError>
        switch words {
        case .success(let dictionary):
            do { result = .success(try open(dictionary)) } catch { result = .failure(error) }
        case .failure(let error):
            result = .failure(SegmentationError(message: "the words cannot be read (\(error))"))
        }
        opened = result
        return result
    }
}
