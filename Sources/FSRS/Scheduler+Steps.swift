// MARK: - Learning and relearning steps

extension Scheduler {
    /// The step rules shared by learning and relearning cards (py-fsrs's two identical branches).
    ///
    /// Again goes back to the first step; Hard repeats the current step (at step 0 it waits the mean of
    /// the first two steps, or 1.5 × the only one); Good moves on and graduates after the last step;
    /// Easy graduates at once. A card whose step lies beyond the steps (scheduled with more steps than
    /// these) graduates on any grade but Again; with no steps at all every grade graduates.
    /// - Parameters:
    ///   - step: the card's current step.
    ///   - rating: the grade.
    ///   - steps: the waits in seconds, learning or relearning.
    ///   - state: the state a card that stays in the steps is in.
    /// - Returns: the next step and its wait, or graduation to review.
    func stepSchedule(step: Int, rating: Rating, steps: [Int64], state: CardState) -> Schedule {
        if steps.isEmpty || (step >= steps.count && rating != .again) {
            return .review
        }
        switch rating {
        case .again:
            return .step(state, index: 0, seconds: steps[0])
        case .hard:
            if step == 0 && steps.count == 1 {
                return .step(state, index: step, seconds: roundedSeconds(Double(steps[0]) * 1.5))
            }
            if step == 0 {
                return .step(state, index: step, seconds: roundedSeconds(Double(steps[0] + steps[1]) / 2.0))
            }
            return .step(state, index: step, seconds: steps[step])
        case .good:
            return step + 1 == steps.count ? .review : .step(state, index: step + 1, seconds: steps[step + 1])
        case .easy:
            return .review
        }
    }

    /// py-fsrs keeps microseconds here; whole-second steps (all the defaults) give whole or half seconds,
    /// and a half second is rounded to even.
    private func roundedSeconds(_ seconds: Double) -> Int64 {
        Int64(seconds.rounded(.toNearestOrEven))
    }
}
