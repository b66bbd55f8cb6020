import Handwriting

/// The app's one handwriting recognizer: Zinnia with tegaki's model, opened when the Draw screen first asks and
/// then kept (reading the 26 MB model takes a moment; a Draw screen opened again reuses it).
///
/// A missing or broken model is not an error the app stops for: the Draw screen says which package to install
/// where its candidates would be, and the rest of the browser works.
public final class HandwritingRecognition {
    public let modelPath: String
    /// The recognizer once opened, or why it could not be: remembered so a missing model is tried once.
    private var opened: Result<ZinniaRecognizer, HandwritingModelError>?

    /// - Parameter modelPath: the model; nothing is read until the first ``recognizer()``.
    public init(modelPath: String = ZinniaRecognizer.defaultModelPath) {
        self.modelPath = modelPath
    }

    /// The recognizer, opened on first use, or why it cannot be.
    public func recognizer() -> Result<ZinniaRecognizer, HandwritingModelError> {
        let result = opened ?? Result { () throws(HandwritingModelError) in try ZinniaRecognizer(modelPath: modelPath) }
        opened = result
        return result
    }
}
