import KanjiKit
import Testing
@testable import YomitanDictionaries

/// A word search's imported terms (issue 49): found as written, as read, as romaji spells the reading, and through
/// inflected forms by each term's own deinflection rules.
@Suite struct TermSearchTests {
    static let terms = #"""
        [["推し活","おしかつ","n","",5,["supporting one's favourite idol"],1,""],
         ["ぴえんする","","vs","vs",1,["to be sad"],2,""],
         ["盛れる","もれる","v1","v1",3,["to look good in a photo"],3,""],
         ["盛れる","もれる","n","",2,["a noun that happens to be written so"],4,""],
         ["ばえい","","adj-i","adj-i",1,["photogenic"],5,""],
         ["ググる","","v5","v5",1,["to google"],6,""]]
        """#

    private func installed() throws -> InstalledDictionaries {
        let library = DictionaryFixture.library()
        #expect(try DictionaryFixture.refusal([("index.json", DictionaryFixture.index(title: "Slang")), ("term_bank_1.json", Self.terms)],
                                              into: library) == nil)
        return try InstalledDictionaries(library: library)
    }

    @Test func findsATermAsWrittenAsReadAndAsItsRomaji() throws {
        let dictionaries = try installed()
        for query in ["推し活", "おしかつ", "oshikatsu", " 推し活 "] {
            let found = try dictionaries.search(query)
            #expect(found.map(\.term.expression) == ["推し活"], "\(query)")
            #expect(found.first?.dictionary == "Slang")
            #expect(found.first?.isExact == true)
        }
    }

    /// The reader's scan looks for keys before it decodes: how far a term's key goes along the text, and whether a run
    /// may be a term written so or an inflected form of one.
    @Test func theScansKeyLookupsAgreeWithTheSearch() throws {
        let dictionaries = try installed()
        #expect(try dictionaries.longestKeyPrefix(of: "推し活をしていた") == 3)
        #expect(try dictionaries.longestKeyPrefix(of: "推しです") == 2, "推し begins 推し活")
        #expect(try dictionaries.longestKeyPrefix(of: "犬が") == 0)
        #expect(try dictionaries.mayFind("推し活", keyPrefix: 3))
        #expect(try !dictionaries.mayFind("推し活を", keyPrefix: 3), "longer than any key, and を is no inflection")
        #expect(try dictionaries.mayFind("盛れた", keyPrefix: dictionaries.longestKeyPrefix(of: "盛れた")))
        #expect(try dictionaries.mayFind("ぴえんしました", keyPrefix: dictionaries.longestKeyPrefix(of: "ぴえんしました")))
        #expect(try !dictionaries.mayFind("犬", keyPrefix: 0))
        for run in ["推し活", "盛れた", "ぴえんしました", "ばえかった"] {
            let keyPrefix = try dictionaries.longestKeyPrefix(of: Substring(run))
            #expect(try dictionaries.mayFind(run, keyPrefix: keyPrefix) == !dictionaries.search(run).isEmpty, "\(run)")
        }
    }

    @Test func anInflectedQueryFindsTheTermWhoseRulesAllowTheClass() throws {
        let dictionaries = try installed()
        let ichidan = try dictionaries.search("盛れた")
        // The noun written 盛れる has no rules, so 盛れた is not a form of it.
        #expect(ichidan.map(\.term.glossary) == [[.text("to look good in a photo")]])
        #expect(ichidan.first?.inflection == [.past])
        #expect(try dictionaries.search("ぴえんしました").map(\.term.expression) == ["ぴえんする"])
        #expect(try dictionaries.search("ばえくない").map(\.term.expression) == ["ばえい"])
        #expect(try dictionaries.search("ググった").first?.inflection == [.past])
        #expect(try dictionaries.search("ググれば").map(\.term.expression) == ["ググる"])
    }

    @Test func aFormTheRulesDoNotAllowFindsNothing() throws {
        let dictionaries = try installed()
        // 盛らない would be a godan negative; 盛れる is ichidan. ググる is godan, so ググない is no form of it.
        #expect(try dictionaries.search("盛らない").isEmpty)
        #expect(try dictionaries.search("ググない").isEmpty)
        #expect(try dictionaries.search("ばえかった").isEmpty == false)
        #expect(try dictionaries.search("推し活した").isEmpty, "a noun without vs takes no する")
    }

    @Test func rulesNameTheDeinflectorsClasses() {
        #expect(WordClass(yomitanRules: ["v1"]) == .ichidan)
        #expect(WordClass(yomitanRules: ["v5"]) == .godan)
        #expect(WordClass(yomitanRules: ["v5k-s"]) == [.godan, .godanIku])
        #expect(WordClass(yomitanRules: ["vs", "adj-i"]) == [.suru, .iAdjective])
        #expect(WordClass(yomitanRules: ["vk"]) == .kuru)
        #expect(WordClass(yomitanRules: ["vz", "te", ""]).isEmpty)
    }
}
