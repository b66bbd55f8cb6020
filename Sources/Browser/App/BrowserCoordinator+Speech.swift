extension BrowserCoordinator {
    /// `p`/`P`: says `text` beside the screen (``SpeechPlayback``); the line to show when it cannot, else nil.
    func say(_ text: String) -> String? {
        services.speech.speak(text)
    }
}
