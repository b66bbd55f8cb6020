import ArgumentParser

/// What `browse` and `read` take alike, the two commands that open the full-screen browser on the terminal: the
/// mouse, the data, the user database and the benchmark's first-frame exit. One declaration, so `kanji-tui 日`
/// and `kanji-tui read FILE` accept the same options and describe them in the same words.
struct BrowserOptions: ParsableArguments {
    @Flag(help: "Leave the mouse to the terminal, so click-and-drag selects text as usual (m switches while running).")
    var noMouse = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    /// For `make bench`: draw the first frame (`read`'s: the first page of the text), restore the terminal and exit
    /// (time to first frame).
    @Flag(help: .hidden)
    var exitAfterFirstFrame = false
}
