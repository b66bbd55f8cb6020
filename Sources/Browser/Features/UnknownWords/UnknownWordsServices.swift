/// What the list of a text's unknown words touches: the text (handed over or read again from the library), the
/// segmenter and the library's entry choices it counts with, the word dictionary a word's detail opens by, the
/// learner's word marks (what counts as known), and the shared keep, undo and write actions.
typealias UnknownWordsServices = CoordinatorServices & HandsOverTexts & ReadsTheLibrary & SegmentsText & ReadsWords & MarksWords
