import KanjiKit
import KanjiScreens
import Testing
@testable import TerminalUI

@Suite struct GoldenScreenTests {
    @Test func the_all_kanji_list_at_80_by_24() {
        let frame = BrowserRenderer.render(GoldenGrid.browser(), size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, equals: [
            " Kanji                                                                  1/10361",
            " Kanji  On            Kun             Meanings                Str  Grade  JLPT",
            " 日     ニチ、ジツ    ひ、-び、-か    day; sun; Japan; coun…    4  1      N5",
            " 一     イチ、イツ    ひと-、ひと.つ  one; one radical (no.…    1  1      N5",
            " 国     コク          くに            country                   8  2      N5",
            " 会     カイ、エ      あ.う、あ.わ …  meeting; meet; party;…    6  2      N4",
            " 人     ジン、ニン    ひと、-り、-と  person                    2  1      N5",
            " 年     ネン          とし            year; counter for yea…    6  1      N5",
            " 大     ダイ、タイ    おお-、おお. …  large; big                3  1      N5",
            " 十     ジュウ、ジ …  とお、と、そ    ten                       2  1      N5",
            " 二     ニ、ジ        ふた、ふた.つ…  two; two radical (no.…    2  1      N5",
            " 本     ホン          もと            book; present; main; …    5  1      N5",
            " 中     チュウ        なか、うち、 …  in; inside; middle; m…    4  1      N5",
            " 長     チョウ        なが.い、おさ   long; leader; superio…    8  2      N5",
            " 出     シュツ、スイ  で.る、-で、 …  exit; leave; go out; …    5  1      N5",
            " 三     サン、ゾウ    み、み.つ、み…  three                     3  1      N5",
            " 同     ドウ          おな.じ         same; agree; equal        6  2      N4",
            " 時     ジ            とき、-どき     time; hour               10  2      N5",
            " 政     セイ、ショウ  まつりごと、 …  politics; government      9  5      N3",
            " 事     ジ、ズ        こと、つか.う…  matter; thing; fact; …    8  3      N4",
            " 自     ジ、シ        みずか.ら、お…  oneself                   6  2      N4",
            " 行     コウ、ギョ …  い.く、ゆ.く …  going; journey; carry…    6  2      N5",
            " 社     シャ          やしろ          company; firm; office…    7  2      N4",
            " Enter open  / search  f filter  s sort  ? help  q quit  r radicals  i about",
        ])
    }

    /// The frame drawn before the rest of the kanji are parsed is the frame of the whole list.
    @Test func the_first_screenful_draws_the_same_first_frame_as_the_whole_list() throws {
        let store = try KanjiStore(directory: GoldenGrid.resources)
        let early = try KanjiBrowser(store: store, firstScreenful: 60)
        let whole = GoldenGrid.browser()
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 40, columns: 120)] {
            #expect(GoldenGrid.lines(BrowserRenderer.render(early, size: size)) == GoldenGrid.lines(BrowserRenderer.render(whole, size: size)))
        }
    }

    @Test func the_all_kanji_list_at_120_by_40() {
        let frame = BrowserRenderer.render(GoldenGrid.browser(), size: TerminalSize(rows: 40, columns: 120))
        GoldenGrid.expect(frame, equals: [
            " Kanji                                                                                                          1/10361",
            " Kanji  On            Kun             Meanings                                                  Str  Grade  JLPT   Freq",
            " 日     ニチ、ジツ    ひ、-び、-か    day; sun; Japan; counter for days                           4  1      N5        1",
            " 一     イチ、イツ    ひと-、ひと.つ  one; one radical (no.1)                                     1  1      N5        2",
            " 国     コク          くに            country                                                     8  2      N5        3",
            " 会     カイ、エ      あ.う、あ.わ …  meeting; meet; party; association; interview; join          6  2      N4        4",
            " 人     ジン、ニン    ひと、-り、-と  person                                                      2  1      N5        5",
            " 年     ネン          とし            year; counter for years                                     6  1      N5        6",
            " 大     ダイ、タイ    おお-、おお. …  large; big                                                  3  1      N5        7",
            " 十     ジュウ、ジ …  とお、と、そ    ten                                                         2  1      N5        8",
            " 二     ニ、ジ        ふた、ふた.つ…  two; two radical (no. 7)                                    2  1      N5        9",
            " 本     ホン          もと            book; present; main; origin; true; real; counter for lo…    5  1      N5       10",
            " 中     チュウ        なか、うち、 …  in; inside; middle; mean; center                            4  1      N5       11",
            " 長     チョウ        なが.い、おさ   long; leader; superior; senior                              8  2      N5       12",
            " 出     シュツ、スイ  で.る、-で、 …  exit; leave; go out; come out; put out; protrude            5  1      N5       13",
            " 三     サン、ゾウ    み、み.つ、み…  three                                                       3  1      N5       14",
            " 同     ドウ          おな.じ         same; agree; equal                                          6  2      N4       15",
            " 時     ジ            とき、-どき     time; hour                                                 10  2      N5       16",
            " 政     セイ、ショウ  まつりごと、 …  politics; government                                        9  5      N3       17",
            " 事     ジ、ズ        こと、つか.う…  matter; thing; fact; business; reason; possibly             8  3      N4       18",
            " 自     ジ、シ        みずか.ら、お…  oneself                                                     6  2      N4       19",
            " 行     コウ、ギョ …  い.く、ゆ.く …  going; journey; carry out; conduct; act; line; row; bank    6  2      N5       20",
            " 社     シャ          やしろ          company; firm; office; association; shrine                  7  2      N4       21",
            " 見     ケン          み.る、み.え …  see; hopes; chances; idea; opinion; look at; visible        7  1      N5       22",
            " 月     ゲツ、ガツ    つき            month; moon                                                 4  1      N5       23",
            " 分     ブン、フン …  わ.ける、わ. …  part; minute of time; segment; share; degree; one's lot…    4  2      old 4    24",
            " 議     ギ                            deliberation; consultation; debate; consideration          20  4      N3       25",
            " 後     ゴ、コウ      のち、うし.ろ…  behind; back; later                                         9  2      N5       26",
            " 前     ゼン          まえ、-まえ     in front; before                                            9  2      N5       27",
            " 民     ミン          たみ            people; nation; subjects                                    5  4      N3       28",
            " 生     セイ、ショウ  い.きる、い. …  life; genuine; birth                                        5  1      N5       29",
            " 連     レン          つら.なる、つ…  take along; lead; join; connect; party; gang; clique       10  4      N3       30",
            " 五     ゴ            いつ、いつ.つ   five                                                        4  1      N5       31",
            " 発     ハツ、ホツ    た.つ、あば. …  departure; discharge; publish; emit; start from; disclo…    9  3      N4       32",
            " 間     カン、ケン    あいだ、ま、 …  interval; space                                            12  2      N5       33",
            " 対     タイ、ツイ    あいて、こた.…  vis-a-vis; opposite; even; equal; versus; anti-; compare    7  3      N3       34",
            " 上     ジョウ、シ …  うえ、-うえ、…  above; up                                                   3  1      N5       35",
            " 部     ブ            -べ             section; bureau; dept; class; copy; part; portion; coun…   11  3      N3       36",
            " 東     トウ          ひがし          east                                                        8  2      N5       37",
            " Enter open  / search  f filter  s sort  ? help  q quit  r radicals  i about",
        ])
    }

    @Test func the_detail_of_sun_at_80_by_24() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80)), equals: [
            " Kanji › 日",
            "",
            "  日  day; sun; Japan; counter for days",
            "",
            "  On          ニチ、ジツ",
            "  Kun         ひ、-び、-か",
            "  Nanori      あ、あき、いる、く、くさ、こう、す、たち、に、にっ、につ、へ",
            "  Strokes     4",
            "  Grade       1 (elementary school)",
            "  JLPT        N5 (unofficial list) · old level 4",
            "  Frequency   1 of 2,501 in newspapers",
            "  Radical     日 (no. 72)",
            "  Components  日",
            "",
            "  Words 1/223",
            "  日    にち      Sunday; day (of the month); counter for days",
            "  日    ひ        day; days; sun",
            "  朝日  あさひ    morning sun",
            "  明日  あした    tomorrow",
            "  明日  あす      tomorrow; near future",
            "  幾日  いくにち  how many days; what day (of the month)",
            "  一日  いちにち  one day; all day (long); throughout the day",
            "  １日  いちにち  one day; all day (long); throughout the day",
            " Enter word's kanji  j/k move  h back  ? help  q quit  r radicals  i about",
        ])
    }

    @Test func the_detail_of_sun_at_120_by_40() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 40, columns: 120)), equals: [
            " Kanji › 日",
            "",
            "  日  day; sun; Japan; counter for days",
            "",
            "  On          ニチ、ジツ",
            "  Kun         ひ、-び、-か",
            "  Nanori      あ、あき、いる、く、くさ、こう、す、たち、に、にっ、につ、へ",
            "  Strokes     4",
            "  Grade       1 (elementary school)",
            "  JLPT        N5 (unofficial list) · old level 4",
            "  Frequency   1 of 2,501 in newspapers",
            "  Radical     日 (no. 72)",
            "  Components  日",
            "",
            "  Words 1/223",
            "  日    にち        Sunday; day (of the month); counter for days",
            "  日    ひ          day; days; sun",
            "  朝日  あさひ      morning sun",
            "  明日  あした      tomorrow",
            "  明日  あす        tomorrow; near future",
            "  幾日  いくにち    how many days; what day (of the month)",
            "  一日  いちにち    one day; all day (long); throughout the day",
            "  １日  いちにち    one day; all day (long); throughout the day",
            "  五日  いつか      fifth day of the month; five days",
            "  ５日  いつか      fifth day of the month; five days",
            "  月日  がっぴ      month and day (of the year); date",
            "  元日  がんじつ    New Year's Day",
            "  期日  きじつ      fixed date; settlement date",
            "  昨日  きのう      yesterday",
            "  休日  きゅうじつ  holiday; day off",
            "  今日  きょう      today; this day",
            "  近日  きんじつ    soon; in a few days",
            "  抗日  こうにち    resistance against Japanese aggression; anti-Japanese (campaign, movement, etc.)",
            "  九日  ここのか    ninth day of the month; nine days",
            "  ９日  ここのか    ninth day of the month; nine days",
            "  今日  こんにち    today; this day; these days",
            "  後日  ごじつ      in the future; another day; later",
            "  祭日  さいじつ    national holiday; festival day",
            "  昨日  さくじつ    yesterday",
            " Enter word's kanji  j/k move  h back  ? help  q quit  r radicals  i about",
        ])
    }

    @Test func a_words_kanji_list_is_titled_with_the_word_reading_and_gloss() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん")
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80)), equals: [
            " Kanji › 日 › 日本                                                          1/2",
            " にほん — Japan",
            " Kanji  On            Kun             Meanings                Str  Grade  JLPT",
            " 日     ニチ、ジツ    ひ、-び、-か    day; sun; Japan; coun…    4  1      N5",
            " 本     ホン          もと            book; present; main; …    5  1      N5",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " Enter open  / search  f filter  s sort  h back  ? help  q quit  r radicals  i…",
        ])
    }

    @Test func the_smallest_usable_terminal_drops_columns_and_squeezes_the_detail() {
        let browser = GoldenGrid.browser()
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 10, columns: 40)), equals: [
            " Kanji                          1/10361",
            " Kanji  Meanings",
            " 日     day; sun; Japan; counter for d…",
            " 一     one; one radical (no.1)",
            " 国     country",
            " 会     meeting; meet; party; associat…",
            " 人     person",
            " 年     year; counter for years",
            " 大     large; big",
            " Enter open  / search  f filter  s sor…",
        ])
        browser.open(kanji: "日")
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 10, columns: 40)), equals: [
            " Kanji › 日",
            "  日  day; sun; Japan; counter for days",
            "  On          ニチ、ジツ",
            "  Kun         ひ、-び、-か",
            "  Nanori      あ、あき、いる、く、くさ…",
            "  Words 1/223",
            "  日    にち    Sunday; day (of the mo…",
            "  日    ひ      day; days; sun",
            "  朝日  あさひ  morning sun",
            " Enter word's kanji  j/k move  h back …",
        ])
    }

    @Test func below_40_by_10_a_notice_replaces_the_screen() {
        GoldenGrid.expect(BrowserRenderer.render(GoldenGrid.browser(), size: TerminalSize(rows: 9, columns: 39)), equals: [
            "",
            "",
            "",
            "          Terminal too small",
            "           39×9, needs 40×10",
            "                q quits",
            "",
            "",
            "",
        ])
    }

    @Test func a_deep_breadcrumb_is_trimmed_from_the_left() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        for _ in 0..<3 {
            browser.open(word: "日本", reading: "にほん")
            browser.open(kanji: "本")
            browser.open(word: "日本", reading: "にほん")
            browser.open(kanji: "日")
        }
        let frame = BrowserRenderer.render(browser, size: TerminalSize(rows: 10, columns: 40))
        GoldenGrid.expect(frame, equals: [
            " … › 日本 › 日 › 日本 › 本 › 日本 › 日",
            "  日  day; sun; Japan; counter for days",
            "  On          ニチ、ジツ",
            "  Kun         ひ、-び、-か",
            "  Nanori      あ、あき、いる、く、くさ…",
            "  Words 1/223",
            "  日    にち    Sunday; day (of the mo…",
            "  日    ひ      day; days; sun",
            "  朝日  あさひ  morning sun",
            " Enter word's kanji  j/k move  h back …",
        ])
    }

    @Test func the_help_overlay_lists_the_keys() {
        let frame = BrowserRenderer.render(GoldenGrid.browser(), size: TerminalSize(rows: 24, columns: 80), overlay: .help)
        GoldenGrid.expect(frame, equals: [
            " Kanji                                                                  1/10361",
            " Kanji  On ┌─ Keys (j/k scroll, any other key closes) ──────────────┐ade  JLPT",
            " 日     ニ │ Up/Down  k/j              move                         │     N5",
            " 一     イ │ PgUp/PgDn  C-b/C-f  Space page                         │     N5",
            " 国     コ │ Home/End  g/G             first / last                 │     N5",
            " 会     カ │ Enter  Right  l           open                         │     N4",
            " 人     ジ │ Backspace  Esc  Left  h   back one screen              │     N5",
            " 年     ネ │ /                         search: kanji, kana, romaji, │     N5",
            " 大     ダ │                           meaning; Enter opens, Esc    │     N5",
            " 十     ジ │ n  N                      next / previous match        │     N5",
            " 二     ニ │ s                         sort: frequency, strokes, …  │     N5",
            " 本     ホ │ f                         filter: JLPT, grade, strokes │     N5",
            " 中     チ │ +  -  c                   filter: strokes, clear       │     N5",
            " 長     チ │ r                         radical picker               │     N5",
            " 出     シ │ Tab                       picker: components/matches   │     N5",
            " 三     サ │ i                         about: data sources          │     N5",
            " 同     ド │ t  F12                    coordinator tree             │     N4",
            " 時     ジ │ ?                         this help                    │     N5",
            " 政     セ │ q  C-c                    quit                         │     N3",
            " 事     ジ │ C-z                       suspend (fg resumes)         │     N4",
            " 自     ジ │ Mouse: click moves, click again opens,                 │     N4",
            " 行     コ │        wheel scrolls                                   │     N5",
            " 社     シ └────────────────────────────────────────────────────────┘     N4",
            " Enter open  / search  f filter  s sort  ? help  q quit  r radicals  i about",
        ])
    }

    @Test func the_coordinator_tree_overlay_shows_the_live_tree() {
        let browser = GoldenGrid.browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん")
        let frame = BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80), overlay: .coordinatorTree)
        GoldenGrid.expect(frame, equals: [
            " Kanji › 日 › 日本                                                          1/2",
            " にほん — Japan",
            " Kanji  On            Kun             Meanings                Str  Grade  JLPT",
            " 日     ニチ、ジツ    ひ、-び、-か    day; sun; Japan; coun…    4  1      N5",
            " 本     ホン          もと            book; present; main; …    5  1      N5",
            "",
            "         ┌─ Coordinators and stack (t closes) ───────────────────────┐",
            "         │ Coordinators:                                             │",
            "         │   ApplicationCoordinator                                  │",
            "         │     AllKanjiListCoordinator \"Kanji\"                       │",
            "         │       KanjiDetailCoordinator \"日\"                         │",
            "         │         WordKanjiListCoordinator \"日本\"                   │",
            "         │ Stack (bottom to top):                                    │",
            "         │   0 KanjiListViewModel \"Kanji\" <- AllKanjiListCoordinator │",
            "         │   1 KanjiDetailViewModel \"日\" <- KanjiDetailCoordinator   │",
            "         │   2 KanjiListViewModel \"日本\" <- WordKanjiListCoordinator │",
            "         └───────────────────────────────────────────────────────────┘",
            "",
            "",
            "",
            "",
            "",
            "",
            " Enter open  / search  f filter  s sort  h back  ? help  q quit  r radicals  i…",
        ])
    }

    @Test func the_about_page_credits_the_edrdg() {
        let browser = GoldenGrid.browser()
        browser.handle(.about)
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80)), equals: [
            " Kanji › About                                                          1–21/39",
            "",
            "  Data sources and licences",
            "",
            "  kanji-tui's data is other people's careful work. Thank you.",
            "",
            "  KANJIDIC2, EDICT, KRADFILE and RADKFILE — EDRDG",
            "  - KANJIDIC2 (file version 4, database 2022-235, created 2022-08-23):",
            "  characters, meanings, on/kun readings, nanori, stroke counts, school grades,",
            "  old JLPT levels (1–4), newspaper frequency ranks, classical radicals. From",
            "  Debian's kanjidic-xml package.",
            "  - EDICT (2021-02-03): the common (\"(P)\") entries are embedded as",
            "  words.edict; the complete file can be used with --edict",
            "  /usr/share/edict/edict. From Debian's edict package.",
            "  - KRADFILE (kradfile-u) and RADKFILE: the components of each kanji, and the",
            "  stroke count of each component (for the radical picker). From the PyPI",
            "  jamdict package.",
            "",
            "  These files are the property of the Electronic Dictionary Research and",
            "  Development Group (EDRDG) and are used in conformance with the Group's",
            "  licence: Creative Commons Attribution-ShareAlike (see EDRDG-LICENCE.txt",
            "  beside this file, as Debian ships it).",
            "  https://www.edrdg.org/edrdg/licence.html —",
            " j/k scroll  h back  ? help  q quit  i about",
        ])
    }

    @Test func the_radical_picker_narrows_to_the_kanji_with_every_chosen_component() {
        let browser = GoldenGrid.browser()
        browser.handle(.radicalPicker)
        let picker = browser.stack.top as! RadicalPickerViewModel
        picker.toggle("氵")
        picker.toggle("口")
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80)), equals: [
            " Kanji › Radicals                                         2 selected · 98 kanji",
            " Selected: 氵 口",
            "   1 ノ 一 丶 乙 亅 ｜",
            "   2 ⺅ ハ マ ユ 乃 九 二 亠 人 儿 入 冂 冖 冫 几 凵 刀 刂 力 勹 匕 匚 十 卜 卩",
            "     厂 厶 又 并 𠆢",
            "   3 ⺌ ⺾ ⻏ ⻖ ヨ 久 也 亡 及 口 囗 土 士 夂 夕 大 女 子 宀 寸 小 尢 尸 屮 山",
            "     巛 川 工 已 巾 干 幺 广 廴 廾 弋 弓 彑 彡 彳 忄 扌 氵 犭 辶",
            "   4 ⺹ 五 井 元 勿 尤 屯 巴 心 戈 戸 手 支 攵 文 斗 斤 方 无 日 曰 月 木 欠 止",
            "     歹 殳 毋 比 毛 氏 气 水 火 灬 爪 父 爻 爿 片 牛 犬 王 礻",
            "   5 世 冊 巨 母 牙 玄 瓦 甘 生 用 田 疋 疒 癶 白 皮 皿 目 矛 矢 石 示 禸 禾 穴",
            "     立 罒 衤",
            "   6 瓜 竹 米 糸 缶 羊 羽 而 耒 耳 聿 肉 自 至 臼 舌 舟 艮 色 虍 虫 血 行 衣 西",
            "   7 臣 舛 見 角 言 谷 豆 豕 豸 貝 赤 走 足 身 車 辛 辰 邑 酉 釆 里 麦",
            "   8 免 奄 岡 斉 金 長 門 隶 隹 雨 青 非",
            " Matches (98)",
            "  治  reign; be at peace; calm down; subdue; quell; govt; cure; heal; rule; co…",
            "  活  lively; resuscitation; being helped; living",
            "  減  dwindle; decrease; reduce; decline; curtail; get hungry",
            "  落  fall; drop; come down; village; hamlet",
            "  況  condition; situation",
            "  河  river",
            "  沖  open sea; offing; rise high into sky",
            "  沿  run alongside; follow along; run along; lie along",
            " Enter choose  j/k move  PgDn/PgUp strokes  Tab matches  h back  ? help  q qui…",
        ])
    }

    @Test func the_search_line_shows_the_query_and_the_match_count_as_you_type() {
        let browser = GoldenGrid.browser()
        browser.handle(.screen(.beginSearch))
        for character in "mizu" { browser.handle(.screen(.type(String(character)))) }
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 12, columns: 80)), equals: [
            " Kanji                                                            1/24 of 10361",
            " Kanji  On            Kun             Meanings                Str  Grade  JLPT",
            " 水     スイ          みず、みず-     water                     4  1      N5",
            " 瑞     ズイ、スイ    みず-、しるし   congratulations          13  name   N1",
            " 瀣     カイ          みず            sea mist; vapor          18",
            " 自     ジ、シ        みずか.ら、お…  oneself                   6  2      N4",
            " 準     ジュン        じゅん.じる、…  semi-; correspond to;…   13  5      N2",
            " 湖     コ            みずうみ        lake                     12  3      N2",
            " 鮫     コウ          さめ、みずち    shark                    17",
            " 薔     バ、ショウ …  みずたで        water pepper             16",
            " 壬     ニン、ジン …  みずのえ        9th calendar sign         4  name",
            " /mizu▏                                               read as みず · 24 matches",
        ])
    }

    @Test func the_filter_form_counts_matches_and_the_list_header_names_the_filter() {
        let browser = GoldenGrid.browser()
        browser.handle(.filter)
        browser.handle(.screen(.select))
        browser.handle(.screen(.down))
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80)), equals: [
            " Kanji › Filter                                                        79 kanji",
            " Choose what the list shows; it narrows as you choose.",
            "   [x]  JLPT N5 (unofficial tanos list)",
            "   [ ]  JLPT N4 (unofficial tanos list)",
            "   [ ]  JLPT N3 (unofficial tanos list)",
            "   [ ]  JLPT N2 (unofficial tanos list)",
            "   [ ]  JLPT N1 (unofficial tanos list)",
            "   [ ]  old JLPT level 4 (before 2010)",
            "   [ ]  old JLPT level 3 (before 2010)",
            "   [ ]  old JLPT level 2 (before 2010)",
            "   [ ]  old JLPT level 1 (before 2010)",
            "   [ ]  grade 1",
            "   [ ]  grade 2",
            "   [ ]  grade 3",
            "   [ ]  grade 4",
            "   [ ]  grade 5",
            "   [ ]  grade 6",
            "   [ ]  secondary-school jōyō",
            "   [ ]  jinmeiyō (names)",
            "   [ ]  used in a common word",
            "     —  strokes from",
            "     —  strokes up to",
            "",
            " Enter toggle  +/- strokes  c clear  h back  ? help  q quit  i about",
        ])
        browser.handle(.back)
        browser.handle(.screen(.cycleSort))
        GoldenGrid.expect(BrowserRenderer.render(browser, size: TerminalSize(rows: 10, columns: 80)), equals: [
            " Kanji                                       N5 · sort: strokes  21/79 of 10361",
            " Kanji  On            Kun             Meanings                Str  Grade  JLPT",
            " 山     サン、セン    やま            mountain                  3  1      N5",
            " 女     ジョ、ニョ …  おんな、め      woman; female             3  1      N5",
            " 川     セン          かわ            stream; river; river …    3  1      N5",
            " 千     セン          ち              thousand                  3  1      N5",
            " 土     ド、ト        つち            soil; earth; ground; …    3  1      N5",
            " 万     マン、バン    よろず          ten thousand; 10,000      3  2      N5",
            " 日     ニチ、ジツ    ひ、-び、-か    day; sun; Japan; coun…    4  1      N5",
            " Enter open  / search  f filter  s sort  ? help  q quit  r radicals  i about",
        ])
    }

    @Test func the_cursor_row_is_drawn_in_the_selection_style() {
        let browser = GoldenGrid.browser()
        browser.handle(.screen(.down))
        let frame = BrowserRenderer.render(browser, size: TerminalSize(rows: 24, columns: 80))
        let cursorRow = frame.clickTargets.first { $0.command == .click(index: 1) }!.row
        #expect(frame.grid[cursorRow, 0].style == .selection)
        #expect(frame.grid[cursorRow, 79].style == .selection)
        #expect(frame.grid[cursorRow + 1, 0].style != .selection)
    }
}
