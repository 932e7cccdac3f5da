/// A table model that sections its items by a key — contacts by initial, messages by day —
/// and keeps the sections sorted by key.
///
/// Sections appear when their first item arrives and disappear with their last. Within a
/// section, items keep the order given by `areInIncreasingOrder`, or their arrival order when it
/// is `nil`. An update that changes an item's key moves its row to the right section.
///
/// ```swift
/// let contacts = GroupedTableModel<Contact, String>(by: { String($0.name.prefix(1)) }) {
///   $0.name < $1.name
/// }
/// contacts.insert(Contact(id: 1, name: "Ada"))   // section "A" appears with Ada
/// ```
@MainActor
public final class GroupedTableModel<Item: Diffable, Key: Comparable & Hashable & Sendable>:
  TableModel
{
  let storage = SectionedTableModel<GroupSection<Key>, Item>(
    sections: [], contractName: "GroupedTableModel", initializer: "init(by:sortedBy:)")
  private let key: @MainActor (Item) -> Key
  private let areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)?

  /// Creates an empty model.
  ///
  /// - Parameters:
  ///   - key: The key of an item: which section it belongs to. A key is equal to itself (a
  ///     `Double.nan` is not, and no section could be found for it): the calls that key an item
  ///     stop, with a message naming the call, the item and the key, on one that is not.
  ///   - areInIncreasingOrder: The order of items within a section, or `nil` for arrival order.
  public init(
    by key: @escaping @MainActor (Item) -> Key,
    sortedBy areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)? = nil
  ) {
    self.key = key
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  /// Where the model tells its observers what changed.
  public var events: TableModelEvents { storage.events }

  // MARK: Reading

  /// The number of sections: of keys with at least one item.
  public var numberOfSections: Int { storage.numberOfSections }

  /// The number of items of a section's key.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of items.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    storage.numberOfRows(inSection: section)
  }

  /// The item at a position.
  ///
  /// - Parameter rowPath: A position.
  /// - Returns: The item.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
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
  public func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void) {
    storage.forEachItem(at: rowPaths, body)
  }

  /// The model of a section: its key.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> GroupSection<Key> {
    storage.sectionModel(at: section)
  }

  /// The keys, in order: one per section.
  public var keys: [Key] { (0..<storage.numberOfSections).map { storage.sectionModel(at: $0).key } }

  /// The position of the item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The position.
  /// - Complexity: O(log *n* + *s*) for *s* sections.
  public func rowPath(id: Item.ID) -> RowPath? { storage.rowPath(id: id) }

  /// The item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item.
  /// - Complexity: O(1).
  public subscript(id id: Item.ID) -> Item? { storage[id: id] }

  /// Whether the model holds an item with an identity.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Whether it does.
  /// - Complexity: O(1).
  public func contains(id: Item.ID) -> Bool { storage.contains(id: id) }

  // MARK: Operations

  /// Inserts an item in its key's section, creating the section when it is the key's first item.
  ///
  /// - Parameter item: The item.
  /// - Precondition: The model holds no item with the item's identity — when the insertion runs,
  ///   too: one called while observers are told of a change waits for them — and the item's
  ///   identity and key are each equal to themselves (no NaN); otherwise the program stops with a
  ///   message naming the call and the identity or the key.
  public func insert(_ item: Item) {
    if item.id != item.id { storage.identityIsNotEqualToItself("ID \(item.id)", "insert(_:)") }
    requireAbsent(item)
    let itemKey = checkedKey(of: item, "insert(_:)")
    storage.performTransaction { [self] in
      // Called while observers are told of a change, the insertion waits: an item with the
      // identity may have arrived meanwhile.
      requireAbsent(item)
      insertNow(item, key: itemKey)
    }
  }

  /// Stops, naming ``insert(_:)``, unless the model holds no item with the item's identity.
  private func requireAbsent(_ item: Item) {
    requireContract(
      !storage.contains(id: item.id),
      "GroupedTableModel.insert(_:): the model already holds an item with ID \(item.id); IDs must be unique"
    )
  }

  /// Removes the item with an identity, and its section when it was the last of its key; does
  /// nothing when there is none.
  ///
  /// - Parameter id: The identity.
  public func remove(id: Item.ID) {
    storage.performTransaction { [self] in removeNow(id: id) }
  }

  /// Replaces an item by a new version with the same identity; when its key changed, the row moves
  /// to the new key's section, keeping its cell.
  ///
  /// Within its section the row takes its sorted place; in arrival order (no
  /// `areInIncreasingOrder`) it keeps its place, and a row whose key changed arrives last in its
  /// new section.
  ///
  /// Does nothing when there is no such item.
  ///
  /// A move into a section that does not exist yet, or out of a section it leaves empty, takes
  /// up to three changes — the new section appears, the row moves, the empty section goes —
  /// because one batch cannot move a row into an inserted section or out of a deleted one without
  /// UIKit reloading the whole table.
  ///
  /// - Parameter item: The new version.
  /// - Precondition: The item's key is equal to itself; otherwise the program stops with a
  ///   message naming the call, the item and the key.
  public func update(_ item: Item) {
    events.perform { [self] in
      guard let source = storage.rowPath(id: item.id) else { return }
      let oldKey = storage.sectionModel(at: source.section).key
      let newKey = checkedKey(of: item, "update(_:)")
      let target = sectionIndex(for: newKey)
      if !target.exists {
        storage.insertSection(GroupSection(key: newKey), at: target.index)
      }
      storage.performTransaction { [self] in
        guard let source = storage.rowPath(id: item.id) else { return }
        storage.update(at: source, with: item)
        let section = sectionIndex(for: newKey).index
        // In arrival order, an update is no arrival: the row keeps its place among its key's.
        guard areInIncreasingOrder != nil || section != source.section else { return }
        let skipping = section == source.section ? source.row : nil
        let destination = RowPath(
          row: sortedRow(for: item, inSection: section, skipping: skipping), section: section)
        if destination != source { storage.move(from: source, to: destination) }
      }
      let old = sectionIndex(for: oldKey)
      if old.exists, storage.numberOfRows(inSection: old.index) == 0 {
        storage.removeSection(at: old.index)
      }
    }
  }

  /// Replaces every item, grouped and sorted, and publishes the difference, diffed on the main
  /// actor.
  ///
  /// - Parameters:
  ///   - items: The new items.
  ///   - completion: Runs once every table showing the model has applied the replacement —
  ///     after its animations on a device — or at once when no table shows the model or nothing
  ///     changed. The default is none.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats.
  /// - Precondition: Every item's key is equal to itself; otherwise the program stops, before
  ///   anything changes, with a message naming the call, the item and the key.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public func replace(with items: [Item], completion: (@MainActor () -> Void)? = nil) throws {
    try storage.replace(
      with: groupedSections(items, "replace(with:completion:)"), completion: completion)
  }

  /// Replaces every item, grouped and sorted on the main actor and diffed off it, and returns
  /// once every table showing the model has applied the replacement.
  ///
  /// Edits made while the diff runs are applied at once; the replacement then diffs again
  /// against the rows as they are. A newer replacement supersedes this one, which then throws
  /// `CancellationError`. See `SectionedTableModel`'s `replace(with:) async` for the details.
  ///
  /// - Parameter items: The new items.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats, `CancellationError` when
  ///   the replacement was superseded or its task cancelled.
  /// - Precondition: Every item's key is equal to itself; otherwise the program stops, before
  ///   anything changes, with a message naming the call, the item and the key.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public func replace(with items: [Item]) async throws {
    try await storage.replace(with: groupedSections(items, "replace(with:)"))
  }

  // MARK: Internal

  /// The items grouped by key into sorted sections.
  private func groupedSections(_ items: [Item], _ call: String) -> [TableSection<
    GroupSection<Key>, Item
  >] {
    let groups = Dictionary(grouping: items) { checkedKey(of: $0, call) }
    return groups.keys.sorted().map { key in
      var members = groups[key] ?? []
      if let areInIncreasingOrder { members.sort(by: areInIncreasingOrder) }
      return TableSection(model: GroupSection(key: key), items: members)
    }
  }

  private func insertNow(_ item: Item, key itemKey: Key) {
    let section = sectionIndex(for: itemKey)
    guard section.exists else {
      storage.insertSection(GroupSection(key: itemKey), items: [item], at: section.index)
      return
    }
    let row = sortedRow(for: item, inSection: section.index, skipping: nil)
    storage.insert(item, at: RowPath(row: row, section: section.index))
  }

  /// An item's key, after a check that it is equal to itself: the sections are found by
  /// comparing keys, and a key unequal to itself (a NaN) would lose its items in sections that
  /// no search finds.
  private func checkedKey(of item: Item, _ call: String) -> Key {
    let itemKey = key(item)
    requireContract(
      itemKey == itemKey,
      "GroupedTableModel.\(call): the key of the item with ID \(item.id), \(itemKey), is not equal to itself (a NaN?); a key must be"
    )
    return itemKey
  }

  /// The index of a key's section, or where it would be inserted.
  private func sectionIndex(for itemKey: Key) -> (index: Int, exists: Bool) {
    var low = 0
    var high = storage.numberOfSections
    while low < high {
      let mid = (low + high) / 2
      if storage.sectionModel(at: mid).key < itemKey { low = mid + 1 } else { high = mid }
    }
    let exists = low < storage.numberOfSections && storage.sectionModel(at: low).key == itemKey
    return (low, exists)
  }

  /// Where an item belongs in a section: its sorted position (after equal items), or the end;
  /// a row being moved within the section is left out with `skipping`.
  private func sortedRow(for item: Item, inSection section: Int, skipping: Int?) -> Int {
    let count = storage.numberOfRows(inSection: section) - (skipping == nil ? 0 : 1)
    guard let areInIncreasingOrder else { return count }
    var first = 0
    var last = count
    while first < last {
      let mid = (first + last) / 2
      let stored = skipping.map { mid >= $0 ? mid + 1 : mid } ?? mid
      if areInIncreasingOrder(item, storage.item(at: RowPath(row: stored, section: section))) {
        last = mid
      } else {
        first = mid + 1
      }
    }
    return first
  }

  private func removeNow(id: Item.ID) {
    guard let path = storage.rowPath(id: id) else { return }
    if storage.numberOfRows(inSection: path.section) == 1 {
      storage.removeSection(at: path.section)
    } else {
      storage.remove(at: path)
    }
  }
}
