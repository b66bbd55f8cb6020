/// What the words to learn next touch: the library's texts and their sentence indexes, the segmenter (to index a text
/// not indexed yet, and to apply the entries chosen), the word dictionary (a word's gloss, its page), the learner's
/// word marks (what counts as known; `K` and `I`), and the shared keep, undo and write actions.
typealias LearnNextServices = CoordinatorServices & ReadsTheLibrary & IndexesTheLibrary & SegmentsText & ReadsWords & MarksWords
