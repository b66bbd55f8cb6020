import CLibXML2

/// A page or an EPUB's XML parsed by libxml2, freed with this value (strong: the only owner of the tree).
///
/// Parsed safely for files from anywhere: no network (`NONET`), no external DTD or entity ever loaded (a loader
/// that refuses every one replaces libxml2's, so no file of this machine can be pulled into the text), and no
/// message printed: libxml2's errors would otherwise reach the terminal the reader is drawing on. The bytes are
/// given as UTF-8 with the document's own encoding label ignored (`IGNORE_ENC`): ``TextDecoder`` has already
/// decoded them, whatever the label says.
///
/// XML's internal entities (`<!ENTITY t "題名">` in the document's own DTD) are expanded by libxml2 (`NOENT`),
/// whose limits on entity expansion stay on (no `HUGE` for XML: a billion laughs is refused, not expanded); an
/// external one is never read, and ``externalEntity`` names it so the caller can refuse the file rather than read
/// it with a hole. HTML, which has no entities of its own making, is parsed with `HUGE`: that lifts only the
/// depth limit of 256 elements, past which libxml2 silently dropped the rest of a sloppy page (400 unclosed
/// `<div>`s). The depth is then bounded by the text's own size (``TextFile/limit``): 16 MB of `<div>`s, 3 million
/// deep, parses in about 3 s and 1 GB, like any page of 3 million elements.
final class MarkupDocument {
    /// How to parse: HTML as a browser does (recovering from any tag soup), or XML (XHTML, an EPUB's OPF).
    enum Dialect {
        case html, xml
    }

    let document: xmlDocPtr

    private init(_ document: xmlDocPtr) {
        self.document = document
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// The document `text` makes: `nil` for XML that is not well-formed (the caller decides what then) or for
    /// a page with nothing in it at all.
    static func parse(_ text: String, as dialect: Dialect) -> MarkupDocument? {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        // Errors are counted by the parser, not printed: a structured handler that drops them replaces the generic
        // one, which writes to stderr.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        var text = text
        let document = text.withUTF8 { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max) else { return nil }
            let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            switch dialect {
            case .html:
                let options = HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                    | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_COMPACT.rawValue
                    | XML_PARSE_HUGE.rawValue
                return htmlReadMemory(bytes, Int32(buffer.count), nil, "UTF-8", Int32(bitPattern: options))
            case .xml:
                let options = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                    | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_NOCDATA.rawValue
                    | XML_PARSE_NOENT.rawValue
                return xmlReadMemory(bytes, Int32(buffer.count), nil, "UTF-8", Int32(bitPattern: options))
            }
        }
        return document.map(MarkupDocument.init)
    }

    /// The first external entity the document's own DTD declares (`<!ENTITY t SYSTEM "file:///etc/passwd">`, or a
    /// parameter entity), as "t (SYSTEM "file:///etc/passwd")": such an entity is never loaded, so a document that
    /// declares one would be read with its text missing.
    var externalEntity: String? {
        var declaration = document.pointee.intSubset?.pointee.children
        while let node = declaration {
            if node.pointee.type == XML_ENTITY_DECL {
                let entity = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlEntity.self).pointee
                let external = [XML_EXTERNAL_GENERAL_PARSED_ENTITY, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY, XML_EXTERNAL_PARAMETER_ENTITY]
                if external.contains(entity.etype) {
                    let name = entity.name.map { String(cString: $0) } ?? ""
                    let system = entity.SystemID.map { " (SYSTEM \"\(String(cString: $0))\")" } ?? ""
                    return name + system
                }
            }
            declaration = node.pointee.next
        }
        return nil
    }

    /// The document's elements named `name` (the local name, without a namespace prefix), in document order.
    func elements(named name: String) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        Self.walk(document.pointee.children) { node in
            if node.pointee.type == XML_ELEMENT_NODE, Self.name(of: node) == name { found.append(node) }
            return true
        } leave: { _ in }
        return found
    }

    /// The value of `node`'s attribute `name` (the local name), entities decoded; `nil` when it has none.
    static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, String(cString: attributeName) == name {
                var value = ""
                var child = current.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                return value
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// The element's local name ("p", "ruby", "svg"): lower case as the HTML parser gives it, as written in XML.
    static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The text in `node`, its descendants' text nodes joined (an `<rt>`'s reading).
    static func textContent(of node: xmlNodePtr) -> String {
        var text = ""
        walk(node.pointee.children) { current in
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
               let content = current.pointee.content {
                text += String(cString: content)
            }
            return true
        } leave: { _ in }
        return text
    }

    /// Visits `first`, its siblings and their descendants in document order, without recursion: a page nested
    /// a million deep cannot overflow the stack. Only children whose parent is the node are its descendants: an
    /// unexpanded entity reference's `children` are its declaration's, whose parents lead into the DTD and back to
    /// the root, which once made this walk go round an EPUB's package document for ever.
    /// - Parameters:
    ///   - enter: called on each node; `false` skips its descendants.
    ///   - leave: called after a node's descendants (or at once, when they were skipped).
    static func walk(_ first: xmlNodePtr?, enter: (xmlNodePtr) -> Bool, leave: (xmlNodePtr) -> Void) {
        var node = first
        var depth = 0
        while let current = node {
            if enter(current), let child = current.pointee.children, child.pointee.parent == current {
                node = child
                depth += 1
                continue
            }
            var leaving = current
            while true {
                leave(leaving)
                if let next = leaving.pointee.next {
                    node = next
                    break
                }
                guard depth > 0, let parent = leaving.pointee.parent else {
                    node = nil
                    break
                }
                depth -= 1
                leaving = parent
            }
        }
    }
}
