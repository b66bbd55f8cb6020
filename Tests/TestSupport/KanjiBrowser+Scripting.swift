import Browser

/// Scripted key presses that reach a named kanji or word the way a person would: Home, Down × n, Enter.
/// Shared by the screen tests and the terminal tests, which both drive a browser.
extension KanjiBrowser {
    public var topList: KanjiListViewModel? {
        if case .kanjiList(let list) = stack.top { list } else { nil }
    }

    public var topDetail: KanjiDetailViewModel? {
        if case .kanjiDetail(let detail) = stack.top { detail } else { nil }
    }

    public var topPicker: RadicalPickerViewModel? {
        if case .radicalPicker(let picker) = stack.top { picker } else { nil }
    }

    public var topForm: FilterFormViewModel? {
        if case .filterForm(let form) = stack.top { form } else { nil }
    }

    public var topWordSearch: WordSearchViewModel? {
        if case .wordSearch(let search) = stack.top { search } else { nil }
    }

    public var topWordDetail: WordDetailViewModel? {
        if case .wordDetail(let detail) = stack.top { detail } else { nil }
    }

    public var topPage: TextPageViewModel? {
        if case .textPage(let page) = stack.top { page } else { nil }
    }

    /// `v` on the reader on top: the list of its text's unknown words.
    public func listUnknownWords() {
        guard case .reader(let reader) = stack.top else { preconditionFailure("no reader on top: \(breadcrumb)") }
        reader.handle(.listUnknownWords)
    }

    /// Opens `character` from the list on top.
    public func open(kanji character: String) {
        guard let index = topList?.kanji.firstIndex(where: { $0.character == character }) else {
            preconditionFailure("\(character) is not on the list \(breadcrumb)")
        }
        press(to: index)
    }

    /// `L` on the word detail on top: the word's kanji, on a kanji list.
    public func showWordKanji() {
        guard let detail = topWordDetail else { preconditionFailure("no word detail on top of \(breadcrumb)") }
        detail.handle(.listKanji)
    }

    /// Opens `character`'s detail from the word detail on top, in one step: Down or Up to its row, Enter.
    public func open(wordKanji character: String) {
        guard let detail = topWordDetail, let index = detail.kanji.firstIndex(where: { $0.character == character }) else {
            preconditionFailure("\(character) is not among the kanji of \(breadcrumb)")
        }
        let steps = index - detail.markedKanjiIndex
        handle(Array(repeating: .cursor(steps < 0 ? .up : .down), count: abs(steps)) + [.cursor(.select)])
    }

    /// Opens the word written `headword` and read `reading` (its detail) from the kanji detail on top; a word past
    /// its group's first few is behind the group's "more" row, which is opened first, as a person would.
    public func open(word headword: String, reading: String) {
        guard let detail = topDetail else { preconditionFailure("no kanji detail on top of \(breadcrumb)") }
        func wordRow() -> Int? {
            detail.rows.firstIndex { if case .word(let word) = $0 { word.headword == headword && word.reading == reading } else { false } }
        }
        while wordRow() == nil, let more = detail.rows.firstIndex(where: { if case .more = $0 { true } else { false } }) {
            press(to: more)
        }
        guard let index = wordRow() else { preconditionFailure("\(headword) is not among the words of \(breadcrumb)") }
        press(to: index)
    }

    /// `2` and `query` typed on the Words tab's search line, as the keys do (the line is open on a new tab).
    public func searchWords(_ query: String) {
        handle(.selectTab(AppTab.words.rawValue))
        if topWordSearch?.prompt == nil { topWordSearch?.handle(.beginSearch) }
        handle(.prompt(.deleteToStart))
        handle(.prompt(.deleteToEnd))
        handle(.prompt(.insert(query)))
    }

    /// `r`, as the key does: the Radicals tab, with the picker at its root.
    public func openRadicalPicker() {
        handle(.selectTab(AppTab.radicals.rawValue))
    }

    private func press(to index: Int) {
        handle([.cursor(.home)] + Array(repeating: .cursor(.down), count: index) + [.cursor(.select)])
    }
}
