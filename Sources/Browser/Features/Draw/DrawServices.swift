/// What the Draw screen touches: the handwriting recognizer, and the kanji data and stroke drawings its candidates
/// are ranked by.
typealias DrawServices = CoordinatorServices & RecognizesHandwriting & ReadsKanji & ReadsStrokeDrawings
