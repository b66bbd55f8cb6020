import AnkiPackage

/// Text with readings over some of its characters — furigana — as runs, written the two ways Anki fields hold it:
/// HTML ruby (`<ruby>食<rt>た</rt></ruby>べる`, which any card shows) and Anki's own bracket form (` 食[た]べる`, which
/// its `{{furigana:Field}}` filter draws). Made by the caller from the segmenter's readings.
public struct RubyText: Sendable, Equatable {
    /// A stretch of the text, with its reading when it is kanji the reading stands over.
    public struct Run: Sendable, Equatable {
        public let text: String
        public let reading: String?

        public init(_ text: String, reading: String? = nil) {
            self.text = text
            self.reading = reading
        }
    }

    public let runs: [Run]

    public init(_ runs: [Run]) {
        self.runs = runs
    }

    /// HTML ruby, each run escaped.
    public var html: String {
        runs.map { run in
            guard let reading = run.reading else { return AnkiHTML.escape(run.text) }
            return "<ruby>\(AnkiHTML.escape(run.text))<rt>\(AnkiHTML.escape(reading))</rt></ruby>"
        }.joined()
    }

    /// Anki's furigana form: `日本[にほん]語[ご]を 読[よ]む`. A space goes before a read run that follows other text, as
    /// Anki's filter takes everything back to the last space as the base.
    public var bracketed: String {
        var text = ""
        for run in runs {
            if let reading = run.reading {
                if !text.isEmpty && !text.hasSuffix(" ") { text += " " }
                text += "\(run.text)[\(reading)]"
            } else {
                text += run.text
            }
        }
        return text
    }
}
