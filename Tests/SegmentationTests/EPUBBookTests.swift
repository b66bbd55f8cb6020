import Testing
@testable import Segmentation

/// EPUBs read in their spine's order, and every way one can be damaged refused with what is wrong (issue 32).
@Suite struct EPUBBookTests {
    typealias Member = EPUBFixture.Member

    private let chapters = [(name: "one.xhtml", body: "<h1>第一章</h1><p><ruby>吾輩<rt>わがはい</rt></ruby>は猫である。</p>"),
                            (name: "two.xhtml", body: "<h1>第二章</h1><p>名前はまだ無い。</p>")]

    private func lines(_ text: ReadingText) -> [String] {
        text.blocks.indices.map(text.text(ofBlock:))
    }

    /// The message opening `members` as a file named book.epub gives.
    private func refusal(_ members: [Member], limits: EPUBBook.Limits = .standard) throws -> String? {
        let path = EPUBFixture.write(try EPUBFixture.zip(members), named: "book.epub")
        do {
            _ = try EPUBBook.text(ofFileAt: path, limits: limits)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsTheChaptersInTheSpinesOrderWithAnEmptyLineBetween() throws {
        let path = EPUBFixture.write(try EPUBFixture.zip(EPUBFixture.book(chapters)), named: "book.epub")
        let opened = try TextFile.readingText(at: path)
        #expect(opened.text.format == .epub)
        #expect(lines(opened.text) == ["第一章", "吾輩は猫である。", "", "第二章", "名前はまだ無い。"])
        #expect(opened.text.readingHints(inBlock: 1) == [ReadingHint(byteRange: 0..<6, reading: "わがはい")])
        #expect(opened.keptText == "第一章\n吾輩は猫である。\n\n第二章\n名前はまだ無い。")
    }

    @Test func anEPUBIsToldByItsBytesWhateverItsName() throws {
        let path = EPUBFixture.write(try EPUBFixture.zip(EPUBFixture.book(chapters)), named: "download.bin")
        #expect(try TextFile.readingText(at: path).text.format == .epub)
        // And from standard input, as bytes.
        let book = try EPUBBook.text(of: try EPUBFixture.zip(EPUBFixture.book(chapters)))
        #expect(book.text.hasPrefix("第一章\n"))
    }

    @Test func notAZipIsRefusedNamingTheFile() throws {
        let path = EPUBFixture.write(Array("ただのテキスト".utf8), named: "novel.epub")
        #expect(throws: SegmentationError(message: "\(path): not an EPUB (not a zip archive, or one whose directory is damaged)")) {
            try TextFile.readingText(at: path)
        }
    }

    @Test func aZipWithoutItsContainerIsRefused() throws {
        let members = EPUBFixture.book(chapters).filter { $0.path != "META-INF/container.xml" }
        #expect(try refusal(members) == "not an EPUB that can be read: its container (META-INF/container.xml) is missing from the zip")
    }

    @Test func aContainerWithoutAPackageOrAPackageWithoutASpineIsRefused() throws {
        var members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/content.opf" }
        #expect(try refusal(members)
            == "not an EPUB that can be read: its package document (OEBPS/content.opf, which META-INF/container.xml names) is missing from the zip")
        members.append(Member("OEBPS/content.opf", "<package><manifest/></package>"))
        #expect(try refusal(members) == "not an EPUB that can be read: its package document (OEBPS/content.opf) has no spine")
        members[members.count - 1] = Member("OEBPS/content.opf", "<package><manifest/><spine><itemref idref=\"gone\"/></spine></package>")
        #expect(try refusal(members) == "its spine names the item \"gone\", which the manifest of OEBPS/content.opf does not list")
        members[members.count - 1] = Member("OEBPS/content.opf", "<package><spine>")
        #expect(try refusal(members) == "not an EPUB that can be read: its package document (OEBPS/content.opf, which META-INF/container.xml names) is not well-formed XML")
    }

    @Test func aSpineThatNamesAMissingChapterIsRefused() throws {
        let members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/two.xhtml" }
        let message = try refusal(members)
        #expect(message == "not an EPUB that can be read: the chapter OEBPS/two.xhtml, which the spine names, is missing from the zip")
    }

    @Test func aChapterThatIsNotTextIsRefusedByName() throws {
        var members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/two.xhtml" }
        members.append(Member("OEBPS/two.xhtml", bytes: Array("<html><body>第二章".utf8) + [0xFF, 0xFE, 0x00, 0x01]))
        #expect(try refusal(members) == "the chapter OEBPS/two.xhtml is not a text file (a NUL byte at offset 23)")
    }

    @Test func aChapterThatIsNotWellFormedIsReadAsAPage() throws {
        var members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/two.xhtml" }
        members.append(Member("OEBPS/two.xhtml", "<html><body><p>閉じない&nbsp;<p>段落"))
        let path = EPUBFixture.write(try EPUBFixture.zip(members), named: "book.epub")
        #expect(lines(try TextFile.readingText(at: path).text).suffix(2) == ["閉じない\u{A0}", "段落"])
    }

    @Test func aMemberWhoseChecksumFailsIsRefused() throws {
        var members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/two.xhtml" }
        members.append(Member("OEBPS/two.xhtml", EPUBFixture.chapter("<p>壊れた</p>"), compressed: false))
        var zip = try EPUBFixture.zip(members)
        let damaged = zip.firstRange(of: Array("壊".utf8))!.lowerBound
        zip[damaged + 2] ^= 0x01
        let path = EPUBFixture.write(zip, named: "book.epub")
        #expect(throws: SegmentationError(message: "\(path): not an EPUB that can be read: OEBPS/two.xhtml is damaged (its checksum does not match)")) {
            try TextFile.readingText(at: path)
        }
    }

    @Test func aMemberThatSaysItInflatesPastTheLimitIsNotInflated() throws {
        let big = EPUBFixture.chapter("<p>" + String(repeating: "あ", count: 400_000) + "</p>")
        let members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/two.xhtml" } + [Member("OEBPS/two.xhtml", big)]
        let limits = EPUBBook.Limits(member: 1024 * 1024, total: 4 * 1024 * 1024)
        #expect(try refusal(members, limits: limits)
            == "not an EPUB that can be read: OEBPS/two.xhtml inflates past the 1 MB a member may be (a zip bomb?)")
    }

    @Test func aZipBombWhoseSizesLieIsStoppedAsItInflates() throws {
        let bomb = EPUBFixture.chapter(String(repeating: "<p>爆弾</p>", count: 200_000))
        let chapters = [(name: "one.xhtml", body: "<p>一</p>")]
        let members = EPUBFixture.book(chapters).filter { $0.path != "OEBPS/one.xhtml" } + [Member("OEBPS/one.xhtml", bomb)]
        let zip = EPUBFixture.declaringUncompressedSize(100, in: try EPUBFixture.zip(members))
        let path = EPUBFixture.write(zip, named: "bomb.epub")
        let limits = EPUBBook.Limits(member: 1024 * 1024, total: 4 * 1024 * 1024)
        #expect(throws: SegmentationError(message: "not an EPUB that can be read: OEBPS/one.xhtml inflates past the 1 MB a member may be (a zip bomb?)")) {
            try EPUBBook.text(ofFileAt: path, limits: limits)
        }
    }

    @Test func membersThatInflatePastTheBooksLimitTogetherAreRefused() throws {
        let chapter = "<p>" + String(repeating: "あ", count: 200_000) + "</p>"
        let chapters = (0..<4).map { (name: "c\($0).xhtml", body: chapter) }
        let limits = EPUBBook.Limits(member: 1024 * 1024, total: 2 * 1024 * 1024)
        #expect(try refusal(EPUBFixture.book(chapters), limits: limits)
            == "not an EPUB that can be read: its members inflate past the 2 MB a book may be (a zip bomb?)")
    }

    @Test func aBookOfImagesSaysItHasNoText() throws {
        let chapters = [(name: "p1.xhtml", body: "<div><img src=\"p1.jpg\" alt=\"\"/></div>")]
        #expect(try refusal(EPUBFixture.book(chapters)) == "has no text to read: no chapter of its spine holds any (a book of images?)")
    }

    @Test func hrefsAreResolvedAgainstThePackagesFolder() {
        #expect(EPUBBook.resolve("Text/ch%201.xhtml#start", in: "OEBPS") == "OEBPS/Text/ch 1.xhtml")
        #expect(EPUBBook.resolve("../Text/a.xhtml", in: "OEBPS/pkg") == "OEBPS/Text/a.xhtml")
        #expect(EPUBBook.resolve("a.xhtml", in: "") == "a.xhtml")
    }
}
