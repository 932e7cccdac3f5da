public import TableModelCore

/// The address book: contacts in sections keyed by their initial.
///
/// `GroupSection` gives each section its header and its section index title.
public typealias AddressBook = SectionedTableModel<GroupSection<String>, Contact>

extension SectionedTableModel where SectionModel == GroupSection<String>, Item == Contact {
  /// Creates an address book of named contacts in the given sections, each contact with a
  /// made-up phone number (`+1 555 0101`, `+1 555 0102`, … in order).
  ///
  /// - Parameter sections: The sections' keys and their contacts' names, in order.
  /// - Precondition: Names are unique.
  public convenience init(sections: [(key: String, names: [String])]) {
    var number = 100
    self.init(
      sections: sections.map { section in
        TableSection(
          model: GroupSection(key: section.key),
          items: section.names.map { name in
            number += 1
            return Contact(name, "+1 555 0\(number)")
          })
      })
  }

  /// Creates an address book of contacts in sections by initial, the sections and the
  /// contacts in each in alphabetical order.
  ///
  /// - Parameter contacts: The contacts, in any order.
  /// - Precondition: Names are unique.
  public convenience init(contacts: [Contact]) {
    let byInitial = Dictionary(grouping: contacts, by: \.initial)
    self.init(
      sections: byInitial.keys.sorted().map { initial in
        TableSection(
          model: GroupSection(key: initial),
          items: (byInitial[initial] ?? []).sorted { $0.name < $1.name })
      })
  }

  /// The names of a section's contacts, in order.
  ///
  /// - Parameter section: The section.
  /// - Returns: The names.
  public func names(inSection section: Int) -> [String] {
    items(inSection: section).map(\.name)
  }
}
