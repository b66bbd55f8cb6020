import KanjiScreens

/// The one place keys get their meaning (vi keys, arrows and the less/htop conventions alike).
public enum KeyMap {
    /// Lines the mouse wheel moves per notch.
    static let wheelLines = 3

    /// - Parameters:
    ///   - overlay: the open overlay; help closes on any key, the coordinator tree lets keys through.
    ///   - editingText: whether the top screen takes text (a search line): characters are then text.
    public static func action(for key: Key, overlay: Overlay?, editingText: Bool = false) -> UserAction {
        if editingText && overlay != .help { return textAction(for: key) }
        if overlay == .help {
            switch key {
            case .resize: return .redraw
            case .control("c"): return .app(.quit)
            case .down, .character("j"): return .scrollOverlay(lines: 1)
            case .up, .character("k"): return .scrollOverlay(lines: -1)
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
        case .character("f"): return .app(.filter)
        case .character("/"): return .app(.screen(.beginSearch))
        case .character("n"): return .app(.screen(.nextMatch))
        case .character("N"): return .app(.screen(.previousMatch))
        case .character("s"): return .app(.screen(.cycleSort))
        case .character("+"), .character("="): return .app(.screen(.increment))
        case .character("-"): return .app(.screen(.decrement))
        case .character("c"): return .app(.screen(.clear))
        case .tab: return .app(.screen(.switchPane))
        case .character("?"): return .toggle(.help)
        case .character("t"), .function(12): return .toggle(.coordinatorTree)
        case .control("z"): return .suspend
        case .control("l"), .resize: return .redraw
        case .mouse(let event): return mouseAction(event)
        default: return .ignore
        }
    }

    /// Keys while typing into a search line: text, editing, moving through the results, quitting.
    private static func textAction(for key: Key) -> UserAction {
        switch key {
        case .character(let character): return .app(.screen(.type(String(character))))
        case .backspace: return .app(.screen(.deleteBackward))
        case .enter: return .app(.screen(.accept))
        case .escape: return .app(.screen(.cancel))
        case .up: return .app(.screen(.up))
        case .down: return .app(.screen(.down))
        case .pageUp: return .app(.screen(.pageUp))
        case .pageDown: return .app(.screen(.pageDown))
        case .control("c"): return .app(.quit)
        case .control("z"): return .suspend
        case .resize, .control("l"): return .redraw
        case .mouse(let event): return mouseAction(event)
        default: return .ignore
        }
    }

    private static func mouseAction(_ event: MouseEvent) -> UserAction {
        switch event.kind {
        case .click, .doubleClick: return .click(row: event.row, column: event.column)
        case .wheelUp: return .app(.screen(.scroll(lines: -wheelLines)))
        case .wheelDown: return .app(.screen(.scroll(lines: wheelLines)))
        }
    }
}
