// MARK: - IterationTimer

/// The median time of one iteration of some work, from many samples of many iterations each.
///
/// A push and pop takes well under a microsecond, too little for one clock reading to resolve, so each
/// sample times a loop of ``iterations`` and divides. The median of ``samples`` such loops, rather than the
/// mean, ignores the samples that the scheduler interrupted (the machine's other core may be busy).
struct IterationTimer {
    /// How many loops to time; odd, so the median is one of them.
    let samples: Int
    /// How many times each loop runs the work.
    let iterations: Int

    /// Runs `work` once per iteration of every sample, after one untimed loop that warms caches and lets
    /// lazily created state (the allocator's free lists, the stack's arrays) settle.
    /// - Parameter work: One iteration; it must leave the state as it found it.
    /// - Returns: The median time of one iteration, in nanoseconds.
    func medianNanoseconds(of work: () -> Void) -> Double {
        let clock = ContinuousClock()
        for _ in 0..<iterations { work() }
        var perIteration: [Double] = []
        for _ in 0..<samples {
            let elapsed = clock.measure {
                for _ in 0..<iterations { work() }
            }
            perIteration.append(elapsed.nanoseconds / Double(iterations))
        }
        return perIteration.sorted()[samples / 2]
    }
}
