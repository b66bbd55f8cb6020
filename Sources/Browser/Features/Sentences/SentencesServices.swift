/// What the i+1 screen touches: the library's texts and their sentence indexes, the segmenter (to index a text not
/// indexed yet, and to apply the entries chosen), the word dictionary (a word's gloss, its detail), the learner's
/// word marks (what counts as known), and the shared keep, undo and write actions.
typealias SentencesServices = CoordinatorServices & ReadsTheLibrary & IndexesTheLibrary & SegmentsText & ReadsWords & MarksWords
