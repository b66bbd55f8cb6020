import KanjiScreens

/// The one place keys get their meaning (vi keys, arrows and the less/htop conventions alike).
public enum KeyMap {
    /// Lines the mouse wheel moves per notch.
    static let wheelLines = 3

    /// - Parameter overlay: the open overlay; help closes on any key, the coordinator tree lets keys through.
    public static func action(for key: Key, overlay: Overlay?) -> UserAction {
        if overlay == .help {
            switch key {
            case .resize: return .redraw
            case .control("c"): return .app(.quit)
            default: return .closeOverlay
            }
        }
        switch key {
        case .up, .character("k"): return .app(.screen(.up))
        case .down, .character("j"): return .app(.screen(.down))
        case .pageUp, .control("b"): return .app(.screen(.pageUp))
        case .pageDown, .control("f"), .character(" "): return .app(.screen(.pageDown))
        case .home, .character("g"): return .app(.screen(.home))
        case .end, .character("G"): return .app(.screen(.end))
        case .enter, .right, .character("l"): return .app(.screen(.select))
        case .backspace, .escape, .left, .character("h"): return .app(.back)
        case .character("q"), .control("c"): return .app(.quit)
        case .character("i"): return .app(.about)
        case .character("r"): return .app(.radicalPicker)
        case .tab: return .app(.screen(.switchPane))
        case .character("?"): return .toggle(.help)
        case .character("t"), .function(12): return .toggle(.coordinatorTree)
        case .control("z"): return .suspend
        case .control("l"), .resize: return .redraw
        case .mouse(let event): return mouseAction(event)
        default: return .ignore
        }
    }

    private static func mouseAction(_ event: MouseEvent) -> UserAction {
        switch event.kind {
        case .click, .doubleClick: return .click(row: event.row)
        case .wheelUp: return .app(.screen(.scroll(lines: -wheelLines)))
        case .wheelDown: return .app(.screen(.scroll(lines: wheelLines)))
        }
    }
}
