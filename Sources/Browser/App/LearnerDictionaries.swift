import YomitanDictionaries

/// The learner's own dictionaries (issue 49: Yomitan dictionaries brought with `kanji-tui dict import`), as the screens
/// ask them: a word's entries, frequencies and accents, a kanji's entries. Opened on the first question, not at start
/// (the first frame costs the same with five dictionaries installed), and read in place, a record per answer.
///
/// A library that cannot be read (a damaged manifest or file) answers nothing and says why once, in ``problem``;
/// the screens then show the built-in dictionary alone. Holds the opened files strongly; it refers to no screen.
public final class LearnerDictionaries {
    /// Where the dictionaries are (`dictionaries/` beside the user database), or `nil` when there are none to read.
    let library: DictionaryLibrary?
    /// Strong: the enabled dictionaries, opened on the first question, or why they could not be.
    private var opened: Result<InstalledDictionaries, StorageError>?

    /// - Parameter library: the learner's dictionary folder; `nil` (tests, no user data folder) has none.
    public init(library: DictionaryLibrary?) {
        self.library = library
    }

    /// No dictionary: what tests and a browser without a user data folder have.
    public static var none: LearnerDictionaries { LearnerDictionaries(library: nil) }

    /// Why the dictionaries cannot be read, once one was asked and could not be; `nil` otherwise.
    public var problem: String? {
        guard case .failure(let error)? = opened else { return nil }
        return error.description
    }

    /// The enabled dictionaries' titles, in the learner's order.
    public var titles: [String] { installed?.titles ?? [] }

    /// The entries of the word written `headword` (or read so) whose reading is `reading`, each with its dictionary's
    /// title, in the learner's order; those without a reading of their own count as the headword's.
    public func terms(headword: String, reading: String) -> [InstalledDictionaries.Found<DictionaryTerm>] {
        answer { dictionaries throws(StorageError) in
            try dictionaries.terms(for: headword).filter { found in
                found.value.expression == headword && (found.value.reading.isEmpty || found.value.reading == reading)
                    || found.value.expression == reading && found.value.reading.isEmpty && headword == reading
            }
        } ?? []
    }

    /// The frequencies, accents and IPA the dictionaries give the word `headword` read `reading`.
    public func termMeta(headword: String, reading: String) -> [InstalledDictionaries.Found<TermMeta>] {
        answer { dictionaries throws(StorageError) in try dictionaries.termMeta(for: headword, reading: reading) } ?? []
    }

    /// The kanji dictionaries' entries for `character`, and their frequencies.
    public func kanji(_ character: String) -> (entries: [InstalledDictionaries.Found<DictionaryKanji>], frequencies: [InstalledDictionaries.Found<KanjiMeta>]) {
        (answer { dictionaries throws(StorageError) in try dictionaries.kanji(for: character) } ?? [],
         answer { dictionaries throws(StorageError) in try dictionaries.kanjiMeta(for: character) } ?? [])
    }

    /// The longest run at the start of `text` that is a term of the learner's dictionaries, or an inflected form of one
    /// by the term's own rules, as Yomitan scans from where the pointer is: the first ``scanLength`` characters up to a
    /// sentence's punctuation, longest first, none shorter than `minimum` characters. `nil` when none is.
    /// - Returns: the run and the terms it matched, each with the chain that inflects it (empty when written so).
    public func longestTerm(at text: Substring, atLeast minimum: Int) -> (run: String, matches: [ImportedTermMatch])? {
        guard installed != nil else { return nil }
        let scanned = text.prefix(Self.scanLength).prefix { !Self.scanStops.contains($0) && !$0.isWhitespace }
        // How far some term's key goes along the text bounds every run's lookups (a key read is a few file reads).
        guard let keyPrefix = answer({ dictionaries throws(StorageError) in try dictionaries.longestKeyPrefix(of: scanned) }),
              keyPrefix > 0 else { return nil }
        var count = scanned.count
        while count >= max(1, minimum) {
            let run = String(scanned.prefix(count))
            // Most runs are no term: their keys alone are looked for, and only a run that may match is decoded.
            guard answer({ dictionaries throws(StorageError) in try dictionaries.mayFind(run, keyPrefix: keyPrefix) }) == true else {
                count -= 1
                continue
            }
            let matches = answer { dictionaries throws(StorageError) in try dictionaries.search(run) } ?? []
            let meant = matches.filter { !$0.inflection.isEmpty || $0.term.expression == run || $0.term.reading == run }
            if !meant.isEmpty { return (run, meant) }
            count -= 1
        }
        return nil
    }

    /// The most characters a scan reads from the cursor (Yomitan's default scan length is 16).
    static let scanLength = 16
    /// Where a scan stops: a term never runs across a sentence's punctuation or a quotation mark.
    static let scanStops: Set<Character> = ["。", "、", "！", "？", "「", "」", "『", "』", "（", "）", "・", "…", ".", ",", "!", "?"]

    /// What the tag `name` of the dictionary `title` means, for a definition's tags.
    public func tag(_ name: String, in title: String) -> DictionaryTag? {
        answer { dictionaries throws(StorageError) in try dictionaries.tag(named: name, in: title) } ?? nil
    }

    // MARK: Private

    /// The dictionaries, opened on the first question (a screen's or the Words tab's search, ``LearnerWordSearch``);
    /// `nil` when there are none or they cannot be read.
    var installed: InstalledDictionaries? {
        if opened == nil, let library {
            opened = Result { () throws(StorageError) in try InstalledDictionaries(library: library) }
        }
        return try? opened?.get()
    }

    /// `body`'s answer, or `nil` when there are no dictionaries or a record cannot be read (kept as the ``problem``).
    private func answer<Value>(_ body: (InstalledDictionaries) throws(StorageError) -> Value) -> Value? {
        guard let installed else { return nil }
        do {
            return try body(installed)
        } catch {
            opened = .failure(error)
            return nil
        }
    }
}
