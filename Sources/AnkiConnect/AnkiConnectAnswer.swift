import Foundation

/// AnkiConnect's answer, `{"result": …, "error": null}` or `{"result": null, "error": "…"}`. Version 6 always sends
/// both keys; an add-on older than version 6 sends the bare result, which this client does not read.
struct AnkiConnectAnswer<Result: Decodable>: Decodable {
    let result: Result?
    let error: String?

    /// The result of `action` in `data`.
    /// - Throws: ``AnkiConnectError/refused(action:_:)`` with Anki's error, `.badAnswer` when `data` is not such an
    ///   answer or holds no result where one is due.
    static func result(of action: String, in data: Data) throws(AnkiConnectError) -> Result {
        let answer: AnkiConnectAnswer<Result>
        do {
            answer = try JSONDecoder().decode(AnkiConnectAnswer<Result>.self, from: data)
        } catch {
            throw .badAnswer("\(action): " + String(decoding: data.prefix(200), as: UTF8.self))
        }
        if let error = answer.error { throw .refused(action: action, error) }
        if let result = answer.result { return result }
        // `"result": null` with no error: what an action that gives nothing answers.
        if let null = (Result.self as? any AnkiConnectNullable.Type)?.null as? Result { return null }
        throw .badAnswer("\(action) gave no result")
    }
}

/// A result that may be JSON `null` without that being a failure.
protocol AnkiConnectNullable {
    /// The value `null` stands for.
    static var null: Self { get }
}
