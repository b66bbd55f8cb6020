import Coordination
import KanjiKit

/// How a radical picker ends when it does not just get popped: with the kanji the person chose.
public enum RadicalPickerOutcome: CoordinatorOutcome {
    case chosen(Kanji)
}
