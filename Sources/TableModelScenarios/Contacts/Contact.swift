public import TableModelCore

/// A person in the address book: the cell model of the contacts scenario.
///
/// The identity is the name; the phone number and whether the contact is a favourite are
/// content, so starring a contact reconfigures its cell in place.
public struct Contact: Diffable, Hashable, Sendable {
  /// The contact's identity: the name.
  public var id: String { name }
  /// The contact's name.
  public var name: String
  /// The contact's phone number.
  public var phone: String
  /// Whether the user starred the contact.
  public var isFavorite: Bool

  /// Creates a contact.
  ///
  /// - Parameters:
  ///   - name: The name, which is also the identity.
  ///   - phone: The phone number.
  ///   - isFavorite: Whether the user starred the contact.
  public init(_ name: String, _ phone: String, isFavorite: Bool = false) {
    self.name = name
    self.phone = phone
    self.isFavorite = isFavorite
  }

  /// The section the contact belongs in: the name's initial, upper-cased, or `"#"` for an
  /// empty name.
  public var initial: String { name.first.map { String($0).uppercased() } ?? "#" }

  /// Sixteen contacts with made-up phone numbers, in no particular order.
  public static let samples: [Contact] = [
    "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Charles Babbage", "Claude Shannon",
    "Donald Knuth", "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "John McCarthy",
    "Katherine Johnson", "Ken Thompson", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman",
    "Tim Berners-Lee",
  ].enumerated().map { index, name in
    Contact(name, "+1 555 01\(10 + index)")
  }
}
