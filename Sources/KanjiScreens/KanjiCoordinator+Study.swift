import KanjiKit

/// What every kanji coordinator does with the study list: give its screens the marks, and answer `a`.
extension KanjiCoordinator {
    /// The marks for this coordinator's screens.
    var studyMarks: StudyMarks {
        StudyMarks(deck: services.study)
    }

    /// Adds `item` to the study list, or takes it out if it is kept.
    /// - Returns: the one-line confirmation for the screen ("日 added to study"), or the deck's reason it could not.
    func toggleKept(_ item: LookupItem) -> String {
        let deck = services.study
        do throws(StudyDeckError) {
            if deck.contains(item) {
                try deck.remove(item)
                return "\(item.label) removed from study"
            }
            try deck.add(item, now: services.now())
            return "\(item.label) added to study"
        } catch {
            return "Not kept: \(error.message)"
        }
    }

    /// Opens a kanji's detail, or a word's kanji list, on this coordinator's stack: what Enter on a history or
    /// study row does.
    func open(_ item: LookupItem) {
        switch item {
        case .kanji(let character):
            guard let kanji = try? store.kanji(for: character) else { return }
            showDetail(of: kanji)
        case .word(let headword, let reading):
            let word = (try? store.entries(for: headword))?.first { $0.reading == reading }
                ?? Word(headword: headword, reading: reading, glosses: [], isCommon: false)
            showKanji(of: word)
        }
    }

    /// An item's meaning from the dictionary ("day; sun; Japan"), for the history's and the study list's rows.
    func meaning(of item: LookupItem) -> String {
        switch item {
        case .kanji(let character):
            return ((try? store.kanji(for: character)) ?? nil)?.meanings.joined(separator: "; ") ?? ""
        case .word(let headword, let reading):
            let word = (try? store.entries(for: headword))?.first { $0.reading == reading }
            return word.map { KanjiLabels.gloss(of: $0) } ?? ""
        }
    }
}
