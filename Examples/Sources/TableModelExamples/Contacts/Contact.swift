/// A person in the address book.
struct Contact: Hashable, Identifiable, Sendable {
  var id: Int
  var name: String
  var phone: String

  /// The section the contact belongs in: the name's initial.
  var initial: String { name.first.map { String($0).uppercased() } ?? "#" }

  /// Some contacts to show.
  static let samples: [Contact] = [
    "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Charles Babbage", "Claude Shannon",
    "Donald Knuth", "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "John McCarthy",
    "Katherine Johnson", "Ken Thompson", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman",
    "Tim Berners-Lee",
  ].enumerated().map { index, name in
    Contact(id: index, name: name, phone: "+1 555 01\(10 + index)")
  }

  /// Contacts grouped by initial, the groups and their members in alphabetical order.
  static func byInitial(_ contacts: [Contact]) -> [(initial: String, contacts: [Contact])] {
    Dictionary(grouping: contacts, by: \.initial)
      .map { (initial: $0.key, contacts: $0.value.sorted { $0.name < $1.name }) }
      .sorted { $0.initial < $1.initial }
  }
}
