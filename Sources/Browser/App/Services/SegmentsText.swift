/// Segments Japanese text into dictionary words: the Read tab's one segmenter (MeCab on the complete JMdict),
/// opened when first needed and shared by the reader and the list of a text's unknown words.
public protocol SegmentsText {
    /// The segmenter, or why it cannot be opened.
    var segmenter: SegmenterSource { get }
}

extension BrowserServices: SegmentsText {}
