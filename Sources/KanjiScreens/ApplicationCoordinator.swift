import Coordination
import KanjiKit

/// The root of the coordinator tree, and the one coordinator without a screen: the app owns it, and it
/// owns the stack and the store (design.md §2). Everything below it is owned by screens.
@MainActor
public final class ApplicationCoordinator: Coordinator {
    /// Strong: every coordinator reads the same store.
    public let store: KanjiStore
    /// Strong: the one stroke library of the app (`strokes.bin`), opened at first use; it refers to no coordinator.
    public let strokes: StrokeLibrary
    /// Strong: the application coordinator is the stack's owner; every other coordinator holds it weakly.
    public let stack: AppStack
    /// The data sources and licences, shown by the About page.
    private let attribution: String
    /// The root list's coordinator. Unowned: the root screen owns it, and the root screen is never popped.
    private unowned let rootListCoordinator: AllKanjiListCoordinator
    /// The root list. Unowned: the stack holds it at its bottom for as long as this coordinator lives.
    public unowned let rootList: KanjiListViewModel
    /// The About page's coordinator while its page is alive. Weak: its page owns it.
    private weak var about: AboutCoordinator?

    /// Parses every kanji once and puts the all-kanji list at the root of a new stack.
    /// - Parameters:
    ///   - strokes: the stroke-order drawings, opened once.
    ///   - attribution: the text of `ATTRIBUTION.md`, for the About page.
    ///   - firstScreenful: parse only this many kanji for now, so the list's first screen can be drawn
    ///     in a fraction of the time the whole file takes; `loadAllKanji()` then parses the rest. Ignored
    ///     when the store cannot give the start of the list cheaply (`KanjiStore.leadingKanji`).
    /// - Throws: `DatasetError` when the kanji file is broken; the app reports it and exits with status 2.
    public init(store: KanjiStore, strokes: StrokeLibrary, attribution: String, firstScreenful: Int? = nil) throws(DatasetError) {
        let list = if let leading = firstScreenful.flatMap(store.leadingKanji) {
            AllKanjiListCoordinator(store: store, strokes: strokes, kanji: leading.kanji, pendingCount: leading.totalCount)
        } else {
            AllKanjiListCoordinator(store: store, strokes: strokes, kanji: try store.allKanji())
        }
        let root = list.makeScreen()
        self.store = store
        self.strokes = strokes
        self.attribution = attribution
        self.rootListCoordinator = list
        self.rootList = root
        self.stack = AppStack(root: .kanjiList(root))
        super.init()
        addChild(list)
        list.stack = stack
    }

    /// Gives the root list the kanji beyond its first screenful, if it was started with those only.
    /// - Throws: `DatasetError` when the rest of the kanji file is broken.
    public func loadAllKanji() throws(DatasetError) {
        try rootListCoordinator.loadAllKanji()
    }

    /// Pushes the About page, unless it is already on top.
    public func showAbout() {
        guard about == nil || stack.top.screen.coordinator !== about else { return }
        let about = AboutCoordinator(stack: stack, attribution: attribution)
        self.about = about
        addChild(about)
        about.start()
    }

    // MARK: Deep links

    /// Opens `kanji`'s detail over the all-kanji list, the list's cursor on it, exactly as if the
    /// person had moved there and pressed Enter: Back returns to the list positioned on the kanji.
    public func openDetail(of kanji: Kanji) {
        rootList.moveCursor(to: kanji.character)
        rootListCoordinator.showDetail(of: kanji)
    }

    /// Opens `word`'s kanji list over the all-kanji list, the list's cursor on the word's first kanji.
    public func openKanji(of word: Word) {
        if let first = try? store.kanji(in: word.headword).first { rootList.moveCursor(to: first.character) }
        rootListCoordinator.showKanji(of: word)
    }
}
