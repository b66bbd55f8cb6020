/// Follows a text as it grows (`kanji-tui read --follow`, issue 50): the reader on the followed text shows each line
/// as it comes.
public protocol FollowsTexts {
    /// The followed text, if any; it refers to no coordinator or screen.
    var followedText: FollowedText { get }
}

extension BrowserServices: FollowsTexts {}
