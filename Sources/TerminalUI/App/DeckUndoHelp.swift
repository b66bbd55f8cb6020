/// What `u` does on the screens that change the deck (issue 34), said once for all of them, so the kanji, word,
/// history and study screens' help lines cannot drift apart. The review's `u` takes back a grade (its own tables).
enum DeckUndoHelp {
    /// On a screen whose `a` keeps and takes off.
    static let keep = "undo the keep or removal just made here: a kept item comes off again, a card taken off comes back with all its reviews"
    /// In the reader, whose `K` and `I` also mark words known or ignored.
    static let keepOrMark = "undo the keep, mark or removal just made here: a kept item comes off again, a word marked known or ignored has its mark as before, a card taken off comes back with all its reviews"
    /// On the Study tab, whose keys also change the settings.
    static let study = "undo the removal, suspension, burial or setting just changed here: a card taken off comes back with all its reviews, a card suspended or buried (or brought back) is as it was, a setting goes back"
}
