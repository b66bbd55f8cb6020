/// Says words and sentences beside the screen (`p`, `P`): the Speech library's speaker in the app, a recording one
/// in tests.
public protocol Speaks {
    /// The speaker; it refers to no coordinator or screen.
    var speech: SpeechPlayback { get }
}

extension BrowserServices: Speaks {}
