/// What the word search touches: the word dictionary and the learner's searched beside it, and the shared keep and
/// undo actions (the study list marks its rows).
typealias WordSearchServices = CoordinatorServices & ReadsWords & SearchesLearnerDictionaries
