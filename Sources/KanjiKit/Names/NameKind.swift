/// What JMnedict says a name is: a surname, a given name, a place, a company … Each kind is one letter in
/// `names.bin` (`KIND_LETTERS` in tools/generate_names.py), so the file spends a byte on it, not a word.
public enum NameKind: String, Sendable, Hashable, CaseIterable {
    case surname, given, masculine, feminine, person, place, station, organization, company, product, work
    case unclassified, character, deity, event, fiction, mythology, object, religion, service

    /// The letter the generator writes for this kind.
    var letter: UInt8 {
        switch self {
        case .surname: UInt8(ascii: "s")
        case .given: UInt8(ascii: "g")
        case .masculine: UInt8(ascii: "m")
        case .feminine: UInt8(ascii: "f")
        case .person: UInt8(ascii: "p")
        case .place: UInt8(ascii: "l")
        case .station: UInt8(ascii: "t")
        case .organization: UInt8(ascii: "o")
        case .company: UInt8(ascii: "c")
        case .product: UInt8(ascii: "r")
        case .work: UInt8(ascii: "w")
        case .unclassified: UInt8(ascii: "u")
        case .character: UInt8(ascii: "h")
        case .deity: UInt8(ascii: "d")
        case .event: UInt8(ascii: "e")
        case .fiction: UInt8(ascii: "i")
        case .mythology: UInt8(ascii: "y")
        case .object: UInt8(ascii: "j")
        case .religion: UInt8(ascii: "n")
        case .service: UInt8(ascii: "v")
        }
    }

    /// The kind a letter of the file stands for; nil for a letter no kind has (a damaged file).
    init?(letter: UInt8) {
        guard let kind = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = kind
    }

    /// How the pane and `analyze --names` say it: JMnedict's own words, but in full ("given name", not "given").
    public var label: String {
        switch self {
        case .surname: "surname"
        case .given: "given name"
        case .masculine: "male given name"
        case .feminine: "female given name"
        case .person: "full name"
        case .place: "place"
        case .station: "station"
        case .organization: "organization"
        case .company: "company"
        case .product: "product"
        case .work: "work"
        case .unclassified: "name"
        case .character: "character"
        case .deity: "deity"
        case .event: "event"
        case .fiction: "fiction"
        case .mythology: "mythology"
        case .object: "object"
        case .religion: "religion"
        case .service: "service"
        }
    }
}
