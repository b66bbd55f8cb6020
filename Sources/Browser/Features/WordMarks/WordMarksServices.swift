/// What the list of marked words touches: the marks it lists and takes off, the word dictionary a word's page opens
/// by, and the shared write and undo actions.
typealias WordMarksServices = CoordinatorServices & MarksWords & ReadsWords
