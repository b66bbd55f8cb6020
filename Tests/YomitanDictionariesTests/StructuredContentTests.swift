import Testing
@testable import YomitanDictionaries

/// Every node kind of Yomitan's structured content parsed and laid out as terminal lines.
@Suite struct StructuredContentTests {
    private func content(_ json: String) throws -> StructuredContent {
        try StructuredContent.decode(JSONParser.parse(Array(json.utf8)))
    }

    private func lines(_ json: String, width: Int = 40, ruby: GlossaryRenderer.RubyStyle = .brackets) throws -> [String] {
        GlossaryRenderer(width: width, ruby: ruby).lines(of: try content(json))
    }

    @Test func parsesEveryTagOfTheSchema() throws {
        for tag in StructuredTag.allCases {
            let extra = tag == .img ? #","path":"a.png""# : tag == .a ? #","href":"?query=x""# : ""
            guard case .element(let element) = try content(#"{"tag":"\#(tag.rawValue)"\#(extra)}"#) else {
                Issue.record("\(tag) is no element")
                continue
            }
            #expect(element.tag == tag)
        }
    }

    @Test func refusesAnUnknownTagAndAnImageWithoutPathNamingThem() throws {
        #expect(throws: RowProblem("'blink' is not a tag of Yomitan's structured content")) { try content(#"{"tag":"blink"}"#) }
        #expect(throws: RowProblem("a 'img' element has no 'path'")) { try content(#"{"tag":"img"}"#) }
        #expect(throws: RowProblem("a 'a' element has no 'href'")) { try content(#"{"tag":"a","content":"x"}"#) }
        #expect(throws: RowProblem("a 'td' element's 'colSpan' is 0, not an integer from 1")) { try content(#"{"tag":"td","colSpan":0}"#) }
    }

    @Test func textSpansLinksAndBreaksWrapAtTheWidth() throws {
        let json = #"["to fix; to repair ",{"tag":"span","content":"something broken"},{"tag":"br"},{"tag":"a","href":"?query=直る","content":"see 直る"}]"#
        #expect(try lines(json, width: 20) == ["to fix; to repair", "something broken", "see 直る"])
    }

    @Test func japaneseWrapsBetweenAnyTwoCharactersByDisplayWidth() throws {
        #expect(try lines(#""壊れたものを元に戻す。""#, width: 10) == ["壊れたもの", "を元に戻す", "。"])
    }

    @Test func listsHaveBulletsNumbersAndTheirOwnMarkers() throws {
        let items = #"[{"tag":"li","content":"one"},{"tag":"li","content":"two words that wrap"}]"#
        #expect(try lines(#"{"tag":"ul","content":\#(items)}"#, width: 12) == ["• one", "• two words", "  that wrap"])
        #expect(try lines(#"{"tag":"ol","content":\#(items)}"#, width: 40) == ["1. one", "2. two words that wrap"])
        #expect(try lines(#"{"tag":"ul","style":{"listStyleType":"\"＊\""},"content":\#(items)}"#) == ["＊ one", "＊ two words that wrap"])
        #expect(try lines(#"{"tag":"ul","style":{"listStyleType":"none"},"content":\#(items)}"#) == ["one", "two words that wrap"])
    }

    @Test func tablesAreAlignedColumnsWithSpansAndHeaders() throws {
        let table = #"""
            {"tag":"table","content":[
              {"tag":"thead","content":{"tag":"tr","content":[{"tag":"th","content":"形"},{"tag":"th","content":"reading"}]}},
              {"tag":"tbody","content":[
                {"tag":"tr","content":[{"tag":"td","content":"直す"},{"tag":"td","content":"なおす"}]},
                {"tag":"tr","content":[{"tag":"td","colSpan":2,"content":"both columns"}]}]},
              {"tag":"tfoot","content":{"tag":"tr","content":{"tag":"td","rowSpan":2,"content":"end"}}}]}
            """#
        #expect(try lines(table) == ["形    reading", "直す  なおす", "both columns", "end"])
    }

    @Test func rubyInBracketsAsFuriganaOrBaseOnly() throws {
        let json = #"[{"tag":"ruby","content":["漢字",{"tag":"rp","content":"("},{"tag":"rt","content":"かんじ"},{"tag":"rp","content":")"}]},"を書く"]"#
        #expect(try lines(json) == ["漢字[かんじ]を書く"])
        #expect(try lines(json, ruby: .furigana) == ["かんじ", "漢字  を書く"])
        #expect(try lines(json, ruby: .baseOnly) == ["漢字を書く"])
    }

    @Test func imagesAreNamedAndDetailsShownOpen() throws {
        let json = #"[{"tag":"div","content":["see ",{"tag":"img","path":"img/stroke.svg","width":2,"height":2,"sizeUnits":"em"}]},"#
            + #"{"tag":"details","content":[{"tag":"summary","content":"Notes"},{"tag":"div","content":"folded text"}]}]"#
        #expect(try lines(json) == ["see [image: img/stroke.svg]", "Notes", "folded text"])
    }

    @Test func escapesAndControlsNeverReachALine() throws {
        let json = #"["red \u001b[31mtext\u001b[0m",{"tag":"span","content":"bell\u0007 and \u202eflip"},{"tag":"a","href":"https://x\u001b]8;;","content":"link"}]"#
        let rendered = try lines(json, width: 80)
        #expect(rendered == ["red textbell and fliplink"])
        #expect(!rendered.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func everyGlossFormRenders() throws {
        let renderer = GlossaryRenderer(width: 40)
        #expect(renderer.lines(of: try Gloss.decode(.string("plain"))) == ["plain"])
        #expect(renderer.lines(of: try Gloss.decode(JSONParser.parse(Array(#"{"type":"text","text":"a\nb"}"#.utf8)))) == ["a", "b"])
        #expect(renderer.lines(of: try Gloss.decode(JSONParser.parse(Array(#"{"type":"image","path":"p.png","width":10}"#.utf8)))) == ["[image: p.png]"])
        #expect(renderer.lines(of: try Gloss.decode(JSONParser.parse(Array(#"["食べる",["past","polite"]]"#.utf8))))
                == ["an inflection of 食べる: past → polite"])
        #expect(throws: RowProblem("a definition's type is 'video', not text, image or structured-content")) {
            try Gloss.decode(JSONParser.parse(Array(#"{"type":"video"}"#.utf8)))
        }
    }

    @Test func nestingTooDeepIsRefusedNotACrash() {
        let deep = String(repeating: #"{"tag":"span","content":"#, count: 5000) + #""x""# + String(repeating: "}", count: 5000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
