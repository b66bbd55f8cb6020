/// What a kanji's detail touches: the kanji data, the word dictionary its words come from, the stroke drawings, the
/// learner's word marks (`K`, `I` on a word), the learner's kanji dictionaries (their facts after KANJIDIC's), and the
/// shared keep, undo and history actions. Public, as
/// the detail's initialiser is, for the navigation benchmark.
public typealias KanjiDetailServices = CoordinatorServices & ReadsKanji & ReadsWords & ReadsStrokeDrawings & MarksWords & ReadsLearnerDictionaries
