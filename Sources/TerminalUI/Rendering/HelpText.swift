/// Every key the app understands, for the `?` overlay and the README.
enum HelpText {
    static let title = "Keys (j/k scroll, any other key closes)"
    static let lines = [
        "Up/Down  k/j              move",
        "PgUp/PgDn  C-b/C-f  Space page",
        "Home/End  g/G             first / last",
        "Enter  Right  l           open",
        "Backspace  Esc  Left  h   back one screen",
        "/                         search: kanji, kana, romaji,",
        "                          meaning; Enter opens, Esc",
        "n  N                      next / previous match",
        "s                         sort: frequency, strokes, …",
        "f                         filter: JLPT, grade, strokes",
        "+  -  c                   filter: strokes, clear",
        "r                         radical picker",
        "Tab                       picker: components/matches",
        "i                         about: data sources",
        "t  F12                    coordinator tree",
        "?                         this help",
        "q  C-c                    quit",
        "C-z                       suspend (fg resumes)",
        "Mouse: click moves, click again opens,",
        "       wheel scrolls",
    ]
}
