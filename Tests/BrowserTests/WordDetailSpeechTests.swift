import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import Browser

/// `p` on a word's page says the word beside the screen (issue 36 §2): what is said, and a reason it cannot said in
/// the page's line.
@Suite struct WordDetailSpeechTests {
    static let store = try! KanjiStore(directory: Checkout.resources)

    private func detail(of word: String, speech: RecordingSpeech) throws -> WordDetailViewModel {
        let browser = try KanjiBrowser.inMemory(store: Self.store, speech: speech)
        browser.searchWords(word)
        browser.handle(.prompt(.accept))
        return try #require(browser.topWordDetail)
    }

    @Test func p_says_the_word_as_usually_written() throws {
        let speech = RecordingSpeech()
        let detail = try detail(of: "箸", speech: speech)
        detail.handle(.speak)
        #expect(speech.spoken == ["箸"])
        #expect(detail.notice == nil)
    }

    @Test func a_reason_it_cannot_is_the_page_s_line() throws {
        let speech = RecordingSpeech()
        speech.immediateFailure = "cannot speak: open_jtalk is not installed (Debian: apt install open-jtalk)"
        let detail = try detail(of: "橋", speech: speech)
        detail.handle(.speak)
        #expect(speech.spoken == ["橋"])
        #expect(detail.notice == speech.immediateFailure)
    }
}
