import Glibc

/// A number with its gradient with respect to the 21 FSRS-6 parameters (forward-mode automatic
/// differentiation), so the optimizer writes the memory model once, as formulas, and gets its gradient with it.
///
/// Forward mode carries 21 partial derivatives through each operation: a review history is a chain of a few
/// dozen operations per review, so 10,000 reviews cost some 10 M lane operations an epoch, which SIMD keeps
/// to milliseconds; reverse mode would need the whole chain kept and derived by hand.
struct Dual {
    var value: Double
    var gradient: Gradient

    init(_ value: Double, gradient: Gradient = .zero) {
        self.value = value
        self.gradient = gradient
    }

    /// Parameter `index` itself: its value, and a derivative of 1 with respect to itself.
    static func parameter(_ parameters: [Double], _ index: Int) -> Dual {
        var gradient = Gradient.zero
        gradient[index] = 1
        return Dual(parameters[index], gradient: gradient)
    }

    static func + (lhs: Dual, rhs: Dual) -> Dual { Dual(lhs.value + rhs.value, gradient: lhs.gradient + rhs.gradient) }
    static func - (lhs: Dual, rhs: Dual) -> Dual { Dual(lhs.value - rhs.value, gradient: lhs.gradient - rhs.gradient) }
    static func * (lhs: Dual, rhs: Dual) -> Dual {
        Dual(lhs.value * rhs.value, gradient: rhs.value * lhs.gradient + lhs.value * rhs.gradient)
    }
    static func / (lhs: Dual, rhs: Dual) -> Dual {
        let quotient = lhs.value / rhs.value
        return Dual(quotient, gradient: (lhs.gradient - quotient * rhs.gradient) / rhs.value)
    }
    static prefix func - (operand: Dual) -> Dual { Dual(-operand.value, gradient: -operand.gradient) }

    static func + (lhs: Dual, rhs: Double) -> Dual { Dual(lhs.value + rhs, gradient: lhs.gradient) }
    static func + (lhs: Double, rhs: Dual) -> Dual { rhs + lhs }
    static func - (lhs: Dual, rhs: Double) -> Dual { Dual(lhs.value - rhs, gradient: lhs.gradient) }
    static func - (lhs: Double, rhs: Dual) -> Dual { Dual(lhs - rhs.value, gradient: -rhs.gradient) }
    static func * (lhs: Dual, rhs: Double) -> Dual { Dual(lhs.value * rhs, gradient: lhs.gradient * rhs) }
    static func * (lhs: Double, rhs: Dual) -> Dual { rhs * lhs }
    static func / (lhs: Dual, rhs: Double) -> Dual { Dual(lhs.value / rhs, gradient: lhs.gradient / rhs) }

    /// eˣ.
    func exponential() -> Dual {
        let result = exp(value)
        return Dual(result, gradient: result * gradient)
    }

    /// ln x.
    func logarithm() -> Dual {
        Dual(log(value), gradient: gradient / value)
    }

    /// xʸ for x > 0, both differentiable: d(xʸ) = xʸ·(y·dx/x + ln x·dy).
    func raised(to exponent: Dual) -> Dual {
        let result = pow(value, exponent.value)
        return Dual(result, gradient: result * (exponent.value / value * gradient + log(value) * exponent.gradient))
    }

    /// The value held to [lower, upper]; outside it the derivative is 0, as a tensor clamp's is.
    func clamped(_ lower: Double, _ upper: Double) -> Dual {
        if value < lower { return Dual(lower) }
        if value > upper { return Dual(upper) }
        return self
    }
}
