/// A table model of sections of identifiable items that speaks the domain's language and
/// publishes exactly what changed.
///
/// Domain operations — "a tweet arrived" (``append(_:toSection:)``), "a contact was deleted"
/// (``remove(id:)``), "a message was edited" (``update(_:)``) — change the model and tell its
/// observers the batch the table must perform, computed from the operation itself, not by
/// diffing the model: one append costs O(log *n*), whatever the model's size. Several operations
/// inside ``performTransaction(_:completion:)`` become one change. ``replace(with:)`` hands the model a
/// whole new snapshot and publishes its diff.
///
/// ```swift
/// let model = SectionedTableModel<TitledSection, Contact>(sections: [
///   TableSection(model: TitledSection(id: "favourites", headerTitle: "Favourites"), items: []),
/// ])
/// let observation = model.events.observe { event in print(event) }  // until it is released
/// model.append(ada, toSection: 0)
/// // willChange, changed(inserted rows: [[0, 0]]), didChange
/// ```
///
/// Rows live in one order-statistic tree per section, and an identity index finds a row by its
/// `id`, so reading, inserting, removing and updating any row — by position
/// or by identity — cost O(log *n*).
///
/// ### Contracts
///
/// - Identities are unique across the model. Inserting an item whose identity the model already
///   holds is a programming error and stops with a message naming the identity; data from outside
///   goes through ``replace(with:)``, which throws ``DuplicateIdentityError`` instead.
/// - Section identities are unique too, as a diffable data source requires of its section
///   identifiers: ``sectionIndex(id:)`` and the layers that find a section by identity could
///   otherwise reach only the first. ``init(sections:)``, ``appendSection(_:items:)`` and
///   ``insertSection(_:items:at:)`` stop with a message naming the call and the repeated identity;
///   ``replace(with:)`` and ``reload(with:)`` throw ``DuplicateIdentityError``, listing it in
///   ``DuplicateIdentityError/duplicateSections``.
/// - Positions passed to operations must exist; a bad position stops with a message that names it.
/// - An operation requested while observers are being told of a change (for example from a cell
///   configured during the table's batch) runs once they have been told; see ``TableModelEvents``.
@MainActor
public final class SectionedTableModel<SectionModel: Diffable, Item: Diffable>: TableModel {
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

  @usableFromInline
  final class SectionStorage {
    // The rows first: their offset does not depend on the generic arguments, so unspecialized
    // code reads them without asking for the class's metadata.
    @usableFromInline let rows: CountedTree<Item>
    @usableFromInline var model: SectionModel

    @usableFromInline
    init(model: SectionModel, rows: CountedTree<Item>) {
      self.model = model
      self.rows = rows
    }
  }

  /// Where the model tells its observers what changed.
  public let events = TableModelEvents()

  // The state every edit reads and writes skips dynamic exclusivity checks, as `CountedTree`'s
  // does: the model is used on the main actor, and no edit hands out an access to it that
  // another could overlap (app code runs only in observers, outside these accesses).
  @usableFromInline @exclusivity(unchecked) var storage: [SectionStorage] = [] {
    didSet { rowTrees = storage.map { $0.rows } }
  }
  /// The row tree of each section, typed as an object: unspecialized code — a layer reading the
  /// model through `TableModel` — reads a section's rows without asking for the metadata of
  /// `SectionStorage`, a lookup that cost more than the read itself.
  @usableFromInline @exclusivity(unchecked) var rowTrees: [AnyObject] = []
  /// The leaf of the row trees that holds the item with an identity, for every item.
  @usableFromInline let leafOfID = LeafIndex<Item.ID, CountedTree<Item>.Node>()
  @usableFromInline @exclusivity(unchecked) var recorder: TransactionRecorder?
  /// Where the row last read by position (`ArrayTableModel`'s subscript) is, and the
  /// `revision` it was read at: an `update(_:)` of that row before any other mutation finds
  /// it there, without a lookup in the identity index and a scan of its leaf.
  ///
  /// The leaf is held unretained (a read costs no reference counting): it is only used while
  /// `revision` is the one of the read, when no mutation can have freed it — every mutation,
  /// in a transaction or not, advances `revision` first, and again after the observers told of
  /// `willChange` (`willMutate()`), which may read the rows before it changes them.
  @usableFromInline @exclusivity(unchecked) var lastReadLeaf: Unmanaged<CountedTree<Item>.Node>?
  @usableFromInline @exclusivity(unchecked) var lastReadOffset = 0
  @usableFromInline @exclusivity(unchecked) var lastReadRevision = -1
  /// Whether observers heard ``TableModelEvents/Event/willChange`` for the transaction in progress.
  @exclusivity(unchecked) var hasAnnouncedChange = false
  /// The public type whose contract a trap names: this one, or the model built on it.
  @usableFromInline let contractName: String
  /// Counts the mutations, so that a replacement diffed off the main actor knows whether the rows
  /// it diffed against are still the model's.
  @usableFromInline @exclusivity(unchecked) var revision = 0
  /// The loops of a wholesale change (``WholesaleLoops``), compiled where the model was made.
  @usableFromInline @exclusivity(unchecked) var wholesaleLoops = WholesaleLoops()
  /// Counts the wholesale replacements asked for, so that a newer one supersedes one whose diff
  /// is still running.
  var replacementGeneration = 0
  /// Where a replacement awaited with `replace(with:) async` runs its diff.
  package var diffScheduler: any DiffScheduling = BackgroundDiffScheduler()

  // MARK: Lifecycle

  /// Creates an empty model.
  public convenience init() {
    self.init(sections: [], contractName: "SectionedTableModel", initializer: "init()")
  }

  /// Creates a model holding `sections`.
  ///
  /// - Parameter sections: The sections and their items.
  /// - Precondition: Item identities are unique across all sections, and section identities are
  ///   unique among the sections; otherwise the program stops with a message naming the repeated
  ///   identities and where they occur.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  @inlinable
  public convenience init(sections: [TableSection<SectionModel, Item>]) {
    self.init(
      unindexedSections: sections, contractName: "SectionedTableModel",
      initializer: "init(sections:)")
    indexRows(initializer: "init(sections:)")
  }

  /// Creates the storage of a model of another public type, whose name traps give.
  convenience init(
    sections: [TableSection<SectionModel, Item>], contractName: String, initializer: String
  ) {
    self.init(unindexedSections: sections, contractName: contractName, initializer: initializer)
    indexRows(initializer: initializer)
  }

  /// Creates the storage of a model whose rows the caller then enters in the identity index with
  /// ``indexRows(initializer:)``: from a public initializer that is `@inlinable`, the app's
  /// compiler specializes that loop over every row for its item type.
  ///
  /// Stops when a section identity repeats.
  @usableFromInline
  init(
    unindexedSections sections: [TableSection<SectionModel, Item>], contractName: String,
    initializer: String
  ) {
    self.contractName = contractName
    if !DuplicateIdentityError.repeatedSections(in: sections).isEmpty {
      identitiesRepeat(in: sections, initializer)
    }
    leafOfID.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
    storage = sections.map { makeStorage($0, indexing: false) }
    rowTrees = storage.map { $0.rows }
  }

  /// Enters every row of a model made by `init(unindexedSections:contractName:initializer:)` in
  /// the identity index; stops when an item identity repeats.
  @inlinable
  func indexRows(initializer: String) {
    // Called from the public initializers, which are inlinable: the loops formed here are the
    // app's code, specialized for its item type.
    wholesaleLoops = WholesaleLoops()
    var rowCount = 0
    for section in storage {
      rowCount += section.rows.count
      index(section.rows)
    }
    // The index enters a repeated identity once: it then holds fewer identities than rows.
    if leafOfID.count != rowCount { rowIdentitiesRepeat(initializer) }
    // A NaN identity is entered as new every time: no count shows it, and no lookup finds it.
    // (For an identity type whose `==` cannot fail, such as `Int`, the compiler drops the pass.)
    for (index, section) in storage.enumerated() {
      if section.model.id != section.model.id {
        identityIsNotEqualToItself(
          "section ID \(section.model.id), at index \(index),", initializer)
      }
      section.rows.forEachLeaf { leaf in
        leaf.forEachElement { item in
          if item.id != item.id { identityIsNotEqualToItself("ID \(item.id)", initializer) }
        }
      }
    }
  }

  /// Describes the first section or row identity of `sections` that is not equal to itself (a
  /// NaN, which no lookup finds and every table of identities enters again and again), or
  /// returns `nil` when there is none.
  @inlinable
  nonisolated static func identityNotEqualToItself(
    in sections: [TableSection<SectionModel, Item>]
  ) -> String? {
    for (index, section) in sections.enumerated() {
      if section.model.id != section.model.id {
        return "section ID \(section.model.id), at index \(index),"
      }
      for (row, item) in section.items.enumerated() where item.id != item.id {
        return "ID \(item.id), at \(RowPath(row: row, section: index)),"
      }
    }
    return nil
  }

  /// Stops because an identity is not equal to itself, with a message naming the call and the
  /// identity.
  ///
  /// - Parameters:
  ///   - identity: The identity, described: `ID nan`, `section ID nan, at index 1,`.
  ///   - operation: The public call.
  @usableFromInline
  func identityIsNotEqualToItself(_ identity: String, _ operation: String) -> Never {
    contractViolation(
      "\(contractName).\(operation): \(identity) is not equal to itself (a NaN?); an identity must be, or the model cannot find it"
    )
  }

  /// Stops because the model's rows repeat an identity, with a message naming the call, each
  /// repeated identity and its positions.
  @usableFromInline
  func rowIdentitiesRepeat(_ initializer: String) -> Never {
    identitiesRepeat(
      in: storage.map { TableSection(model: $0.model, items: $0.rows.elements) }, initializer)
  }

  /// Stops because `sections` repeat a section identity or their items an item identity, with a
  /// message naming the call, each repeated identity and its positions.
  private func identitiesRepeat(
    in sections: [TableSection<SectionModel, Item>], _ initializer: String
  ) -> Never {
    do {
      try DuplicateIdentityError.check(sections)
    } catch {
      contractViolation("\(contractName).\(initializer): \(error)")
    }
    contractViolation("\(contractName).\(initializer): an identity repeats")
  }

  // MARK: Reading

  /// The number of sections.
  public var numberOfSections: Int { storage.count }

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  @inlinable
  public func numberOfRows(inSection section: Int) -> Int {
    guard let count = CountedTree<Item>.count(ofTreeAt: section, in: rowTrees) else {
      checkSection(section, "numberOfRows(inSection:)")
      return 0
    }
    return count
  }

  /// The item at a position.
  ///
  /// - Parameter rowPath: A position in the model.
  /// - Returns: The item.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  /// - Complexity: O(log *n*).
  @inlinable
  public func item(at rowPath: RowPath) -> Item {
    CountedTree.element(at: rowPath.row, of: rows(at: rowPath, "item(at:)"))
  }

  /// Calls `body` with the item at each position of a list, in the list's order, reading the
  /// ascending positions of a section in one walk of its tree.
  ///
  /// - Parameters:
  ///   - rowPaths: Positions, fastest in ascending order; a position may repeat.
  ///   - body: Called with the item at each position, in the order of `rowPaths`. Should it
  ///     change the model, the positions after are read in the changed model.
  /// - Precondition: Every position exists when it is read; otherwise the program stops with a
  ///   message naming the call, the position and the shape.
  /// - Complexity: For *k* ascending positions among *n* rows, O(*k*) when they are close
  ///   together and O(*k* log(*n*/*k*)) at worst.
  public func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void) {
    var rows: CountedTree<Item>?
    var walk = CountedTreeNode.InOrderWalk?.none
    // No section read yet: a first position in any section, even -1, is checked.
    var section: Int?
    var readRevision = revision
    for rowPath in rowPaths {
      if rowPath.section != section || readRevision != revision {
        // A walk reads one section's tree, and only while it does not change.
        let sectionRows = self.rows(at: rowPath, "forEachItem(at:_:)").takeUnretainedValue()
        rows = sectionRows
        walk = sectionRows.inOrderWalk
        section = rowPath.section
        readRevision = revision
      } else if rowPath.row < 0 || rowPath.row >= rows.unsafelyUnwrapped.count {
        rowDoesNotExist(rowPath, "forEachItem(at:_:)", allowingEnd: false)
      }
      body(rows.unsafelyUnwrapped.element(at: rowPath.row, walking: &walk!))
    }
  }

  /// The model of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> SectionModel {
    checkSection(section, "sectionModel(at:)")
    return storage[section].model
  }

  /// The items of a section, in order.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The items.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  /// - Complexity: O(*m*) for the section's *m* items.
  public func items(inSection section: Int) -> [Item] {
    checkSection(section, "items(inSection:)")
    return storage[section].rows.elements
  }

  /// The position of the item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item's position.
  /// - Complexity: O(log *n* + *s*) for *s* sections.
  public func rowPath(id: Item.ID) -> RowPath? {
    guard let (leaf, offset) = place(of: id) else { return nil }
    return rowPath(ofOffset: offset, in: leaf)
  }

  /// The item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item.
  /// - Complexity: O(1).
  @inlinable
  public subscript(id id: Item.ID) -> Item? {
    guard let (leaf, offset) = place(of: id) else { return nil }
    return CountedTree.element(at: offset, in: leaf)
  }

  /// Whether the model holds an item with an identity.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Whether it does.
  @inlinable
  public func contains(id: Item.ID) -> Bool { leafOfID.contains(id) }

  /// The index of the section with an identity, or `nil`.
  ///
  /// - Parameter id: The section model's identity.
  /// - Returns: The section's index.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndex(id: SectionModel.ID) -> Int? {
    storage.firstIndex { $0.model.id == id }
  }

  // MARK: Internal

  /// The storage of a section, its rows entered in the identity index a leaf at a time unless
  /// `indexing` is `false`.
  ///
  /// A row whose identity the index already holds is not entered: the callers rule repeats out
  /// beforehand, or — `init` — tell them by the index's count.
  @inlinable
  func makeStorage(
    _ section: TableSection<SectionModel, Item>, indexing: Bool = true
  ) -> SectionStorage {
    let rows = CountedTree(section.items)
    rows.onPlace = { [leafOfID] item, leaf in leafOfID.set(leaf, for: item.id) }
    if indexing { index(rows) }
    return SectionStorage(model: section.model, rows: rows)
  }

  /// Enters the rows of a section's tree in the identity index, a leaf at a time; a row whose
  /// identity the index already holds is not entered.
  @inlinable
  func index(_ rows: CountedTree<Item>) {
    rows.forEachLeaf { leaf in
      leaf.withElements { items in
        _ = leafOfID.insertNew(keysOf: items, key: { $0.id }, leaf: leaf)
      }
    }
  }

  /// Runs an operation as a transaction of its own, or as part of the transaction in progress, once
  /// no observer is being told of a change.
  ///
  /// Observers hear ``TableModelEvents/Event/willChange`` just before the transaction's first mutation
  /// that a table could see (``willMutate()``), so an operation or transaction that changes
  /// nothing — `isNoOp` says so up front, or it records nothing — sends no event at all.
  @usableFromInline
  func mutate(
    skippingWhen isNoOp: @escaping @MainActor () -> Bool = { false },
    completion: (@MainActor () -> Void)? = nil,
    _ operation: @escaping @MainActor () -> Void
  ) {
    events.perform(
      { [self] in runMutation(skippingWhen: isNoOp, operation) }, completion: completion)
  }

  /// ``mutate(skippingWhen:completion:_:)`` without a completion, run at once when nothing holds
  /// the queue — without the escaping closures (and their allocations) queueing needs; `false`,
  /// without running it, when it would have to wait.
  @usableFromInline
  func mutateNow(
    skippingWhen isNoOp: @MainActor () -> Bool = { false }, _ operation: @MainActor () -> Void
  ) -> Bool {
    events.performNow { runMutation(skippingWhen: isNoOp, operation) }
  }

  /// Runs an operation as a transaction of its own, or as part of the transaction in progress.
  private func runMutation(
    skippingWhen isNoOp: @MainActor () -> Bool, _ operation: @MainActor () -> Void
  ) {
    guard !isNoOp() else { return }
    revision &+= 1
    if recorder != nil || !events.hasObservers {
      operation()
      return
    }
    events.runningTransaction {
      recorder = TransactionRecorder(oldShape: shape)
      hasAnnouncedChange = false
      operation()
      let change = recorder?.commit()
      recorder = nil
      if hasAnnouncedChange { events.finishChange(change) }
    }
  }

  /// Tells observers the model is about to change, before the first mutation of a transaction
  /// that a table could see; every mutation the recorder hears of calls it first.
  @usableFromInline
  func willMutate() {
    guard recorder != nil, !hasAnnouncedChange else { return }
    hasAnnouncedChange = true
    events.send(.willChange)
    // The observers ran after the mutation advanced `revision` and before it changes the rows:
    // a row one of them read (`lastReadLeaf`) may be in a leaf the mutation frees.
    revision &+= 1
  }

  /// Whether an operation joins the transaction in progress at once, without going through the
  /// queue: a transaction is recording and no observer is being told of a change.
  @inlinable var joinsTransactionNow: Bool { recorder != nil && !events.isHoldingMutations }

  /// The leaf that holds the item with an identity, unretained, and the item's offset in it.
  @inlinable
  func place(of id: Item.ID) -> (leaf: Unmanaged<CountedTree<Item>.Node>, offset: Int)? {
    guard let leaf = leafOfID.leafReference(for: id),
      let offset = CountedTree.firstOffset(in: leaf, where: { $0.id == id })
    else { return nil }
    return (leaf, offset)
  }

  /// Notes where the row just read by position is (see `lastReadLeaf`).
  @inlinable
  func noteRead(_ leaf: Unmanaged<CountedTree<Item>.Node>, _ offset: Int) {
    lastReadLeaf = leaf
    lastReadOffset = offset
    lastReadRevision = revision
  }

  /// The place of the row last read by position, when it has the identity and no mutation
  /// happened since the read.
  @inlinable
  func lastReadPlace(of id: Item.ID) -> (leaf: Unmanaged<CountedTree<Item>.Node>, offset: Int)? {
    guard lastReadRevision == revision, let leaf = lastReadLeaf,
      lastReadOffset < CountedTree.count(ofLeaf: leaf),
      CountedTree.element(at: lastReadOffset, in: leaf).id == id
    else { return nil }
    return (leaf, lastReadOffset)
  }

  /// The position of the item at an offset of a leaf of one of the sections' trees.
  ///
  /// The sections are searched in nonisolated code, without a closure formed here: a closure
  /// formed here is isolated to the main actor, and calling it from a nonisolated search checks
  /// the executor (`swift_task_isCurrentExecutor`) at every call.
  @inlinable
  func rowPath(ofOffset offset: Int, in leaf: Unmanaged<CountedTree<Item>.Node>) -> RowPath? {
    guard let position = CountedTree.position(ofOffset: offset, in: leaf, among: rowTrees) else {
      return nil
    }
    return RowPath(row: position.index, section: position.tree)
  }

  @inlinable
  func checkSection(_ section: Int, _ operation: String) {
    guard section < 0 || section >= storage.count else { return }
    sectionDoesNotExist(section, operation)
  }

  /// Stops because a section does not exist, with a message naming the operation.
  @usableFromInline
  func sectionDoesNotExist(_ section: Int, _ operation: String) {
    requireSection(section, "\(contractName).\(operation)")
  }

  func checkRow(_ rowPath: RowPath, _ operation: String, allowingEnd: Bool = false) {
    _ = rows(at: rowPath, operation, allowingEnd: allowingEnd)
  }

  /// The rows of the section of a position, after a check that the position exists (or, with
  /// `allowingEnd`, is one past the section's end) that names the operation when it does not.
  ///
  /// The rows are handed out unretained (the model owns them; see `CountedTree+Unretained`),
  /// valid until the sections change.
  @inlinable
  func rows(
    at rowPath: RowPath, _ operation: String, allowingEnd: Bool = false
  ) -> Unmanaged<CountedTree<Item>> {
    guard let rows = CountedTree<Item>.tree(in: rowTrees, at: rowPath, allowingEnd: allowingEnd)
    else { rowDoesNotExist(rowPath, operation, allowingEnd: allowingEnd) }
    return rows
  }

  /// Stops because a position does not exist, with a message naming the operation and the shape.
  @usableFromInline
  func rowDoesNotExist(_ rowPath: RowPath, _ operation: String, allowingEnd: Bool) -> Never {
    requireRow(rowPath, "\(contractName).\(operation)", forInsertion: allowingEnd)
    contractViolation("\(contractName).\(operation): row \(rowPath) does not exist")
  }

  @inlinable
  func checkNew(_ item: Item, _ operation: String) {
    if item.id != item.id { identityIsNotEqualToItself("ID \(item.id)", operation) }
    if leafOfID.contains(item.id) { identityIsNotNew(item, operation) }
  }

  /// Stops because the model already holds an item's identity, with a message naming it.
  @usableFromInline
  func identityIsNotNew(_ item: Item, _ operation: String) -> Never {
    contractViolation(
      "\(contractName).\(operation): the model already holds an item with ID \(item.id); IDs must be unique"
    )
  }
}
