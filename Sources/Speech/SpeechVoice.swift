/// What Open JTalk needs to speak: the program, its dictionary and the HTS voice. The voice, Mei
/// (`mei_normal.htsvoice`, CC BY 3.0, from the PyPI `pyopenjtalk` 0.4.1 source package: tools/fetch_voice.py),
/// ships beside the data; the program and the dictionary are Debian's `open-jtalk` and
/// `open-jtalk-mecab-naist-jdic`.
public struct SpeechVoice: Sendable, Hashable {
    /// The voice file's name beside the data (`Resources/`, `/usr/share/kanji-tui`).
    public static let fileName = "mei_normal.htsvoice"
    /// Where Debian's `open-jtalk-mecab-naist-jdic` puts the dictionary.
    public static let debianDictionary = "/var/lib/mecab/dic/open-jtalk/naist-jdic"

    /// The voice file.
    public let voicePath: String
    /// Open JTalk's dictionary folder.
    public let dictionary: String

    public init(voicePath: String, dictionary: String = Self.debianDictionary) {
        self.voicePath = voicePath
        self.dictionary = dictionary
    }

    /// The voice beside the data in `dataDirectory`, with Debian's dictionary.
    public init(dataDirectory: String) {
        self.init(voicePath: dataDirectory + "/" + Self.fileName)
    }

    /// What a cached sound is keyed by besides its text: the voice's name, so another voice makes other files.
    public var name: String {
        String(voicePath.split(separator: "/").last ?? Substring(voicePath))
    }
}
