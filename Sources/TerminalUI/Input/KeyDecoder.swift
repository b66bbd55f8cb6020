import CNcursesw
import KanjiKit

/// Turns what `wget_wch` returned into a `Key`. Pure, so the whole table is tested with raw codes.
public enum KeyDecoder {
    /// - Parameters:
    ///   - status: `wget_wch`'s result: `OK` (0) for a character, `KEY_CODE_YES` (256) for a key code.
    ///   - value: the character or key code it stored.
    /// - Returns: the key, or `nil` for codes the program does not use. Mouse reports never come this way:
    ///   the session decodes them itself (`SGRMouseReport`).
    public static func decode(status: Int32, value: UInt32) -> Key? {
        switch status {
        case OK: character(value)
        case KEY_CODE_YES: keyCode(Int32(bitPattern: value))
        default: nil
        }
    }

    // MARK: Characters

    private static func character(_ value: UInt32) -> Key? {
        switch value {
        case 8, 127: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(value), DisplayWidth.of(scalar) != nil else { return nil }
            return .character(Character(scalar))
        }
    }

    // MARK: Key codes

    private static func keyCode(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        case KEY_F0 + 1...KEY_F0 + 63: .function(Int(code - KEY_F0))
        default: nil
        }
    }
}
