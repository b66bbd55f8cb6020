import ArgumentParser

/// `kanji-tui draw`: the browser opened on the Draw screen, to find a kanji by writing it with the mouse.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Open the browser on the Draw screen: find a kanji by drawing it with the mouse (W in the browser)."
    )

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    /// The browser, as `kanji-tui` opens it, on the Draw screen.
    func run() throws {
        var browse = try BrowseCommand.parse([])
        browse.data = data
        browse.userData = userData
        browse.opensDraw = true
        try browse.run()
    }
}
