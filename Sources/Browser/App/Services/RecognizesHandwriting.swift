/// Recognizes kanji drawn by hand: the Draw screen's recognizer (Zinnia), opened on first use and shared.
public protocol RecognizesHandwriting {
    /// The recognizer, opened the first time it is asked for.
    var handwriting: HandwritingRecognition { get }
}

extension BrowserServices: RecognizesHandwriting {}
