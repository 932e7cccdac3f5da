extension SectionedTableModel {
  /// The loops over every row of a wholesale change — checking a replacement's identities,
  /// diffing, reading the rows, rebuilding them and their identity index — compiled where they
  /// are formed.
  ///
  /// The public initializers are `@inlinable` and form them (``indexRows(initializer:)``), so
  /// the app's compiler builds them for its item type; a replacement, which runs in the
  /// library's generic code, calls them instead of unspecialized loops that ask the witness
  /// table for every identity's hash and reset the identity index bucket by bucket through type
  /// metadata (about four times the instructions, measured on 100,000 rows).
  @usableFromInline
  struct WholesaleLoops {
    /// Throws ``DuplicateIdentityError`` when sections or rows repeat an identity.
    @usableFromInline let check: @Sendable ([TableSection<SectionModel, Item>]) throws -> Void
    /// The first section or row identity that is not equal to itself, described; `nil` when
    /// there is none.
    @usableFromInline let identityNotEqualToItself:
      @Sendable ([TableSection<SectionModel, Item>]) -> String?
    /// The diff from a model's sections to a replacement's.
    @usableFromInline let diff:
      @Sendable ([TableSection<SectionModel, Item>], [TableSection<SectionModel, Item>]) ->
        StagedChangeset<[TableSection<SectionModel, Item>]>
    /// A model's sections and items now.
    @usableFromInline let sections:
      @MainActor (SectionedTableModel) -> [TableSection<SectionModel, Item>]
    /// Replaces a model's rows and identity index with those of the sections.
    @usableFromInline let rebuild:
      @MainActor (SectionedTableModel, [TableSection<SectionModel, Item>]) -> Void

    @inlinable
    init() {
      check = { try DuplicateIdentityError.check($0) }
      identityNotEqualToItself = { SectionedTableModel.identityNotEqualToItself(in: $0) }
      diff = { StagedChangeset(source: $0, target: $1) }
      sections = { $0.currentSections() }
      rebuild = { model, sections in model.rebuild(with: sections) }
    }
  }

  /// The model's sections and items, each section's read a leaf at a time.
  @inlinable
  func currentSections() -> [TableSection<SectionModel, Item>] {
    var sections: [TableSection<SectionModel, Item>] = []
    sections.reserveCapacity(storage.count)
    for section in storage {
      sections.append(TableSection(model: section.model, items: section.rows.elements))
    }
    return sections
  }
}
