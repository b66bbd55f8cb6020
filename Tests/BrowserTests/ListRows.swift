import Browser

/// Every row of a paged list, read through the screen as its renderer reads them: for tests of short lists, whose
/// rows they compare whole.
extension HistoryViewModel {
    var rows: [Row] { (0..<count).compactMap(row(at:)) }
}

extension StudyListViewModel {
    var rows: [Row] { (0..<count).compactMap(row(at:)) }
}
