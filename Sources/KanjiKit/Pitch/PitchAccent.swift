/// One accent of a word in the Tokyo standard: where its pitch falls, as the NHK accent dictionary, jisho.org and
/// Yomitan number it.
///
/// 0 is flat (平板, heiban): the first mora low, the rest high, and a particle after it high too (端 はし, 飴 あめ).
/// n is a fall after the n-th mora: 1 is 頭高 (atamadaka, 箸 は＼し), a fall inside the word is 中高 (nakadaka,
/// 先生 せんせ＼い), a fall after the last mora is 尾高 (odaka, 橋 はし＼: flat in the word, the particle after it
/// low). So the word alone tells 端 from 橋 only by what follows it, which the drawings show with the mark at the end.
///
/// The number counts morae, not kana (`morae(of:)`): きょう is two.
public struct PitchAccent: Sendable, Hashable {
    /// 0 for flat, n for a fall after the n-th mora.
    public let downstep: Int

    public init(downstep: Int) {
        self.downstep = downstep
    }

    /// Whether the `index`-th mora (from 0) is high: after a flat word's first mora; a 1's first mora alone; a
    /// higher number's morae from the second up to the fall.
    public func isHigh(mora index: Int) -> Bool {
        switch downstep {
        case 0: index > 0
        case 1: index == 0
        default: index > 0 && index < downstep
        }
    }

    /// The morae of a kana reading, as the NHK dictionary counts them: a small ゃ ゅ ょ ぁ ぃ ぅ ぇ ぉ ゎ (or their
    /// katakana) belongs to the kana before it; ー, っ and ん are morae of their own. きょう → きょ, う; コーヒー →
    /// コ, ー, ヒ, ー. Mirrors `morae` in tools/generate_pitch.py, which drops an accent past a reading's last mora.
    public static func morae(of reading: String) -> [String] {
        var morae: [String] = []
        for character in reading {
            if Self.smallKana.contains(character), !morae.isEmpty {
                morae[morae.count - 1].append(character)
            } else {
                morae.append(String(character))
            }
        }
        return morae
    }

    static let smallKana: Set<Character> = Set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
}
