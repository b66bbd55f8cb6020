import Glibc

/// Euler's number as Python's `math.e`. py-fsrs writes eˣ as `math.e ** x`, which is C's `pow(e, x)`,
/// not `exp(x)`; the two can differ in the last bit, so the formulas here call `power(e, x)` too.
let e = 2.718281828459045

/// `x` raised to `y` with the C library's `pow`, the function Python's `**` on floats calls.
/// - Parameters:
///   - x: the base.
///   - y: the exponent.
/// - Returns: xʸ.
@inline(__always)
func power(_ x: Double, _ y: Double) -> Double {
    pow(x, y)
}
