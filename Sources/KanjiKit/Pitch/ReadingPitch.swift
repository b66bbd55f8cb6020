/// The accents two dictionaries give one reading of a JMdict word (`PitchDictionary`): the NAIST Japanese
/// Dictionary for Open JTalk's and UniDic's, each in its own order, the usual accent first.
///
/// A learner is shown `accents`, every accent either gives; `sourcesDisagree` says when the two have none in
/// common, so the display can say that the dictionaries differ instead of choosing one silently.
public struct ReadingPitch: Sendable, Hashable {
    /// The JMdict reading (kana) the accents are of.
    public let reading: String
    /// The NAIST jdic's accents (one per entry it has; several when its entries of that word differ), or none.
    public let naistJdic: [PitchAccent]
    /// UniDic's accents (its `aType`, often several: "0,3"), or none.
    public let uniDic: [PitchAccent]

    public init(reading: String, naistJdic: [PitchAccent], uniDic: [PitchAccent]) {
        self.reading = reading
        self.naistJdic = naistJdic
        self.uniDic = uniDic
    }

    /// Every accent either dictionary gives, once each: the NAIST jdic's, then UniDic's others.
    public var accents: [PitchAccent] {
        naistJdic + uniDic.filter { !naistJdic.contains($0) }
    }

    /// Whether both dictionaries know the reading and share no accent (1.8% of the words both know).
    public var sourcesDisagree: Bool {
        !naistJdic.isEmpty && !uniDic.isEmpty && Set(naistJdic).isDisjoint(with: uniDic)
    }

    /// The downstep numbers of `accents`, as `--json` and `--tsv` print them.
    public var downsteps: [Int] { accents.map(\.downstep) }
}
