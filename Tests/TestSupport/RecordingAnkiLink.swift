import Browser

/// An ``AnkiLink`` for tests, switched on: records what it was asked to send and to open, and answers about each word
/// with the presence a test gives it (``AnkiPresence/absent`` by default).
public final class RecordingAnkiLink: AnkiLink {
    /// Every keep sent, in order, with its sentence.
    public private(set) var sent: [(item: LookupItem, context: StudyContext?)] = []
    /// Every word whose notes `O` opened.
    public private(set) var browsed: [LookupItem] = []
    /// What ``presence(of:)`` answers, by word.
    public var presence: [LookupItem: AnkiPresence] = [:]
    /// What ``takeLateReport()`` hands over once.
    public var lateReport: String?

    public init() {}

    public var isOn: Bool { true }

    /// Whether keeps go to the study list too (the link's default); false: Anki only.
    public var keepsInStudyList = true

    public func send(_ item: LookupItem, context: StudyContext?) {
        sent.append((item, context))
    }

    public func presence(of item: LookupItem) -> AnkiPresence { presence[item] ?? .absent }

    public func browse(_ item: LookupItem) -> String? {
        browsed.append(item)
        return nil
    }

    public func takeLateReport() -> String? {
        defer { lateReport = nil }
        return lateReport
    }

    public func takeChange() -> Bool { lateReport != nil }

    public var isBusy: Bool { lateReport != nil }
}
