import Foundation
import Testing

// MARK: - ArticleSnippetTests

/// The code in Coordination's articles is the code these tests compile and run: every ```swift block of an article
/// `Sources/Coordination/Coordination.docc/Name.md` must be, in order, exactly the text between the
/// `// article: begin` and `// article: end` markers of `Tests/CoordinationTests/Articles/Name.swift` (each region
/// less its common indentation). The README's example in "Use Coordination in your app" is held to the same rule
/// against `ReadmeExample.swift`. So an article cannot show code that does not compile, or that does something else
/// than its test checks.
@Suite struct ArticleSnippetTests {
    /// The package's folder, from this file's path (Tests/CoordinationTests/Articles/ArticleSnippetTests.swift).
    nonisolated private static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    nonisolated private static let catalog = packageRoot.appending(path: "Sources/Coordination/Coordination.docc")

    nonisolated private static let articlesFolder = packageRoot.appending(path: "Tests/CoordinationTests/Articles")

    /// The catalog's articles: every page but the landing page (Coordination.md), which shows no Swift code.
    nonisolated private static var articleNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path(percentEncoded: false))) ?? []
        return files.filter { $0.hasSuffix(".md") && $0 != "Coordination.md" }
            .map { String($0.dropLast(3)) }
            .sorted()
    }

    @Test func theCatalogHasAnArticleForEveryPattern() {
        #expect(Self.articleNames == [
            "FinishingToTheParent", "FlowEndByAnchor", "ReplacingAScreen", "ScreenOwnsItsCoordinator", "TabsOfStacks",
        ])
    }

    @Test(arguments: articleNames)
    func theArticlesCodeIsItsTestsCode(article: String) throws {
        let markdown = try String(contentsOf: Self.catalog.appending(path: "\(article).md"), encoding: .utf8)
        let source = try String(contentsOf: Self.articlesFolder.appending(path: "\(article).swift"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(!blocks.isEmpty, "\(article).md shows no Swift code")
        #expect(blocks == Self.regions(in: source))
    }

    @Test func theReadmesExampleIsItsTestsCode() throws {
        let readme = try String(contentsOf: Self.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.articlesFolder.appending(path: "ReadmeExample.swift"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Use Coordination in your app\n").dropFirst().first)
        let blocks = Self.swiftBlocks(in: section.components(separatedBy: "\n## ")[0])
        #expect(!blocks.isEmpty)
        #expect(blocks == Self.regions(in: source))
    }

    // MARK: Private

    /// The bodies of the ```swift fenced blocks in `markdown`, in order.
    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The regions between `// article: begin` and `// article: end` lines of `source`, in order, each less the
    /// indentation its lines share.
    private static func regions(in source: String) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let marker = line.trimmingCharacters(in: .whitespaces)
            if marker == "// article: begin" {
                current = []
            } else if marker == "// article: end", let lines = current {
                regions.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    /// `lines` joined, less the leading spaces every non-blank line has.
    private static func dedented(_ lines: [Substring]) -> String {
        let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indentation)) }
            .joined(separator: "\n")
    }
}
