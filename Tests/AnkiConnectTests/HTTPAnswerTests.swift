import Testing
@testable import AnkiConnect

/// Reading an HTTP/1.1 answer: the status, the body after the head, a chunked body joined.
@Suite struct HTTPAnswerTests {
    @Test func the_status_and_body_are_read_from_a_whole_answer() throws {
        let answer = try HTTPPost.answer(in: Array("HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}".utf8))
        #expect(answer.status == 200 && answer.body == Array("{}".utf8))
    }

    @Test func a_chunked_body_is_joined() throws {
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"re\r\n9;x=1\r\nsult\": 6}\r\n0\r\n\r\n"
        #expect(try HTTPPost.answer(in: Array(text.utf8)).body == Array("{\"result\": 6}".utf8))
        #expect(throws: AnkiConnectError.self) { try HTTPPost.dechunked(Array("5\r\nab".utf8)) }
    }

    @Test func what_is_not_http_is_refused() {
        #expect(throws: AnkiConnectError.badAnswer("not an HTTP answer")) { try HTTPPost.answer(in: Array("hello".utf8)) }
        #expect(throws: AnkiConnectError.self) { try HTTPPost.answer(in: Array("SSH-2.0\r\n\r\n".utf8)) }
    }
}
