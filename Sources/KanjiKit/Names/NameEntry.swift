/// One name as JMnedict gives it for a written form: 田中, read たなか (a surname, a place, a female given name:
/// "Tanaka") or たなた. The readings IPAdic gives the form come first, its commonest first.
public struct NameEntry: Sendable, Hashable {
    /// One reading of the name, with what the name read so is and its first English glosses.
    public struct Reading: Sendable, Hashable {
        public let kana: String
        public let kinds: [NameKind]
        /// JMnedict's first gloss of the reading's entries ("Tanaka"; "Tanaka Tarou (1932.5-)"), joined by "; ";
        /// empty when it has none.
        public let gloss: String

        public init(kana: String, kinds: [NameKind], gloss: String) {
            self.kana = kana
            self.kinds = kinds
            self.gloss = gloss
        }

        /// "surname, place", or "name" when JMnedict gives no kind.
        public var kindsLabel: String {
            kinds.isEmpty ? NameKind.unclassified.label : kinds.map(\.label).joined(separator: ", ")
        }
    }

    /// The name as written (田中, トヨタ).
    public let written: String
    /// At least one.
    public let readings: [Reading]

    public init(written: String, readings: [Reading]) {
        self.written = written
        self.readings = readings
    }

    /// The same name with the reading `kana` first, where it has it: MeCab's reading of the token in the text
    /// tells which of the name's readings the text means.
    public func preferring(reading kana: String) -> NameEntry {
        guard let index = readings.firstIndex(where: { $0.kana == kana }), index > 0 else { return self }
        var ordered = readings
        ordered.insert(ordered.remove(at: index), at: 0)
        return NameEntry(written: written, readings: ordered)
    }
}
