import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `p` on a review card says the card's word (issue 36 §2) once the answer is shown — before, it would give a reading
/// or production card's answer away — and a kanji's card has no word to say.
@Suite struct ReviewCardSpeechTests {
    private func review(_ items: LookupItem..., speech: RecordingSpeech) throws -> KanjiBrowser {
        let deck = InMemoryStudyDeck(), clock = TestClock()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: deck, scheduler: Scheduler(enableFuzzing: false),
                                                now: { clock.now }, speech: speech)
        for item in items {
            try deck.add(item, now: clock.now)
            clock.advance(bySeconds: 1)
        }
        browser.handle(.selectTab(AppTab.study.rawValue))
        guard case .studyList(let list) = browser.stack.screens[0] else { throw ReviewSpeechFailure() }
        list.handle(.review)
        return browser
    }

    private func card(_ browser: KanjiBrowser) throws -> ReviewCardViewModel {
        guard case .reviewCard(let card) = browser.stack.top else { throw ReviewSpeechFailure() }
        return card
    }

    @Test func p_says_the_word_once_the_answer_is_shown() throws {
        let speech = RecordingSpeech()
        let browser = try review(.word(headword: "箸", reading: "はし"), speech: speech)
        let card = try card(browser)
        card.speak()
        #expect(speech.spoken.isEmpty)
        #expect(card.notice == "Space shows the answer first; then p says the word")
        card.handle(.reveal)
        card.speak()
        #expect(speech.spoken == ["箸"])
        #expect(card.notice == nil)
        speech.immediateFailure = "cannot play: no audio player found (pw-play, paplay, aplay)"
        card.speak()
        #expect(card.notice == speech.immediateFailure)
        #expect(card.isRevealed, "nothing else changed")
    }

    @Test func a_kanji_s_card_has_no_word_to_say() throws {
        let speech = RecordingSpeech()
        let card = try card(try review(.kanji("日"), speech: speech))
        card.handle(.reveal)
        card.speak()
        #expect(speech.spoken.isEmpty)
        #expect(card.notice == "a kanji's card has no word to say")
    }
}

private struct ReviewSpeechFailure: Error {}
