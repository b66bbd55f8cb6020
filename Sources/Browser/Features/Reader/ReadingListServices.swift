/// What the Read tab's list touches: the library it lists, and the writer its pastes and removals go through.
typealias ReadingListServices = CoordinatorServices & ReadsTheLibrary
