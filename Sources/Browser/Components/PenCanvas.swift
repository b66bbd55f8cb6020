/// The square a pen draws on, as the screens that hold one (the Draw screen, a writing review) measure it.
public enum PenCanvas {
    /// The canvas's side in its own units: finer than any terminal's pixels over a canvas, so a point loses nothing
    /// to rounding, and whole numbers, as Zinnia takes them.
    public static let side = 1000
}
