/// Recognizes kanji drawn by hand: the Draw screen's recognizer (Zinnia), opened on first use and shared.
public protocol RecognizesHandwriting {
    /// The recognizer, opened the first time it is asked for.
    var handwriting: HandwritingRecognition { get }
}

/// Stated beside the protocol, not in a list: a new capability is one new file plus its member in ``BrowserServices``.
extension BrowserServices: RecognizesHandwriting {}
