/// A table of ``InteractionRow``s built from a data object — a user profile becomes sections of
/// rows, and a header object for the table — and rebuilt from it on every reload.
///
/// ```swift
/// let model = InteractionTableModel(profile) { profile in
///   InteractionSection("Contact") {
///     InteractionRow("Email", value: profile.email) { row in … }
///     for phone in profile.phones { InteractionRow(phone.label, value: phone.number) }
///   }
///   InteractionSection {
///     InteractionRow("Sign Out", action: .target(self, ProfileViewController.signOut))
///   }
/// } header: { profile in
///   ProfileHeader(name: profile.name, avatar: profile.avatarURL)
/// }
/// model.reload(with: updatedProfile)   // rows and header regenerated; only what changed animates
/// ```
///
/// Rows keep their identity across reloads (their ``InteractionRow/id``, the title by default),
/// so a reload is published as the difference — a changed value reconfigures its row, a new row
/// is inserted. Rows or sections that share an identity within one build are told apart by
/// order of appearance (`"Phone"`, `"Phone#2"`), so no row is ever dropped: the first keeps the
/// identity, each repeat gets the first `#2`, `#3`… suffix that no row (or section) of the build
/// has as its own identity. An identity that only one row of the build has is never changed, even
/// one that looks generated: rows `"A"`, `"A"`, `"A#2"` are identified as `"A"`, `"A#3"`,
/// `"A#2"`.
@MainActor
public final class InteractionTableModel<Data>: TableModel, TableHeaderProviding {
  /// The data object the rows were built from last.
  public private(set) var data: Data
  /// The table's header object, built from ``data``, or `nil` for no header.
  ///
  /// Its identity must be equal to itself (not a `Double.nan`): the model compares the header of
  /// each build with the last to tell whether it changed, and a build whose header identity is
  /// not equal to itself stops the program with a message naming the call.
  public private(set) var tableHeader: (any Diffable)?

  private let storage = SectionedTableModel<TitledSection, InteractionRow>(
    sections: [], contractName: "InteractionTableModel", initializer: "init(_:sections:header:)")
  private let makeSections: @MainActor (Data) -> [InteractionSection]
  private let makeHeader: @MainActor (Data) -> (any Diffable)?
  /// Whether the builders are running (`reload()`).
  private var isBuilding = false

  /// Builds a table from a data object.
  ///
  /// - Parameters:
  ///   - data: The data object.
  ///   - sections: Builds the sections and rows from the data.
  ///   - header: Builds the table's header object from the data; none by default.
  /// - Precondition: The header object's identity is equal to itself (not a `Double.nan`);
  ///   otherwise the program stops with a message naming the call, as such a header would be a
  ///   changed header on every reload.
  public init(
    _ data: Data,
    @InteractionSection.Builder sections: @escaping @MainActor (Data) -> [InteractionSection],
    header: @escaping @MainActor (Data) -> (any Diffable)? = { _ in nil }
  ) {
    self.data = data
    self.makeSections = sections
    self.makeHeader = header
    self.tableHeader = Self.checkedHeader(header(data), "init(_:sections:header:)")
    replaceRows(with: Self.uniquelyIdentified(sections(data)))
  }

  /// The model's events.
  public var events: TableModelEvents { storage.events }

  /// The number of sections.
  public var numberOfSections: Int { storage.numberOfSections }

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    storage.numberOfRows(inSection: section)
  }

  /// The row at a position.
  ///
  /// - Parameter rowPath: The position.
  /// - Returns: The row.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  public func item(at rowPath: RowPath) -> InteractionRow { storage.item(at: rowPath) }

  /// The model of a section: its identity and titles.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> TitledSection { storage.sectionModel(at: section) }

  /// Rebuilds the rows and the header from a new data object, publishing the difference.
  ///
  /// - Parameter data: The new data object.
  /// - Precondition: Not called from inside the model's own builders (its sections or its
  ///   header), which it would run again without end, and the header object's identity is
  ///   equal to itself (see ``tableHeader``); otherwise the program stops with a message naming
  ///   the call. Reload from the code that changed the data.
  public func reload(with data: Data) {
    requireNotBuilding("reload(with:)")
    self.data = data
    rebuild("reload(with:)")
  }

  /// Rebuilds the rows and the header from the current data object — for a data object that is
  /// a class whose state changed.
  ///
  /// - Precondition: Not called from inside the model's own builders (its sections or its
  ///   header), which it would run again without end, and the header object's identity is
  ///   equal to itself (see ``tableHeader``); otherwise the program stops with a message naming
  ///   the call. Reload from the code that changed the data.
  public func reload() {
    requireNotBuilding("reload()")
    rebuild("reload()")
  }

  /// Stops, naming the call, when the model is running its builders: a reload from there would
  /// run them again, and again, until the stack overflowed without a word.
  private func requireNotBuilding(_ call: String) {
    requireContract(
      !isBuilding,
      "InteractionTableModel.\(call): called while the model builds its sections or header from the data, which would build them again without end; reload after the build, from the code that changed the data"
    )
  }

  /// The header object, stopping, naming the call, when its identity is not equal to itself: it
  /// would never be the same as the last one, and every reload would publish a change for it.
  private static func checkedHeader(_ header: (any Diffable)?, _ call: String) -> (any Diffable)? {
    if let id = header.map({ AnyDiffable(erasing: $0).id }), id != id {
      contractViolation(
        "InteractionTableModel.\(call): the table header's ID \(id) is not equal to itself (a NaN?); an identity must be, or every reload would show the header anew"
      )
    }
    return header
  }

  private func rebuild(_ call: String) {
    isBuilding = true
    let header = Self.checkedHeader(makeHeader(data), call)
    let sections = Self.uniquelyIdentified(makeSections(data))
    isBuilding = false
    let headerChanged = !AnyDiffable.same(header, tableHeader)
    tableHeader = header
    replaceRows(with: sections)
    if headerChanged {
      // Rows may be unchanged; an empty change still tells controllers to read the header.
      events.sendChange { nil }
    }
  }

  private func replaceRows(with sections: [TableSection<TitledSection, InteractionRow>]) {
    do {
      try storage.replace(with: sections)
    } catch {
      contractViolation("InteractionTableModel: identities were made unique, yet: \(error)")
    }
  }

  /// The sections as table sections, with repeated identities of rows and of sections told
  /// apart by a `#2`, `#3`… suffix in order of appearance, never one the build gives a row (or a
  /// section) of its own.
  static func uniquelyIdentified(_ sections: [InteractionSection])
    -> [TableSection<TitledSection, InteractionRow>]
  {
    var sectionIDs = UniqueNames(taken: sections.map(\.model.id))
    var rowIDs = UniqueNames(taken: sections.flatMap { $0.rows.map(\.id) })
    return sections.map { section in
      var model = section.model
      model.id = sectionIDs.unique(model.id)
      return TableSection(
        model: model,
        items: section.rows.map { row in
          var row = row
          row.id = rowIDs.unique(row.id)
          return row
        })
    }
  }

}

extension InteractionTableModel where Data == Void {
  /// Builds a static table — a settings screen — with no data object.
  ///
  /// - Parameter sections: Builds the sections and rows.
  public convenience init(
    @InteractionSection.Builder sections: @escaping @MainActor () -> [InteractionSection]
  ) {
    self.init((), sections: { _ in sections() })
  }
}

/// Makes names unique by suffixing repeats with `#2`, `#3` and so on, skipping the suffixed
/// names that are some other name of the build's own.
private struct UniqueNames {
  /// Every name of the build, as given.
  private let given: Set<String>
  /// The names handed out so far.
  private var used: Set<String> = []
  /// The last suffix tried for each repeated name, so that each repeat resumes the search.
  private var lastSuffix: [String: Int] = [:]

  /// - Parameter taken: Every name of the build, in order of appearance.
  init(taken: [String]) {
    given = Set(taken)
  }

  /// The name itself the first time it comes; for a repeat, the name with the first suffix
  /// from `#2` up that is neither a name of the build nor handed out already.
  mutating func unique(_ name: String) -> String {
    guard used.contains(name) else {
      used.insert(name)
      return name
    }
    var suffix = lastSuffix[name] ?? 1
    var candidate: String
    repeat {
      suffix += 1
      candidate = "\(name)#\(suffix)"
    } while given.contains(candidate) || used.contains(candidate)
    lastSuffix[name] = suffix
    used.insert(candidate)
    return candidate
  }
}
