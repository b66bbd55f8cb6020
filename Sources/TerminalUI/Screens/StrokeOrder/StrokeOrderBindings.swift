import Browser

/// The stroke-order screen's own keys, in footer order. Left steps back a stroke here; Back is still
/// Backspace, Esc or h.
enum StrokeOrderBindings {
    static let name = "Stroke order"

    static let all: [KeyBinding<StrokeOrderViewModel>] = [
        KeyBinding([.right, .character(" ")], "the next stroke", footer: "next stroke") { $0.handle(.next) },
        KeyBinding([.left], "the previous stroke", footer: "previous") { $0.handle(.previous) },
        KeyBinding([.home], "no stroke yet") { $0.handle(.none) },
        KeyBinding([.end], "every stroke: the finished kanji") { $0.handle(.all) },
        KeyBinding([.character("p")], "play or pause: a stroke every half second", footer: "play") { $0.handle(.togglePlay) },
    ]
}
