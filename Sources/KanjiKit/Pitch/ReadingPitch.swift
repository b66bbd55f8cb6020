/// The accents two dictionaries give one reading of a JMdict word (`PitchDictionary`): the NAIST Japanese
/// Dictionary for Open JTalk's and UniDic's, each in its own order, and all of them in the order a learner is shown
/// them, the usual accent first.
///
/// A learner is shown `accents`, every accent either gives, in the order `tools/generate_pitch.py` measured
/// (`usual_order`: UniDic's usual accent first, a loanword's flattened accent after the one both dictionaries give;
/// issue 45); `sourcesDisagree` says when the two have none in common, so the display can say that the dictionaries
/// differ instead of choosing one silently.
public struct ReadingPitch: Sendable, Hashable {
    /// The JMdict reading (kana) the accents are of.
    public let reading: String
    /// Every accent either dictionary gives, once each, the one a learner should say first.
    public let accents: [PitchAccent]
    /// The NAIST jdic's accents (one per entry it has; several when its entries of that word differ), or none.
    public let naistJdic: [PitchAccent]
    /// UniDic's accents (its `aType`, often several: "0,3"), or none.
    public let uniDic: [PitchAccent]

    public init(reading: String, accents: [PitchAccent], naistJdic: [PitchAccent], uniDic: [PitchAccent]) {
        self.reading = reading
        self.accents = accents
        self.naistJdic = naistJdic
        self.uniDic = uniDic
    }

    /// Whether both dictionaries know the reading and share no accent (1.8% of the words both know).
    public var sourcesDisagree: Bool {
        !naistJdic.isEmpty && !uniDic.isEmpty && Set(naistJdic).isDisjoint(with: uniDic)
    }

    /// The downstep numbers of `accents`, as `--json` and `--tsv` print them.
    public var downsteps: [Int] { accents.map(\.downstep) }
}
