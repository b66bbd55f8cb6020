extension WordSegmenter {
    /// The words of block `index` of `text`, in order: the one way a text's blocks are segmented (the reader, the
    /// text's analysis, its unknown words), so each reads a block the same way.
    public func words(inBlock index: Int, of text: ReadingText) -> [TextWord] {
        words(in: text.text(ofBlock: index))
    }
}
