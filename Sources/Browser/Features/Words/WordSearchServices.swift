/// What the word search touches: the word dictionary, and the shared keep and undo actions (the study list marks
/// its rows).
typealias WordSearchServices = CoordinatorServices & ReadsWords
