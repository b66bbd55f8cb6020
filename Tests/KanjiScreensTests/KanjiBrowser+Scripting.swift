import KanjiKit
@testable import KanjiScreens

/// Scripted key presses that reach a named kanji or word the way a person would: Home, Down × n, Enter.
extension KanjiBrowser {
    var topList: KanjiListViewModel? { stack.top as? KanjiListViewModel }
    var topDetail: KanjiDetailViewModel? { stack.top as? KanjiDetailViewModel }

    /// Opens `character` from the list on top.
    func open(kanji character: String) {
        guard let index = topList?.kanji.firstIndex(where: { $0.character == character }) else {
            preconditionFailure("\(character) is not on the list \(breadcrumb)")
        }
        press(to: index)
    }

    /// Opens the word written `headword` and read `reading` from the detail on top.
    func open(word headword: String, reading: String) {
        guard let index = topDetail?.words.firstIndex(where: { $0.headword == headword && $0.reading == reading }) else {
            preconditionFailure("\(headword) is not among the words of \(breadcrumb)")
        }
        press(to: index)
    }

    private func press(to index: Int) {
        handle([.screen(.home)] + Array(repeating: .screen(.down), count: index) + [.screen(.select)])
    }
}
