/// The 21 partial derivatives a `Dual` carries, in three 8-lane vectors (lanes 21–23 stay zero).
///
/// Three `SIMD8<Double>` rather than one `SIMD32<Double>`: the compiler keeps an 8-lane vector in registers and
/// applies each operation in a few instructions, while 32 lanes went through memory one element at a time, and
/// fitting 10,000 reviews took 5 s instead of well under one.
struct Gradient: Equatable {
    var low: SIMD8<Double>
    var middle: SIMD8<Double>
    var high: SIMD8<Double>

    static let zero = Gradient(low: .zero, middle: .zero, high: .zero)

    /// The derivative with respect to parameter `index` (0–20).
    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0..<8: low[index]
            case 8..<16: middle[index - 8]
            default: high[index - 16]
            }
        }
        set {
            switch index {
            case 0..<8: low[index] = newValue
            case 8..<16: middle[index - 8] = newValue
            default: high[index - 16] = newValue
            }
        }
    }

    static func + (lhs: Gradient, rhs: Gradient) -> Gradient {
        Gradient(low: lhs.low + rhs.low, middle: lhs.middle + rhs.middle, high: lhs.high + rhs.high)
    }

    static func - (lhs: Gradient, rhs: Gradient) -> Gradient {
        Gradient(low: lhs.low - rhs.low, middle: lhs.middle - rhs.middle, high: lhs.high - rhs.high)
    }

    static func -= (lhs: inout Gradient, rhs: Gradient) {
        lhs = lhs - rhs
    }

    static prefix func - (operand: Gradient) -> Gradient {
        Gradient(low: -operand.low, middle: -operand.middle, high: -operand.high)
    }

    static func * (lhs: Double, rhs: Gradient) -> Gradient {
        Gradient(low: lhs * rhs.low, middle: lhs * rhs.middle, high: lhs * rhs.high)
    }

    static func * (lhs: Gradient, rhs: Double) -> Gradient {
        rhs * lhs
    }

    static func / (lhs: Gradient, rhs: Double) -> Gradient {
        Gradient(low: lhs.low / rhs, middle: lhs.middle / rhs, high: lhs.high / rhs)
    }
}
