/// A table model of one list of identifiable items: the common case, as LRTableModel's
/// `SimpleTableModel`.
///
/// The model always has exactly one section. Its operations speak in plain indexes; each
/// publishes exactly what changed, in O(log *n*).
///
/// ```swift
/// let inbox = ArrayTableModel<Message>()
/// inbox.append(message)          // "a message arrived"
/// inbox.remove(id: message.id)   // "a message was deleted"
/// ```
@MainActor
public final class ArrayTableModel<Item: Diffable>: TableModel {
  @usableFromInline let storage: SectionedTableModel<TitledSection, Item>

  /// Creates a model holding `items`.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - section: The model of the one section (its identity and titles).
  /// - Precondition: Item identities are unique.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  @inlinable
  public init(_ items: [Item] = [], section: TitledSection = TitledSection(id: "items")) {
    // Inlined, so that the app's compiler specializes the index's loop over every item.
    storage = SectionedTableModel(
      unindexedSections: [TableSection(model: section, items: items)],
      contractName: "ArrayTableModel", initializer: "init(_:section:)")
    storage.indexRows(initializer: "init(_:section:)")
  }

  /// Where the model tells its observers what changed.
  public var events: TableModelEvents { storage.events }

  // MARK: Reading

  /// Always 1.
  public var numberOfSections: Int { 1 }

  /// The number of items.
  ///
  /// - Parameter section: 0.
  /// - Returns: The number of items.
  /// - Precondition: The section is 0; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  @inlinable
  public func numberOfRows(inSection section: Int) -> Int {
    storage.numberOfRows(inSection: section)
  }

  /// The item at a position.
  ///
  /// - Parameter rowPath: A position in section 0.
  /// - Returns: The item.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  @inlinable
  public func item(at rowPath: RowPath) -> Item { storage.item(at: rowPath) }

  /// Calls `body` with the item at each position of a list, in the list's order, reading
  /// ascending positions in one walk of the rows.
  ///
  /// - Parameters:
  ///   - rowPaths: Positions, fastest in ascending order; a position may repeat.
  ///   - body: Called with the item at each position, in the order of `rowPaths`. Should it
  ///     change the model, the positions after are read in the changed model.
  /// - Precondition: Every position exists when it is read; otherwise the program stops with a
  ///   message naming the call, the position and the shape.
  /// - Complexity: For *k* ascending positions among *n* rows, O(*k*) when they are close
  ///   together and O(*k* log(*n*/*k*)) at worst.
  @inlinable
  public func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void) {
    storage.forEachItem(at: rowPaths, body)
  }

  /// The model of the one section.
  ///
  /// - Parameter section: 0.
  /// - Returns: The section's model.
  /// - Precondition: The section is 0; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> TitledSection { storage.sectionModel(at: section) }

  /// The number of items.
  @inlinable public var count: Int { storage.numberOfRows(inSection: 0) }

  /// The items, in order.
  ///
  /// - Complexity: O(*n*).
  public var items: [Item] { storage.items(inSection: 0) }

  /// The item at an index.
  ///
  /// - Parameter index: The index.
  /// - Returns: The item.
  /// - Precondition: The index is less than ``count``.
  @inlinable
  public subscript(index: Int) -> Item {
    guard
      let rows = CountedTree<Item>.tree(
        in: storage.rowTrees, at: RowPath(row: index, section: 0), allowingEnd: false)
    else { indexDoesNotExist(index) }
    let (leaf, offset) = CountedTree.leaf(containing: index, in: rows)
    storage.noteRead(leaf, offset, at: RowPath(row: index, section: 0))
    return CountedTree.element(at: offset, in: leaf)
  }

  /// Stops because an index does not exist, with the message `checkedRow` gives.
  @usableFromInline
  func indexDoesNotExist(_ index: Int) -> Never {
    _ = checkedRow(RowPath(row: index, section: 0), function: "subscript(_:)")
    contractViolation("ArrayTableModel.subscript(_:): index \(index) does not exist")
  }

  /// The index of the item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The index.
  /// - Complexity: O(log *n*).
  public func index(id: Item.ID) -> Int? { storage.rowPath(id: id)?.row }

  /// The item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item.
  /// - Complexity: O(1).
  @inlinable
  public subscript(id id: Item.ID) -> Item? { storage[id: id] }

  /// Whether the model holds an item with an identity.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Whether it does.
  /// - Complexity: O(1).
  public func contains(id: Item.ID) -> Bool { storage.contains(id: id) }

  // MARK: Operations

  /// Appends an item.
  ///
  /// See ``SectionedTableModel/append(_:toSection:)``.
  ///
  /// - Parameter item: The item.
  /// - Precondition: The model holds no item with the item's identity; otherwise the program
  ///   stops with a message naming the call and the identity.
  @inlinable
  public func append(_ item: Item) { storage.append(item, toSection: 0, "append(_:)") }

  /// Appends items, as one change.
  ///
  /// - Parameter items: The items.
  /// - Precondition: Every identity is equal to itself (no NaN), new to the model and not
  ///   repeated among `items`. Otherwise the program stops, before any item is added, with a
  ///   message naming the call and the offending item's index in `items`.
  public func append(contentsOf items: [Item]) {
    storage.append(contentsOf: items, toSection: 0, "append(contentsOf:)")
  }

  /// Inserts an item at an index.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - index: Its index after the insertion.
  /// - Precondition: `0 <= index <= count` and the model holds no item with the item's identity;
  ///   otherwise the program stops with a message naming the call, the index and the shape.
  @inlinable
  public func insert(_ item: Item, at index: Int) {
    storage.insert(item, at: RowPath(row: index, section: 0))
  }

  /// Removes the item at an index.
  ///
  /// - Parameter index: The index.
  /// - Precondition: `0 <= index < count`; otherwise the program stops with a message naming the
  ///   call, the index and the shape.
  @inlinable
  public func remove(at index: Int) { storage.remove(at: RowPath(row: index, section: 0)) }

  /// Removes the item with an identity; does nothing when there is none.
  ///
  /// - Parameter id: The identity.
  public func remove(id: Item.ID) { storage.remove(id: id) }

  /// Moves an item.
  ///
  /// A move to the item's own index changes nothing, and observers hear nothing.
  ///
  /// - Parameters:
  ///   - source: Its index.
  ///   - destination: Its index after the move.
  /// - Precondition: Both indexes are in `0..<count`; otherwise the program stops with a message
  ///   naming the call, the index and the number of items.
  @inlinable
  public func move(from source: Int, to destination: Int) {
    if source >= 0, source < count, destination < 0 || destination >= count {
      moveDestinationDoesNotExist(destination)
    }
    storage.move(from: RowPath(row: source, section: 0), to: RowPath(row: destination, section: 0))
  }

  /// Stops because a move's destination is out of range, with a message naming the count (the
  /// model's storage would name the shape with the item already taken out).
  @usableFromInline
  func moveDestinationDoesNotExist(_ destination: Int) -> Never {
    contractViolation(
      "ArrayTableModel.move(from:to:): destination \(destination) is out of range; the model has \(count) items, so a destination is in 0..<\(count)"
    )
  }

  /// Replaces an item by a new version with the same identity; does nothing when there is none.
  ///
  /// - Parameter item: The new version.
  @inlinable
  public func update(_ item: Item) { storage.update(item) }

  /// Performs several operations as one change.
  ///
  /// See ``SectionedTableModel/performTransaction(_:completion:)``.
  ///
  /// - Parameters:
  ///   - operations: The operations, on this model.
  ///   - completion: Runs once every table showing the model has applied the change. The
  ///     default is none.
  public func performTransaction(
    _ operations: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil
  ) {
    storage.performTransaction(operations, completion: completion)
  }

  /// Replaces every item and publishes the difference, diffed on the main actor.
  ///
  /// See ``SectionedTableModel/replace(with:completion:)``.
  ///
  /// - Parameters:
  ///   - items: The new items.
  ///   - completion: Runs once every table showing the model has applied the replacement —
  ///     after its animations on a device — or at once when no table shows the model or nothing
  ///     changed. The default is none.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public func replace(with items: [Item], completion: (@MainActor () -> Void)? = nil) throws {
    try storage.replace(with: sections(items), completion: completion)
  }

  /// Replaces every item with a new list diffed off the main actor, and returns once every table
  /// showing the model has applied it.
  ///
  /// Edits made while the diff runs are applied at once; the replacement then diffs again
  /// against the items as they are, so that afterwards the model holds exactly `items`. A newer
  /// replacement supersedes this one, which then throws `CancellationError`. See
  /// `SectionedTableModel`'s `replace(with:) async` for the details.
  ///
  /// ```swift
  /// let results = await search(query)
  /// try? await model.replace(with: results)   // a newer search supersedes this one
  /// ```
  ///
  /// - Parameter items: The new items.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats, `CancellationError` when
  ///   the replacement was superseded or its task cancelled.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  /// - Complexity: O(*n*) on a background task, O(*n*) on the main actor to read and rebuild.
  public func replace(with items: [Item]) async throws {
    try await storage.replace(with: sections(items))
  }

  // MARK: Package

  /// Where `replace(with:) async` runs its diff.
  package var diffScheduler: any DiffScheduling {
    get { storage.diffScheduler }
    set { storage.diffScheduler = newValue }
  }

  private func sections(_ items: [Item]) -> [TableSection<TitledSection, Item>] {
    [TableSection(model: storage.sectionModel(at: 0), items: items)]
  }
}
