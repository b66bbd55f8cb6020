import Testing
@testable import Segmentation

/// Entities, depth and cycles in markup (issue 44): every walk ends, internal XML entities are read as libxml2
/// expands them, external ones refuse the file, and a sloppy page nested deeper than libxml2's old limit of 256
/// reads whole. Each test would spin or lose text before; the time limit turns a spin into a failure.
@Suite(.timeLimit(.minutes(1))) struct MarkupBoundsTests {
    typealias Member = EPUBFixture.Member

    private let chapters = [(name: "one.xhtml", body: "<p>吾輩は猫である。</p>")]

    private func lines(_ text: ReadingText) -> [String] {
        text.blocks.indices.map(text.text(ofBlock:))
    }

    /// The book of `chapters` with its member at `path` replaced by `text`.
    private func book(replacing path: String, with text: String) -> [Member] {
        EPUBFixture.book(chapters).map { $0.path == path ? Member(path, text) : $0 }
    }

    /// The package document with `declarations` in its own DTD and `title` as its `<dc:title>`.
    private func package(declaring declarations: String, title: String) -> String {
        EPUBFixture.package(spine: ["one.xhtml"])
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                                  with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE package [\(declarations)]>")
            .replacingOccurrences(of: "<dc:title>本</dc:title>", with: "<dc:title>\(title)</dc:title>")
    }

    /// The message opening the book whose package document is `package` gives, which names the file.
    private func refusal(withPackage package: String) throws -> (path: String, message: String?) {
        let path = EPUBFixture.write(try EPUBFixture.zip(book(replacing: "OEBPS/content.opf", with: package)), named: "book.epub")
        do {
            _ = try TextFile.readingText(at: path)
            return (path, nil)
        } catch {
            return (path, error.message)
        }
    }

    private func open(_ members: [Member]) throws -> ReadingText {
        try TextFile.readingText(at: EPUBFixture.write(try EPUBFixture.zip(members), named: "book.epub")).text
    }

    @Test func anEntityInThePackageDocumentsTextIsExpandedNotWalkedInto() throws {
        let package = package(declaring: "<!ENTITY t \"題名\">", title: "&t;")
        #expect(lines(try open(book(replacing: "OEBPS/content.opf", with: package))) == ["吾輩は猫である。"])
    }

    @Test func anEntityInTheContainerIsExpandedNotWalkedInto() throws {
        let container = EPUBFixture.container
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                                  with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE container [<!ENTITY p \"OEBPS/content.opf\">]>")
            .replacingOccurrences(of: "<rootfiles>", with: "<rootfiles><!-- &p; -->")
            .replacingOccurrences(of: "</rootfiles>", with: "<note>&p;</note></rootfiles>")
        #expect(lines(try open(book(replacing: "META-INF/container.xml", with: container))) == ["吾輩は猫である。"])
    }

    @Test func anInternalEntityInAChapterIsReadAsItsText() throws {
        let chapter = EPUBFixture.chapter("<p>&cat;である。</p>")
            .replacingOccurrences(of: "<!DOCTYPE html>", with: "<!DOCTYPE html [<!ENTITY cat \"吾輩は猫\">]>")
        #expect(lines(try open(book(replacing: "OEBPS/one.xhtml", with: chapter))) == ["吾輩は猫である。"])
    }

    @Test func anExternalEntityIsNeverReadAndRefusesTheBookByName() throws {
        let (path, message) = try refusal(withPackage: package(declaring: "<!ENTITY t SYSTEM \"file:///etc/hostname\">", title: "&t;"))
        #expect(message == "\(path): not an EPUB that can be read: its package document (OEBPS/content.opf, "
            + "which META-INF/container.xml names) declares the external entity t (SYSTEM \"file:///etc/hostname\"), which is never read")
    }

    @Test func aBillionLaughsIsRefusedByLibxml2NotExpanded() throws {
        var entities = "<!ENTITY a \"笑\">"
        for (name, previous) in zip(["b", "c", "d", "e", "f", "g", "h", "i", "j"], ["a", "b", "c", "d", "e", "f", "g", "h", "i"]) {
            entities += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let (path, message) = try refusal(withPackage: package(declaring: entities, title: "&j;"))
        #expect(message == "\(path): not an EPUB that can be read: its package document (OEBPS/content.opf, "
            + "which META-INF/container.xml names) is not well-formed XML")
    }

    @Test func aPageOf400UnclosedDivsReadsWhole() throws {
        let page = "<html><body>" + String(repeating: "<div>猫\n", count: 400) + "<p>最後の段落</p></body></html>"
        let text = lines(try ReadingText.reading(page, name: "sloppy.html"))
        #expect(text.filter { $0 == "猫" }.count == 400)
        #expect(text.last == "最後の段落")
    }

    @Test func aChapterNestedDeeperThanXMLsLimitReadsWholeAndSoDoesTheNext() throws {
        let deep = String(repeating: "<div>", count: 400) + "<p>深い章</p>" + String(repeating: "</div>", count: 400)
        let members = EPUBFixture.book([(name: "one.xhtml", body: deep), (name: "two.xhtml", body: "<p>次の章</p>")])
        #expect(lines(try open(members)) == ["深い章", "", "次の章"])
    }

    @Test func everyWalkEndsOnADocumentWhoseEntityIsLeftUnexpanded() throws {
        // An external entity is never loaded, so its reference stays in the tree with its declaration's children.
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY t SYSTEM \"nowhere.xml\">]><r><a>&t;</a><b>後</b></r>"
        let document = try #require(MarkupDocument.parse(xml, as: .xml))
        #expect(document.elements(named: "b").count == 1)
        #expect(MarkupDocument.textContent(of: try #require(document.elements(named: "r").first)) == "後")
    }
}
