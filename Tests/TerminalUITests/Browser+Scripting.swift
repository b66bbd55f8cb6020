import KanjiScreens

/// Reaches a named kanji or word with the keys a person would press.
extension KanjiBrowser {
    var topList: KanjiListViewModel? {
        if case .kanjiList(let list) = stack.top { list } else { nil }
    }

    var topDetail: KanjiDetailViewModel? {
        if case .kanjiDetail(let detail) = stack.top { detail } else { nil }
    }

    var topPicker: RadicalPickerViewModel? {
        if case .radicalPicker(let picker) = stack.top { picker } else { nil }
    }

    var topForm: FilterFormViewModel? {
        if case .filterForm(let form) = stack.top { form } else { nil }
    }

    func open(kanji character: String) {
        press(to: topList!.kanji.firstIndex { $0.character == character }!)
    }

    func open(word headword: String, reading: String) {
        press(to: topDetail!.words.firstIndex { $0.headword == headword && $0.reading == reading }!)
    }

    /// `r`, as the key does: the Radicals tab, with the picker at its root.
    func openRadicalPicker() {
        handle(.selectTab(ApplicationCoordinator.TabNumber.radicals))
    }

    private func press(to index: Int) {
        handle([.cursor(.home)] + Array(repeating: .cursor(.down), count: index) + [.cursor(.select)])
    }
}
