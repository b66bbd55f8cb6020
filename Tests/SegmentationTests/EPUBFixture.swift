import Foundation
import Glibc
import ZIPFoundation

/// Tiny EPUBs made in the tests (no binary fixture): a zip with the mimetype, the container, an OPF and chapters,
/// each part replaceable to make a damaged book.
enum EPUBFixture {
    /// A member of the zip; `compressed` members are deflated, the others stored.
    struct Member {
        let path: String
        let bytes: [UInt8]
        var compressed = true

        init(_ path: String, _ text: String, compressed: Bool = true) {
            self.path = path
            bytes = Array(text.utf8)
            self.compressed = compressed
        }

        init(_ path: String, bytes: [UInt8], compressed: Bool = true) {
            self.path = path
            self.bytes = bytes
            self.compressed = compressed
        }
    }

    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
        </container>
        """

    /// An OPF listing `chapters` (file names in OEBPS/) in the manifest in reverse and in the spine in order, so a
    /// reader that followed the manifest or the zip would read them backwards.
    static func package(spine chapters: [String], extraSpine: String = "") -> String {
        let items = chapters.enumerated().reversed().map { index, name in
            "<item id=\"c\(index)\" href=\"\(name)\" media-type=\"application/xhtml+xml\"/>"
        }.joined(separator: "\n")
        let references = chapters.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>本</dc:title></metadata>
              <manifest>
            \(items)
              <item id="css" href="style.css" media-type="text/css"/>
              </manifest>
              <spine>
            \(references)
            \(extraSpine)
              </spine>
            </package>
            """
    }

    static func chapter(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><title>章</title><link rel="stylesheet" href="style.css"/></head>
        <body>\(body)</body>
        </html>
        """
    }

    /// A whole book: the mimetype first and stored, as EPUB wants, then the container, the OPF and the chapters
    /// (written in reverse, so the zip's order is not the spine's).
    static func book(_ chapters: [(name: String, body: String)]) -> [Member] {
        [Member("mimetype", "application/epub+zip", compressed: false),
         Member("META-INF/container.xml", container),
         Member("OEBPS/content.opf", package(spine: chapters.map(\.name)))]
            + chapters.reversed().map { Member("OEBPS/\($0.name)", chapter($0.body)) }
    }

    /// The zip of `members`, in memory.
    static func zip(_ members: [Member]) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        for member in members {
            let data = Data(member.bytes)
            try archive.addEntry(with: member.path, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: member.compressed ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return [UInt8](archive.data ?? Data())
    }

    /// Writes `bytes` to a new file named `name` in a new temporary folder, and gives its path.
    static func write(_ bytes: [UInt8], named name: String) -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/kanji-epub-XXXXXX").utf8CString)
        let path = String(cString: mkdtemp(&template)!) + "/" + name
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return path
    }

    /// `zip` with the uncompressed size of every member set to `size` in its local header and the central
    /// directory: a zip whose sizes lie, as a zip bomb's may.
    static func declaringUncompressedSize(_ size: UInt32, in zip: [UInt8]) -> [UInt8] {
        var bytes = zip
        var index = 0
        while index + 46 <= bytes.count {
            let signature = bytes[index..<index + 4]
            if signature.elementsEqual([0x50, 0x4B, 0x03, 0x04]) {
                withUnsafeBytes(of: size.littleEndian) { bytes.replaceSubrange(index + 22..<index + 26, with: $0) }
            } else if signature.elementsEqual([0x50, 0x4B, 0x01, 0x02]) {
                withUnsafeBytes(of: size.littleEndian) { bytes.replaceSubrange(index + 24..<index + 28, with: $0) }
            }
            index += 1
        }
        return bytes
    }
}
