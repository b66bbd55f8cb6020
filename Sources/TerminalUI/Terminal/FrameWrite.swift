/// Which of two diffs decides what a frame writes: ours (``GridDiff``, only changed cells are copied into ncurses) or
/// ncurses' own (every cell is copied, and `wrefresh` sends the terminal what differs from its copy of the screen).
public enum FrameWrite: Sendable {
    case changedCells
    case everyCell
}
