import Foundation
import Glibc

/// One HTTP/1.1 POST on a TCP socket of its own, `Connection: close`, read to its end: all AnkiConnect needs (one
/// request, one answer, on the learner's own machine or network). Every step waits at most until the deadline, so an
/// Anki that has hung (a modal dialog) costs a keep ``timeout`` and no more.
struct HTTPPost {
    /// The server's address; its path is the request's (`/` for AnkiConnect).
    let url: URL
    /// The whole exchange's limit, from connecting to the answer's last byte.
    let timeout: TimeInterval

    /// The status and the body (chunked transfer decoded).
    struct Answer {
        let status: Int
        let body: [UInt8]
    }

    func send(_ body: [UInt8], contentType: String) throws(AnkiConnectError) -> Answer {
        guard let host = url.host else { throw .badAddress(url.absoluteString) }
        let port = url.port ?? 80
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        let socket = try connect(host: host, port: port, deadline: deadline)
        defer { close(socket) }
        let path = url.path.isEmpty ? "/" : url.path
        let head = "POST \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        try write(Array(head.utf8) + body, to: socket, deadline: deadline)
        return try Self.answer(in: try readToEnd(socket, deadline: deadline))
    }

    private func unreachable(_ reason: String) -> AnkiConnectError { .unreachable(url, reason) }

    /// A connected socket to the first of `host`'s addresses that accepts.
    private func connect(host: String, port: Int, deadline: ContinuousClock.Instant) throws(AnkiConnectError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else { throw unreachable("no such host: " + String(cString: gai_strerror(status))) }
        defer { freeaddrinfo(list) }
        var reason = "connection refused"
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard socket >= 0 else { continue }
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return socket }
            if errno == EINPROGRESS, wait(socket, for: Int16(POLLOUT), until: deadline) {
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 { return socket }
                reason = String(cString: strerror(error)).lowercased()
            } else {
                reason = errno == EINPROGRESS ? "no answer in time" : String(cString: strerror(errno)).lowercased()
            }
            close(socket)
        }
        throw unreachable(reason)
    }

    private func write(_ bytes: [UInt8], to socket: Int32, deadline: ContinuousClock.Instant) throws(AnkiConnectError) {
        var sent = 0
        while sent < bytes.count {
            guard wait(socket, for: Int16(POLLOUT), until: deadline) else { throw unreachable("no answer in time") }
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw unreachable(String(cString: strerror(errno)).lowercased())
            }
            sent += count
        }
    }

    /// Everything the server sends until it closes the connection (as `Connection: close` asks), at most
    /// ``largestAnswer`` bytes.
    private func readToEnd(_ socket: Int32, deadline: ContinuousClock.Instant) throws(AnkiConnectError) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            guard wait(socket, for: Int16(POLLIN), until: deadline) else { throw unreachable("no answer in time") }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return received }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw unreachable(String(cString: strerror(errno)).lowercased())
            }
            received += buffer[..<count]
            if received.count > Self.largestAnswer { throw .badAnswer("an answer of more than \(Self.largestAnswer / 1_048_576) MB") }
        }
    }

    /// The largest answer read: a `cardsInfo` of 20,000 cards is some 30 MB.
    static let largestAnswer = 256 * 1_048_576

    /// Whether `socket` became ready for `events` before `deadline`.
    private func wait(_ socket: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var entry = pollfd(fd: socket, events: events, revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }

    /// The status and body of a whole HTTP/1.1 answer.
    static func answer(in bytes: [UInt8]) throws(AnkiConnectError) -> Answer {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { throw .badAnswer("not an HTTP answer") }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = head.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/1."), let status = Int(statusWords[1]) else {
            throw .badAnswer("not an HTTP answer: " + (head.first ?? ""))
        }
        let headers = head.dropFirst().map { $0.lowercased() }
        let body = Array(bytes[end.upperBound...])
        if headers.contains(where: { $0.hasPrefix("transfer-encoding:") && $0.contains("chunked") }) {
            return Answer(status: status, body: try dechunked(body))
        }
        return Answer(status: status, body: body)
    }

    /// A chunked body's chunks joined.
    static func dechunked(_ body: [UInt8]) throws(AnkiConnectError) -> [UInt8] {
        var joined: [UInt8] = []
        var index = body.startIndex
        let lineEnd: [UInt8] = [13, 10]
        while let sizeEnd = body[index...].firstRange(of: lineEnd) {
            let sizeText = String(decoding: body[index..<sizeEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { throw .badAnswer("a broken chunk size") }
            if size == 0 { return joined }
            let start = sizeEnd.upperBound
            guard start + size <= body.endIndex else { throw .badAnswer("a chunk cut short") }
            joined += body[start..<(start + size)]
            index = start + size + 2
            guard index <= body.endIndex else { throw .badAnswer("a chunk cut short") }
        }
        throw .badAnswer("a chunked answer cut short")
    }
}
