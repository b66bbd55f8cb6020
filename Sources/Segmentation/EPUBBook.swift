import CLibXML2
import Foundation
import ZIPFoundation

/// The text of an EPUB, the format of the novels learners read: a zip whose `META-INF/container.xml` names the
/// package document (the OPF), whose spine gives the chapters in reading order; each chapter's XHTML is read as
/// ``HTMLText`` reads a page, one after the other, an empty line between chapters. Ruby readings are kept as
/// ``ReadingHint``s. Images, fonts and styles are never inflated.
///
/// A damaged book is refused whole with what is wrong — not a zip, no container, no spine, a chapter the spine
/// names that the zip lacks or that is not text, a member whose checksum fails — rather than read in part. A
/// member may inflate to ``Limits/member`` and the members read to ``Limits/total`` together, counted as they
/// inflate (a zip's own sizes may lie), so a zip bomb costs a bounded read, not the machine's memory.
public enum EPUBBook {
    /// How much a book may inflate to.
    public struct Limits: Sendable {
        /// The most one member (a chapter, the OPF) may inflate to: a long novel's chapter is well under 1 MB.
        public let member: Int
        /// The most all the members read may inflate to together.
        public let total: Int

        /// 64 MB a member, 256 MB in all: what `read` and `analyze` allow.
        public static let standard = Limits(member: 64 * 1024 * 1024, total: 256 * 1024 * 1024)

        public init(member: Int, total: Int) {
            self.member = member
            self.total = total
        }

        /// "64 MB": a limit as a message says it.
        public static func describe(_ bytes: Int) -> String { "\(bytes / (1024 * 1024)) MB" }
    }

    /// The most members a book's zip may list: a novel has tens to hundreds.
    static let memberCountLimit = 100_000

    /// Whether `bytes` start as a zip does (a local file header, `PK\u{3}\u{4}`): an EPUB, or another zip.
    public static func looksLikeZip<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// The text of the book in the file at `path`, read from the file as it is needed (an illustrated book of
    /// 50 MB has a few MB of text to inflate).
    /// - Throws: ``SegmentationError`` saying what is wrong, without the file's name (the caller adds it).
    public static func text(ofFileAt path: String, limits: Limits = .standard) throws(SegmentationError) -> MarkupText {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw notAZip
        }
        return try text(of: archive, limits: limits)
    }

    /// The text of the book in `bytes` (an EPUB on standard input).
    public static func text(of bytes: [UInt8], limits: Limits = .standard) throws(SegmentationError) -> MarkupText {
        let archive: Archive
        do {
            archive = try Archive(data: Data(bytes), accessMode: .read)
        } catch {
            throw notAZip
        }
        return try text(of: archive, limits: limits)
    }

    private static let notAZip = SegmentationError(message: "not an EPUB (not a zip archive, or one whose directory is damaged)")

    private static func text(of archive: Archive, limits: Limits) throws(SegmentationError) -> MarkupText {
        var book = try Members(archive, limits: limits)
        let container = try book.document(at: "META-INF/container.xml", what: "its container (META-INF/container.xml)")
        guard let rootFile = container.elements(named: "rootfile").lazy.compactMap({ MarkupDocument.attribute("full-path", of: $0) }).first,
              !rootFile.isEmpty else {
            throw SegmentationError(message: "not an EPUB: META-INF/container.xml names no package document (no rootfile full-path)")
        }
        let package = try book.document(at: rootFile, what: "its package document (\(rootFile), which META-INF/container.xml names)")
        let chapters = try spine(of: package, at: rootFile)
        var builder = MarkupTextBuilder()
        for chapter in chapters {
            let bytes = try book.contents(of: chapter.path, what: "the chapter \(chapter.path), which the spine names,")
            let decoded: TextDecoder.Decoded
            do {
                decoded = try TextDecoder.decode(bytes)
            } catch {
                throw SegmentationError(message: "the chapter \(chapter.path) is \(error.message)")
            }
            do {
                try HTMLText.append(decoded.text, as: chapter.dialect, to: &builder)
            } catch {
                throw SegmentationError(message: "the chapter \(chapter.path) cannot be parsed: \(error.message)")
            }
            guard builder.byteCount <= TextFile.limit else {
                throw SegmentationError(message: "its text is larger than the \(TextFile.limitDescription) a text may be")
            }
            builder.breakLine(.paragraph)
        }
        let text = builder.finish()
        guard text.text.utf8.contains(where: { $0 > 0x20 }) else {
            throw SegmentationError(message: "has no text to read: no chapter of its spine holds any (a book of images?)")
        }
        return text
    }

    // MARK: The package document

    /// A chapter to read: its path in the zip and how to parse it.
    struct Chapter: Equatable {
        let path: String
        let dialect: HTMLText.Dialect
    }

    /// The spine's chapters in reading order (`linear="no"` items, which a reader reaches only by a link, left
    /// out), their paths resolved against the OPF's folder.
    static func spine(of package: MarkupDocument, at packagePath: String) throws(SegmentationError) -> [Chapter] {
        var manifest: [String: (href: String, mediaType: String)] = [:]
        for item in package.elements(named: "item") {
            guard let id = MarkupDocument.attribute("id", of: item), let href = MarkupDocument.attribute("href", of: item) else { continue }
            manifest[id] = (href, MarkupDocument.attribute("media-type", of: item) ?? "")
        }
        guard !package.elements(named: "spine").isEmpty else {
            throw SegmentationError(message: "not an EPUB that can be read: its package document (\(packagePath)) has no spine")
        }
        let folder = packagePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var chapters: [Chapter] = []
        for reference in package.elements(named: "itemref") where MarkupDocument.attribute("linear", of: reference) != "no" {
            let idref = MarkupDocument.attribute("idref", of: reference) ?? ""
            guard let item = manifest[idref] else {
                throw SegmentationError(message: "its spine names the item \"\(idref)\", which the manifest of \(packagePath) does not list")
            }
            let dialect: HTMLText.Dialect = item.mediaType == "text/html" ? .html : .xhtml
            chapters.append(Chapter(path: resolve(item.href, in: folder), dialect: dialect))
        }
        guard !chapters.isEmpty else {
            throw SegmentationError(message: "not an EPUB that can be read: the spine of \(packagePath) lists no chapter")
        }
        return chapters
    }

    /// `href` (relative, percent-encoded, perhaps with a `#fragment` or `..`) as a path in the zip.
    static func resolve(_ href: String, in folder: String) -> String {
        let withoutFragment = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? href
        let decoded = withoutFragment.removingPercentEncoding ?? withoutFragment
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : folder.split(separator: "/")
        for part in decoded.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    // MARK: Members

    /// The zip's members by path, and what has been inflated so far (for ``Limits/total``).
    struct Members {
        /// Strong: the open zip (its file stays open while the book is read).
        let archive: Archive
        let limits: Limits
        private var entries: [String: Entry] = [:]
        private var inflated = 0

        init(_ archive: Archive, limits: Limits) throws(SegmentationError) {
            self.archive = archive
            self.limits = limits
            for entry in archive {
                guard entries.count < EPUBBook.memberCountLimit else {
                    throw SegmentationError(message: "not an EPUB that can be read: its zip lists more than \(EPUBBook.memberCountLimit) members")
                }
                entries[entry.path] = entry
            }
        }

        /// The member at `path` parsed as XML (the container, the OPF); `what` names it in a message.
        mutating func document(at path: String, what: String) throws(SegmentationError) -> MarkupDocument {
            let bytes = try contents(of: path, what: what)
            let text: String
            do {
                text = try TextDecoder.decode(bytes).text
            } catch {
                throw SegmentationError(message: "not an EPUB that can be read: \(what) is \(error.message)")
            }
            guard let document = MarkupDocument.parse(text, as: .xml) else {
                throw SegmentationError(message: "not an EPUB that can be read: \(what) is not well-formed XML")
            }
            if let entity = document.externalEntity {
                throw SegmentationError(message: "not an EPUB that can be read: \(what) declares the external entity \(entity), which is never read")
            }
            return document
        }

        /// The inflated bytes of the member at `path`, checked against its checksum and the limits.
        mutating func contents(of path: String, what: String) throws(SegmentationError) -> [UInt8] {
            guard let entry = entries[path], entry.type == .file else {
                throw SegmentationError(message: "not an EPUB that can be read: \(what) is missing from the zip")
            }
            let tooLarge = SegmentationError(message: "not an EPUB that can be read: \(path) inflates past the \(Limits.describe(limits.member)) a member may be (a zip bomb?)")
            let tooMuch = SegmentationError(message: "not an EPUB that can be read: its members inflate past the \(Limits.describe(limits.total)) a book may be (a zip bomb?)")
            guard entry.uncompressedSize <= UInt64(limits.member) else { throw tooLarge }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(entry.uncompressedSize))
            var refusal: SegmentationError?
            do {
                let allowed = min(limits.member, limits.total - inflated)
                // The checksum is zlib's, over the whole member after: ZIPFoundation's own, in Swift, took a tenth of
                // opening a 3 MB book.
                _ = try archive.extract(entry, bufferSize: 64 * 1024, skipCRC32: true) { data in
                    guard bytes.count + data.count <= allowed else {
                        refusal = allowed < limits.member ? tooMuch : tooLarge
                        throw Archive.ArchiveError.cancelledOperation
                    }
                    bytes.append(contentsOf: data)
                }
            } catch {
                throw refusal ?? SegmentationError(message: "not an EPUB that can be read: \(path) cannot be inflated (the zip is damaged)")
            }
            let checksum = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            guard checksum == UInt(entry.checksum) else {
                throw SegmentationError(message: "not an EPUB that can be read: \(path) is damaged (its checksum does not match)")
            }
            inflated += bytes.count
            return bytes
        }
    }
}
