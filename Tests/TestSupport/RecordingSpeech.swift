import Browser

/// A ``SpeechPlayback`` for tests: records what it was asked to say, and answers with the failure it is given (none
/// by default), at once or as a late one.
public final class RecordingSpeech: SpeechPlayback {
    /// Every text asked for, in order.
    public private(set) var spoken: [String] = []
    /// What ``speak(_:)`` answers: nil (the sound is on its way) unless a test says otherwise.
    public var immediateFailure: String?
    /// What ``takeLateFailure()`` hands over once.
    public var lateFailure: String?

    public init() {}

    public func speak(_ text: String) -> String? {
        spoken.append(text)
        return immediateFailure
    }

    public func takeLateFailure() -> String? {
        defer { lateFailure = nil }
        return lateFailure
    }

    public var isBusy: Bool { lateFailure != nil }
}
