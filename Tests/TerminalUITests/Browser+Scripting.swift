import KanjiScreens

/// Reaches a named kanji or word with the keys a person would press.
extension KanjiBrowser {
    func open(kanji character: String) {
        let list = stack.top as! KanjiListViewModel
        press(to: list.kanji.firstIndex { $0.character == character }!)
    }

    func open(word headword: String, reading: String) {
        let detail = stack.top as! KanjiDetailViewModel
        press(to: detail.words.firstIndex { $0.headword == headword && $0.reading == reading }!)
    }

    private func press(to index: Int) {
        handle([.screen(.home)] + Array(repeating: .screen(.down), count: index) + [.screen(.select)])
    }
}
