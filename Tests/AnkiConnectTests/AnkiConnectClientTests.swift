import Foundation
import Glibc
import Testing
@testable import AnkiConnect

/// The client against a one-shot server on a loopback port: what it sends (AnkiConnect's envelope, the JSON content
/// type, the key) and how it reads each kind of answer; and a port where nothing listens, named in the message.
@Suite struct AnkiConnectClientTests {
    @Test func a_request_is_the_add_ons_envelope_with_the_key_and_its_result_comes_back_typed() throws {
        let server = try OneAnswerServer(answer: #"{"result": ["Default", "Japanese::Mining"], "error": null}"#)
        let client = AnkiConnectClient(address: server.address, key: "secret")
        #expect(try client.perform(.deckNames) == ["Default", "Japanese::Mining"])
        let request = server.request()
        #expect(request.hasPrefix("POST / HTTP/1.1\r\n"))
        #expect(request.contains("Content-Type: application/json\r\n"))
        let body = try #require(request.components(separatedBy: "\r\n\r\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(json["action"] as? String == "deckNames" && json["version"] as? Int == 6 && json["key"] as? String == "secret")
        #expect(json["params"] == nil, "an action without parameters sends none")
    }

    @Test func ankis_own_error_is_a_refusal_naming_the_action() throws {
        let server = try OneAnswerServer(answer: #"{"result": null, "error": "deck was not found: Mining"}"#)
        let note = AnkiConnectNote(deckName: "Mining", modelName: "Basic", fields: ["Front": "猫"], tags: [])
        #expect(throws: AnkiConnectError.refused(action: "addNote", "deck was not found: Mining")) {
            try AnkiConnectClient(address: server.address).perform(.addNote(note))
        }
        let body = server.request().components(separatedBy: "\r\n\r\n").last ?? ""
        #expect(body.contains(#""allowDuplicate":false"#) && body.contains(#""duplicateScope":"deck""#), "the duplicate check on, in the deck")
    }

    @Test func a_null_result_reads_where_null_is_an_answer_and_is_refused_where_it_is_not() throws {
        let stored = try OneAnswerServer(answer: #"{"result": null, "error": null}"#)
        #expect(try AnkiConnectClient(address: stored.address).perform(.storeMediaFile(named: "a.wav", contents: [1, 2])) == AnkiConnectStoredFile(name: nil),
                "anki-connect-server answers storeMediaFile with null; the add-on with the name")
        let named = try OneAnswerServer(answer: #"{"result": "a.wav", "error": null}"#)
        #expect(try AnkiConnectClient(address: named.address).perform(.storeMediaFile(named: "a.wav", contents: [1, 2])).name == "a.wav")
        let decks = try OneAnswerServer(answer: #"{"result": null, "error": null}"#)
        #expect(throws: AnkiConnectError.badAnswer("deckNames gave no result")) { try AnkiConnectClient(address: decks.address).perform(.deckNames) }
    }

    @Test func what_is_not_ankiconnect_is_said_so() throws {
        let page = try OneAnswerServer(answer: "<html>a web server</html>")
        #expect(throws: AnkiConnectError.self) { try AnkiConnectClient(address: page.address).perform(.version) }
        let missing = try OneAnswerServer(answer: "{}", status: "404 Not Found")
        do {
            _ = try AnkiConnectClient(address: missing.address).perform(.version)
            Issue.record("a 404 read as an answer")
        } catch {
            #expect(error.message.contains("HTTP 404"))
        }
    }

    @Test func nothing_listening_is_unreachable_naming_the_address() throws {
        let port = try OneAnswerServer.freePort()
        let address = try AnkiConnectClient.address(parsing: "127.0.0.1:\(port)")
        do {
            _ = try AnkiConnectClient(address: address, timeout: 2).perform(.version)
            Issue.record("a closed port answered")
        } catch {
            #expect(error.isUnreachable)
            #expect(error.message.contains("http://127.0.0.1:\(port)"))
        }
    }

    @Test func an_address_is_a_host_and_port_or_an_http_url_and_nothing_else() throws {
        #expect(try AnkiConnectClient.address(parsing: "127.0.0.1:8765").absoluteString == "http://127.0.0.1:8765")
        #expect(try AnkiConnectClient.address(parsing: " localhost:8766 ").absoluteString == "http://localhost:8766")
        #expect(try AnkiConnectClient.address(parsing: "http://192.168.1.5:8765").host == "192.168.1.5")
        for bad in ["", "https://127.0.0.1:8765", "ftp://x", "http://", "127.0.0.1:8765/?q=1"] {
            #expect(throws: AnkiConnectError.badAddress(bad)) { try AnkiConnectClient.address(parsing: bad) }
        }
    }
}

/// A server that takes one connection on a free loopback port, reads one request and sends `answer`.
final class OneAnswerServer: @unchecked Sendable {
    let address: URL
    private let listener: Int32
    private var received = ""
    private let done = DispatchSemaphore(value: 0)

    init(answer: String, status: String = "200 OK") throws {
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        listener = listening
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, length) } }
        listen(listening, 1)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) } }
        self.address = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread.detachNewThread { [self] in
            let connection = accept(listening, nil, nil)
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(connection, &buffer, buffer.count, 0)
                if count <= 0 { break }
                request += buffer[..<count]
                let text = String(decoding: request, as: UTF8.self)
                if let split = text.range(of: "\r\n\r\n"),
                   let lengthLine = text[..<split.lowerBound].split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                   let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
                   text[split.upperBound...].utf8.count >= length { break }
            }
            received = String(decoding: request, as: UTF8.self)
            let reply = "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(answer.utf8.count)\r\nConnection: close\r\n\r\n\(answer)"
            _ = reply.withCString { send(connection, $0, strlen($0), 0) }
            close(connection)
            done.signal()
        }
    }

    deinit { close(listener) }

    /// The request as received, once it was answered.
    func request() -> String {
        done.wait()
        return received
    }

    /// A port nothing listens on (bound, read, and let go).
    static func freePort() throws -> UInt16 {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }
}
