extension Key {
    /// The key as the help, the footer and the README write it: `Up`, `k`, `C-b`, `F1`, `Space`.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .function(let number): "F\(number)"
        case .control(let letter): "C-\(letter)"
        case .resize: "resize"
        case .mouse: "mouse"
        case .paste: "paste"
        }
    }
}
