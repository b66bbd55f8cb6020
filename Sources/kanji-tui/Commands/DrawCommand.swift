import ArgumentParser
import Browser
import KanjiKit

/// `kanji-tui draw`: the browser opened on the Draw screen, to find a kanji by writing it with the mouse.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Open the browser on the Draw screen: find a kanji by drawing it with the mouse (W in the browser)."
    )

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    /// The browser, as `kanji-tui` opens it, on the Draw screen of the Kanji tab (the mouse captured: drawing needs it).
    func run() throws {
        let store = try data.openStore()
        let directory = try data.dataDirectory()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        try BrowseCommand.openBrowser(store: store, words: words, data: data, userData: userData, capturesMouse: true,
                                      stop: .onQuit, firstScreenful: BrowseCommand.firstScreenful) { _ in
            AppLink(tab: .kanji, routes: [.draw])
        }
    }
}
