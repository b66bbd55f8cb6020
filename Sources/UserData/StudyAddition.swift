/// What keeping an item did: the item's row, and whether it is new or was already kept (then unchanged).
public struct StudyAddition: Sendable, Hashable {
    public let row: StudyRow
    public let isNew: Bool

    public init(row: StudyRow, isNew: Bool) {
        self.row = row
        self.isNew = isNew
    }
}
