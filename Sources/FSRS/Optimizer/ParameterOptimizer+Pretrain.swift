import Glibc

extension ParameterOptimizer {
    /// w0–w3, the stability after a first grade of Again, Hard, Good or Easy, fitted as fsrs-rs's `pretrain`
    /// does: for each first grade, the cards' first reviews on a later day are grouped by days elapsed, each
    /// group's pass rate is smoothed towards the history's average recall (Laplace, one review's weight), and
    /// the stability whose forgetting curve (default decay) best predicts them — cross-entropy weighted by the
    /// square root of each group's size, plus |S − default| / 16 — is found by ternary search in 0.1–100 days.
    /// A grade never given first keeps its default, scaled by how the others moved (fsrs-rs interpolates
    /// between neighbours instead), and a harder grade never gets the longer stability.
    func pretrainedInitialStabilities() -> [Double] {
        // First grade → days elapsed → (passes, reviews).
        var groups: [Rating: [Int: (passed: Double, count: Double)]] = [:]
        var passed = 0.0
        for history in histories {
            for review in history.reviews.dropFirst() where review.elapsedDays > 0 {
                passed += review.rating == .again ? 0 : 1
            }
            guard let first = history.reviews.first,
                  let firstLater = history.reviews.dropFirst().first(where: { $0.elapsedDays > 0 }) else { continue }
            let pass = firstLater.rating == .again ? 0.0 : 1.0
            groups[first.rating, default: [:]][firstLater.elapsedDays, default: (0, 0)].passed += pass
            groups[first.rating, default: [:]][firstLater.elapsedDays, default: (0, 0)].count += 1
        }
        let averageRecall = reviewCount > 0 ? passed / Double(reviewCount) : 0.9
        var fitted: [Rating: (stability: Double, count: Double)] = [:]
        for (rating, byDays) in groups {
            // In order of days: a Dictionary's order differs between instances (its seed is per storage), and a
            // sum in another order gives other last bits, so the same log would fit to other parameters.
            let ordered = byDays.sorted { $0.key < $1.key }
            let total = ordered.reduce(0) { $0 + $1.value.count }
            let points = ordered.map { days, group in
                (days: Double(days), recall: (group.passed / group.count * total + averageRecall) / (total + 1), count: group.count)
            }
            fitted[rating] = (Self.searchStability(points, default: Scheduler.defaultParameters[rating.rawValue - 1]), total)
        }
        return Self.smoothed(fitted)
    }

    /// The stability in [0.1, 100] minimising the pretrain loss on `points`, by ternary search.
    private static func searchStability(_ points: [(days: Double, recall: Double, count: Double)], default: Double) -> Double {
        let decay = -Scheduler.defaultParameters[20]
        let factor = pow(0.9, 1 / decay) - 1
        func loss(_ stability: Double) -> Double {
            points.reduce(abs(stability - `default`) / 16) { sum, point in
                let predicted = pow(1 + factor * point.days / stability, decay)
                return sum - (point.recall * log(predicted) + (1 - point.recall) * log(1 - predicted)) * point.count.squareRoot()
            }
        }
        var (low, high) = (0.1, 100.0)
        for _ in 0..<200 where high - low > 1e-9 {
            let third = (high - low) / 3
            if loss(low + third) < loss(high - third) { high -= third } else { low += third }
        }
        return (low + high) / 2
    }

    /// fsrs-rs's `smooth_and_fill` in short: out-of-order pairs take the value of the better-attested grade,
    /// missing grades are filled (see `pretrainedInitialStabilities`), and all are held to [0.1, 100] and put
    /// in order, Again's the shortest.
    private static func smoothed(_ fitted: [Rating: (stability: Double, count: Double)]) -> [Double] {
        var fitted = fitted
        for (harder, easier) in [(Rating.again, Rating.hard), (.hard, .good), (.good, .easy), (.again, .good), (.hard, .easy), (.again, .easy)] {
            guard let small = fitted[harder], let big = fitted[easier], small.stability > big.stability else { continue }
            if small.count > big.count {
                fitted[easier]?.stability = small.stability
            } else {
                fitted[harder]?.stability = big.stability
            }
        }
        let defaults = Array(Scheduler.defaultParameters[0..<4])
        let ratios = fitted.map { log($0.value.stability / defaults[$0.key.rawValue - 1]) }
        let scale = ratios.isEmpty ? 1 : exp(ratios.reduce(0, +) / Double(ratios.count))
        return Rating.allCases.map { rating in
            min(max(fitted[rating]?.stability ?? defaults[rating.rawValue - 1] * scale, 0.1), 100)
        }.sorted()
    }
}
