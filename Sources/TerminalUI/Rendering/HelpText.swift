/// Every key the app understands, for the `?` overlay and the README.
enum HelpText {
    static let title = "Keys (any key closes)"
    static let lines = [
        "Up/Down  k/j              move",
        "PgUp/PgDn  C-b/C-f  Space page",
        "Home/End  g/G             first / last",
        "Enter  Right  l           open",
        "Backspace  Esc  Left  h   back one screen",
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
