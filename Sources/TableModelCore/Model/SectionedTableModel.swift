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
  /// The position of the row last read by position: an update of it tells the transaction's
  /// recorder its position without climbing from its leaf to sum the rows before it.
  @usableFromInline @exclusivity(unchecked) var lastReadRowPath = RowPath(row: 0, section: 0)
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
  /// The wholesale replacements asked for, so that a newer one that stands supersedes one whose
  /// diff is still running.
  let replacements = ReplacementTickets()
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
}
