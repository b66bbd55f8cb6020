import Testing
import KanjiKit
@testable import Segmentation

/// A sentence set of everyday, news and subtitle Japanese, each with words the segmenter must find in it —
/// headword as the study list keeps it (a word usually written in kana by its kana), and the inflection when the sentence conjugates the word — and words it must
/// not make (a name, a number, a particle on its own).
@Suite struct SentenceSetTests {
    struct Sentence: CustomTestStringConvertible, Sendable {
        let text: String
        /// "headword" or "headword:inflection label" (the chain as `Inflection.label(of:)` writes it).
        let expected: [String]
        let absent: [String]
        init(_ text: String, _ expected: [String], absent: [String] = []) {
            self.text = text
            self.expected = expected
            self.absent = absent
        }
        var testDescription: String { text }
    }

    static let sentences: [Sentence] = [
        // Everyday
        Sentence("毎朝コーヒーを飲みます。", ["毎朝", "コーヒー", "飲む:polite"]),
        Sentence("昨日は友達と映画を見に行った。", ["昨日", "友達", "映画", "見る", "行く:past"]),
        Sentence("この本はとても面白かったです。", ["本", "とても", "面白い:polite past"]),
        Sentence("駅までどのくらいかかりますか。", ["駅", "どのくらい", "かかる:polite"]),
        Sentence("日本語を勉強したいです。", ["日本語", "勉強", "する:want to (たい), polite"]),
        Sentence("彼は一生懸命に働いている。", ["彼", "一生懸命", "働く:te-form, ongoing (ている)"]),
        Sentence("雨が降っているから、傘を持っていこう。", ["雨", "降る:te-form, ongoing (ている)", "傘", "持っていく:volitional"]),
        Sentence("気を付けてください。", ["気を付ける:te-form, request (てください)"]),
        Sentence("もう晩ご飯を食べちゃった。", ["もう", "晩ご飯", "食べる:te-form, completely (ちゃう), past"]),
        Sentence("部屋はとても静かでした。", ["部屋", "静か:polite past"]),
        Sentence("明日は早く起きなければならない。", ["明日", "早い", "起きる"]),
        Sentence("窓を開けてもいいですか。", ["窓", "開ける"]),
        Sentence("この料理は美しくないけど美味しい。", ["料理", "美しい:negative", "美味しい"]),
        Sentence("先生に名前を呼ばれた。", ["先生", "名前", "呼ぶ:passive, past"]),
        Sentence("母に野菜を食べさせられた。", ["母", "野菜", "食べる"]),
        Sentence("それは難しいかもしれない。", ["それ", "難しい", "かもしれない"]),
        Sentence("私は猫が好きです。", ["私", "猫", "好き"]),
        Sentence("電車が遅れて、会議に間に合わなかった。", ["電車", "遅れる", "会議", "間に合う:negative, past"]),
        Sentence("子供たちが公園で遊んでいる。", ["子供たち", "公園", "遊ぶ:te-form, ongoing (ている)"]),
        Sentence("新しい靴を買いたい。", ["新しい", "靴", "買う:want to (たい)"]),
        Sentence("宿題を忘れてしまった。", ["宿題", "忘れる:te-form, completely (てしまう), past"]),
        Sentence("もっとゆっくり話してください。", ["もっと", "ゆっくり", "話す:te-form, request (てください)"]),
        Sentence("ここで写真を撮らないでください。", ["写真", "撮る"]),
        Sentence("週末は家でゆっくり休みたい。", ["週末", "家", "休む:want to (たい)"]),
        // News
        Sentence("政府は新しい経済政策を発表した。", ["政府", "新しい", "経済政策", "発表", "する:past"]),
        Sentence("東京で大きな地震が発生しました。", ["東京", "大きな", "地震", "発生"]),
        Sentence("首相は記者会見で質問に答えた。", ["首相", "記者会見", "質問", "答える:past"]),
        Sentence("円安の影響で輸入品の価格が上がっている。", ["円安", "影響", "輸入品", "価格", "上がる:te-form, ongoing (ている)"]),
        Sentence("この問題に対して国民の関心が高まっている。", ["問題", "に対して", "国民", "関心", "高まる:te-form, ongoing (ている)"]),
        Sentence("警察は事故の原因を調べている。", ["警察", "事故", "原因", "調べる:te-form, ongoing (ている)"]),
        Sentence("来年の選挙に向けて準備が進められている。", ["来年", "選挙", "準備", "進める"]),
        Sentence("台風が近づいているため、交通機関に影響が出る見込みだ。", ["台風", "近づく", "交通機関", "影響", "出る", "見込み"]),
        Sentence("研究チームは新しい薬の開発に成功したと発表した。", ["研究チーム", "新しい", "薬", "開発", "成功", "発表"]),
        Sentence("2024年の人口は前年より減少した。", ["人口", "前年", "減少"], absent: ["2024"]),
        Sentence("会社は社員の給料を引き上げることを決めた。", ["会社", "社員", "給料", "引き上げる", "決める:past"]),
        Sentence("世界中で気候変動への対策が求められている。", ["世界中", "気候変動", "対策", "求める:potential or passive, te-form, ongoing (ている)"]),
        // Subtitles
        Sentence("ちょっと待って！", ["ちょっと", "待つ:te-form"]),
        Sentence("何をしてるの？", ["何", "する:te-form, ongoing (てる)"]),
        Sentence("大丈夫だよ、心配しないで。", ["大丈夫", "心配"]),
        Sentence("本当にありがとう。", ["本当に", "ありがとう"]),
        Sentence("もう行かなきゃ。", ["もう", "行く"]),
        Sentence("やっと会えたね。", ["やっと", "会う:potential, past"]),
        Sentence("俺はそんなこと知らないよ。", ["俺", "そんな", "知る:negative"]),
        Sentence("田中さん、おはようございます。", ["おはよう"], absent: ["田中"]),
        Sentence("早く逃げろ！", ["早い", "逃げる:imperative"]),
        Sentence("一緒に帰ろうよ。", ["一緒に", "帰る:volitional"]),
    ]

    @Test(arguments: sentences)
    func findsTheExpectedWords(_ sentence: Sentence) throws {
        let words = try SegmenterFixture.segmenter().words(in: sentence.text)
        let found = words.map { $0.inflection.isEmpty ? $0.headword : "\($0.headword):\(Inflection.label(of: $0.inflection))" }
        for expected in sentence.expected {
            let matches = expected.contains(":") ? found.contains(expected) : words.contains { $0.headword == expected }
            #expect(matches, "\(expected) not found in \(sentence.text): \(found)")
        }
        for absent in sentence.absent {
            // A name (田中) is a word marked as a name, never vocabulary (NameWordTests).
            #expect(!words.contains { $0.isVocabulary && $0.surface.contains(absent) }, "\(absent) taken for a word in \(sentence.text): \(found)")
        }
    }

    @Test func aWordSharingAUsuallyKanaFormIsKeptUnderItsKanjiSpelling() throws {
        // 居る and 要る are both usually いる; いる opens 居る, so 要る met in a text is kept as 要る.
        let segmenter = try SegmenterFixture.segmenter()
        let needed = segmenter.words(in: "時間が要る。").first { $0.dictionaryForm == "要る" }
        #expect(needed?.headword == "要る")
        let being = segmenter.words(in: "猫がいる。").first { $0.dictionaryForm == "いる" }
        #expect(being?.headword == "いる")
    }

    @Test func theSetHasAtLeastFortySentences() {
        #expect(Self.sentences.count >= 40)
    }

    @Test func wordRangesCoverTheirSurfaceAndDoNotOverlap() throws {
        let segmenter = try SegmenterFixture.segmenter()
        for sentence in Self.sentences {
            let words = segmenter.words(in: sentence.text)
            var previousEnd = 0
            for word in words {
                let bytes = Array(sentence.text.utf8)[word.byteRange]
                #expect(String(decoding: bytes, as: UTF8.self) == word.surface)
                #expect(word.byteRange.lowerBound >= previousEnd)
                previousEnd = word.byteRange.upperBound
            }
        }
    }
}
