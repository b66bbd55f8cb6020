/// A classical (Kangxi) radical: its number and the ordinary CJK character that writes it.
public struct Radical: Sendable, Hashable, Codable {
    /// 1...214 in the Kangxi dictionary's order.
    public let number: Int
    /// The radical as a CJK unified ideograph (e.g. "日" for 72), not the Kangxi-block look-alike.
    public let character: String

    public init(number: Int, character: String) {
        self.number = number
        self.character = character
    }
}
