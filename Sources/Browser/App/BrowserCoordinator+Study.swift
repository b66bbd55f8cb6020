import KanjiKit

/// What every kanji coordinator does with the study list: give its screens the marks, and answer `a`.
extension BrowserCoordinator {
    /// The marks for this coordinator's screens.
    var studyMarks: StudyMarks {
        StudyMarks(deck: services.study)
    }

    /// Adds `item` to the study list, or takes it out if it is kept, and opens the undo window for it (``DeckUndo``):
    /// `u` right after takes a keep back (the card has no reviews), or puts a removed card back with its history.
    /// - Returns: the one-line confirmation for the screen ("日 added to study"), or the deck's reason it could not.
    func toggleKept(_ item: LookupItem) -> String {
        do throws(StudyDeckError) {
            if services.study.contains(item) {
                guard let removed = try services.writer.perform(.takeOff(item)) else { return "\(item.label) was not on the study list" }
                services.deckUndo.record(.removed(removed))
                return "\(item.label) removed from study"
            }
            try services.writer.perform(.keep(item, context: nil))
            services.deckUndo.record(.kept([item]))
            return "\(item.label) added to study"
        } catch {
            return "Not kept: \(error.message)"
        }
    }

    /// Keeps every one of `items` not kept yet, in their order, in one write; `u` right after takes those back off.
    /// - Returns: the one-line confirmation ("37 kanji kept for study (5 were already)"), or the deck's reason.
    func keepAll(_ items: [LookupItem]) -> String {
        let new = items.filter { !services.study.contains($0) }
        do throws(StudyDeckError) {
            let added = try services.writer.perform(.keepAll(items))
            services.deckUndo.record(.kept(new))
            let already = items.count - added
            return "\(added) kept for study" + (already == 0 ? "" : " (\(already) already were)")
        } catch {
            return "Not kept: \(error.message)"
        }
    }

    /// `u` on a screen of this coordinator: takes back the deck change made on it just before (``DeckUndo``).
    /// - Returns: the notice line: what was undone, that there is nothing to undo, or why it could not be.
    func undoDeckChange() -> String {
        services.deckUndo.undo(reading: services.study, through: services.writer)
    }

    /// Opens a kanji's or a word's detail on this coordinator's stack: what Enter on a history or study row does.
    func open(_ item: LookupItem) {
        switch item {
        case .kanji(let character):
            guard services.kanji(character) != nil else { return }
            show(.kanjiDetail(character))
        case .word(let headword, let reading):
            guard let entry = entry(headword: headword, reading: reading) else { return }
            show(.wordDetail(rank: entry.rank))
        }
    }

    /// An item's meaning from the dictionary ("day; sun; Japan"), for the history's and the study list's rows.
    func meaning(of item: LookupItem) -> String {
        switch item {
        case .kanji(let character):
            return ((try? store.kanji(for: character)) ?? nil)?.meanings.joined(separator: "; ") ?? ""
        case .word(let headword, let reading):
            return entry(headword: headword, reading: reading).map { WordLabels.shortGloss(of: $0) } ?? ""
        }
    }

    /// The dictionary's entry keyed `headword` and read `reading` (`WordDictionary.word(keyed:reading:)`: a card
    /// kept as 為る opens する, いる opens 居る), or its first entry so written when none is read so (the dictionary
    /// changed since); nil when the dictionary lacks the word or cannot be read.
    func entry(headword: String, reading: String) -> DictionaryEntry? {
        guard let words = try? services.words.get() else { return nil }
        if let keyed = try? words.word(keyed: headword, reading: reading) { return keyed }
        return (try? words.entries(headword: headword))?.first
    }

    /// The study list's and the history's item for `entry`: its headword (the kana of a usually-kana word) and
    /// reading, or its kanji spelling when another word answers to that kana (`WordDictionary.studySpelling`).
    func studyItem(of entry: DictionaryEntry) -> LookupItem {
        let spelling = (try? services.words.get().studySpelling(of: entry, readAs: entry.reading)) ?? entry.headword
        let item = LookupItem.word(headword: spelling, reading: entry.reading)
        // A card kept before the kana became the headword (為る) keeps its key: the word is marked and unkept by it.
        let former = LookupItem.word(headword: entry.kanjiSpelling, reading: entry.reading)
        return !studyMarks.isKept(item) && studyMarks.isKept(former) ? former : item
    }
}
