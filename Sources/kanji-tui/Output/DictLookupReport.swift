import YomitanDictionaries

/// `dict lookup WORD --json`: every field the installed dictionaries give the word — its terms (a glossary's
/// structured content both as its tree, Yomitan's elements with their attributes, and as the lines the text output
/// lays out at --width), their tags' meanings, frequencies, pitch accents and IPA, and for one character the kanji
/// dictionaries' entries and frequencies. Keys are snake_case, as every `--json` of kanji-tui.
struct DictLookupReport: Encodable {
    let word: String
    let terms: [Term]
    let termMeta: [Meta]
    let kanji: [Kanji]
    let kanjiMeta: [KanjiFrequency]

    struct Term: Encodable {
        let dictionary: String
        let expression: String
        /// As the bank gives it: empty for a kana word read as written.
        let reading: String
        let definitionTags: [String]
        let rules: [String]
        let score: Double
        let glossary: [Definition]
        let sequence: Int
        let termTags: [String]
        /// Format 4's lemma and inflection chains; absent and empty for other formats.
        let lemma: String?
        let inflections: [[String]]
        /// What each of the term's tags means in its dictionary (`tag_bank_*.json`), for those it explains.
        let tagNotes: [String: String]
    }

    /// One definition: its kind (`text`, `structured-content`, `image`, `deinflection`), what it holds, and its
    /// lines as the text output lays them out.
    struct Definition: Encodable {
        let type: String
        let text: String?
        let content: ContentTree?
        let image: Image?
        let uninflected: String?
        let inflectionRules: [String]?
        let lines: [String]

        init(_ gloss: Gloss, lines: [String]) {
            self.lines = lines
            switch gloss {
            case .text(let text):
                (type, self.text, content, image, uninflected, inflectionRules) = ("text", text, nil, nil, nil, nil)
            case .structured(let tree):
                (type, text, content, image, uninflected, inflectionRules) = ("structured-content", nil, ContentTree(tree), nil, nil, nil)
            case .image(let picture):
                (type, text, content, image, uninflected, inflectionRules) = ("image", nil, nil, Image(picture), nil, nil)
            case .deinflection(let form, let rules):
                (type, text, content, image, uninflected, inflectionRules) = ("deinflection", nil, nil, nil, form, rules)
            }
        }
    }

    /// Structured content as Yomitan's tree: a string, an array, or an element object with its tag, content and
    /// the attributes kept (href, title, col_span, row_span, style's list_style_type, lang, an image's path …).
    struct ContentTree: Encodable {
        let node: StructuredContent

        init(_ node: StructuredContent) { self.node = node }

        private enum Keys: String, CodingKey {
            case tag, content, href, title, colSpan, rowSpan, style, lang, image
        }

        private struct Style: Encodable { let listStyleType: String }

        func encode(to encoder: any Encoder) throws {
            switch node {
            case .text(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .sequence(let children):
                var container = encoder.unkeyedContainer()
                for child in children { try container.encode(ContentTree(child)) }
            case .element(let element):
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(element.tag.rawValue, forKey: .tag)
                try container.encodeIfPresent(element.content.map(ContentTree.init), forKey: .content)
                try container.encodeIfPresent(element.href, forKey: .href)
                try container.encodeIfPresent(element.title, forKey: .title)
                if element.columnSpan != 1 { try container.encode(element.columnSpan, forKey: .colSpan) }
                if element.rowSpan != 1 { try container.encode(element.rowSpan, forKey: .rowSpan) }
                try container.encodeIfPresent(element.listStyleType.map(Style.init), forKey: .style)
                try container.encodeIfPresent(element.language, forKey: .lang)
                try container.encodeIfPresent(element.image.map(Image.init), forKey: .image)
            }
        }
    }

    struct Image: Encodable {
        let path: String
        let title: String?
        let alt: String?
        let description: String?
        let width: Double?
        let height: Double?

        init(_ image: DictionaryImage) {
            (path, title, alt, description, width, height) = (image.path, image.title, image.alt, image.description, image.width, image.height)
        }
    }

    /// A term meta row: `freq` with its number and display value (and the reading it is for, if any), `pitch` with
    /// its accents, `ipa` with its transcriptions.
    struct Meta: Encodable {
        let dictionary: String
        let expression: String
        let mode: String
        let reading: String?
        let value: Double?
        let displayValue: String?
        let pitches: [Pitch]?
        let transcriptions: [Transcription]?

        struct Pitch: Encodable { let position: Int; let nasal: [Int]; let devoice: [Int]; let tags: [String] }
        struct Transcription: Encodable { let ipa: String; let tags: [String] }

        init(_ found: InstalledDictionaries.Found<TermMeta>) {
            dictionary = found.dictionary
            expression = found.value.expression
            reading = found.value.reading
            switch found.value.data {
            case .frequency(let frequency, _):
                (mode, value, displayValue, pitches, transcriptions) = ("freq", frequency.value, frequency.displayValue, nil, nil)
            case .pitch(_, let accents):
                (mode, value, displayValue, transcriptions) = ("pitch", nil, nil, nil)
                pitches = accents.map { Pitch(position: $0.position, nasal: $0.nasal, devoice: $0.devoice, tags: $0.tags) }
            case .ipa(_, let list):
                (mode, value, displayValue, pitches) = ("ipa", nil, nil, nil)
                transcriptions = list.map { Transcription(ipa: $0.ipa, tags: $0.tags) }
            }
        }
    }

    struct Kanji: Encodable {
        let dictionary: String
        let character: String
        let onyomi: [String]
        let kunyomi: [String]
        let tags: [String]
        let meanings: [String]
        /// The bank's stats object, each a name and a value, by name (as the installed dictionary keeps it).
        let stats: [Stat]

        struct Stat: Encodable { let name: String; let value: String }
    }

    struct KanjiFrequency: Encodable {
        let dictionary: String
        let character: String
        let value: Double?
        let displayValue: String?
    }
}

extension DictLookupReport {
    /// The report of `word`: `render` lays a definition out as the text output does, `tag` says what a tag of a
    /// dictionary means.
    init(word: String, terms: [InstalledDictionaries.Found<DictionaryTerm>], meta: [InstalledDictionaries.Found<TermMeta>],
         kanji: [InstalledDictionaries.Found<DictionaryKanji>], kanjiMeta: [InstalledDictionaries.Found<KanjiMeta>],
         render: (Gloss) -> [String], tag: (String, String) -> DictionaryTag?) {
        self.word = word
        self.terms = terms.map { found in
            let term = found.value
            var notes: [String: String] = [:]
            for name in term.definitionTags + term.termTags { notes[name] = tag(name, found.dictionary)?.notes }
            return Term(dictionary: found.dictionary, expression: term.expression, reading: term.reading, definitionTags: term.definitionTags,
                        rules: term.rules, score: term.score, glossary: term.glossary.map { Definition($0, lines: render($0)) },
                        sequence: term.sequence, termTags: term.termTags, lemma: term.lemma, inflections: term.inflections, tagNotes: notes)
        }
        termMeta = meta.map(Meta.init)
        self.kanji = kanji.map { found in
            let entry = found.value
            return Kanji(dictionary: found.dictionary, character: entry.character, onyomi: entry.onyomi, kunyomi: entry.kunyomi, tags: entry.tags,
                         meanings: entry.meanings, stats: entry.stats.map { Kanji.Stat(name: $0.name, value: $0.value) })
        }
        self.kanjiMeta = kanjiMeta.map { found in
            KanjiFrequency(dictionary: found.dictionary, character: found.value.character, value: found.value.frequency.value,
                           displayValue: found.value.frequency.displayValue)
        }
    }
}
