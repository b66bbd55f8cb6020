import KanjiKit
import Segmentation
import TestResources

/// One segmenter on the committed JMdict and the system's MeCab, shared by the suites (opening costs a few
/// milliseconds, but each test need not pay it).
enum SegmenterFixture {
    static let dictionary: WordDictionary = {
        do { return try WordDictionary(directory: Checkout.resources) } catch { fatalError("words.bin: \(error)") }
    }()

    static func segmenter() throws -> WordSegmenter {
        try WordSegmenter(dictionary: dictionary)
    }
}
