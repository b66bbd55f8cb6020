/// What `p` and `P` do, said once for every screen that has them (the word's page, the reader, a review card), so
/// their help lines cannot drift apart.
enum SpeechHelp {
    static let word = "say the word aloud (Open JTalk's Mei voice; the first time takes a moment, then it is kept in the cache); a line says why when it cannot play"
    static let sentence = "say the sentence the word is in aloud"
}
