/// Makes the cell of an item: the item's type chooses a cell class, the factory dequeues it
/// (reuse identifiers derived, never typed by hand) and configures it from the item — Nimbus's
/// cell factory, typed.
///
/// ```swift
/// var cells = CellFactory<UITableView>()
/// cells.register(TweetCell.self, for: Tweet.self)        // TweetCell: ItemPresenting
/// cells.register(SpinnerCell.self, for: LoadMoreRow.self) { cell, row in
///   cell.isSpinning = row.isLoading
/// }
/// ```
///
/// It can be adopted one item type at a time in an existing data source: ``cell(for:at:in:)``
/// returns `nil` for a type with no binding, and the old code path runs:
///
/// ```swift
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///   let item = items[indexPath.row]
///   if let cell = cells.cell(for: item, at: RowPath(indexPath), in: tableView) { return cell }
///   return oldCell(for: item, at: indexPath)
/// }
/// ```
///
/// When the item's content decides its cell — a tweet with or without media — bind each cell
/// class with a condition; the first binding whose condition the item meets makes its cell, and
/// one registered without a condition takes the rest:
///
/// ```swift
/// cells.register(MediaTweetCell.self, for: Tweet.self, when: { $0.media != nil })
/// cells.register(TweetCell.self, for: Tweet.self)
/// ```
///
/// A binding can be added at any time, after the table is attached too: a cell class is
/// registered with the table the first time the factory dequeues one.
///
/// A factory is a value: copy it, extend the copy, and share the parts that are common.
@MainActor
public struct CellFactory<Table: CellHosting> {
  struct Binding {
    let reuseIdentifier: String
    /// Whether the binding makes an item's cell; `nil` for every item of its type.
    let condition: (@MainActor (any Diffable) -> Bool)?
    let register: @MainActor (Table) -> Void
    let configure: @MainActor (Table.Cell, any Diffable, RowPath) -> Void
  }

  /// The bindings of each item type: conditional ones in registration order, then the
  /// unconditional one.
  private var bindings: [ObjectIdentifier: [Binding]] = [:]
  /// The reuse identifiers registered with the table the factory last dequeued from.
  private let registrations = Registrations()

  /// Creates a factory with no bindings.
  public init() {}

  /// Binds an item type to a cell class with a configuration closure.
  ///
  /// - Parameters:
  ///   - cellType: The cell class; a subclass of the table's cell class.
  ///   - itemType: The item type.
  ///   - style: A name that tells apart bindings of the same class in different styles; it is
  ///     part of the derived reuse identifier.
  ///   - condition: Which items of the type the binding makes cells for; `nil` (the default)
  ///     for every item no conditional binding takes.
  ///   - configure: Sets the cell's content from an item, on every dequeue.
  /// - Precondition: The cell class is a subclass of the table's cell class.
  public mutating func register<Cell: AnyObject, Item: Diffable>(
    _ cellType: Cell.Type, for itemType: Item.Type, style: String? = nil,
    when condition: (@MainActor (Item) -> Bool)? = nil,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    guard let baseType = cellType as? Table.Cell.Type else {
      contractViolation(
        "CellFactory.register: \(cellType) is not a subclass of the table's cell class \(Table.Cell.self)"
      )
    }
    register(
      cellType, for: itemType, style: style,
      registration: { table, identifier in table.registerCell(baseType, reuseIdentifier: identifier)
      },
      when: condition, configure: configure)
  }

  /// Binds an item type to a cell class that the table makes its own way — from a nib, say —
  /// with a configuration closure.
  ///
  /// - Parameters:
  ///   - cellType: The class of the cells the registration makes.
  ///   - itemType: The item type.
  ///   - style: A name that tells apart bindings of the same class in different styles.
  ///   - registration: Registers the cells with a table for the derived reuse identifier.
  ///   - condition: Which items of the type the binding makes cells for; `nil` (the default)
  ///     for every item no conditional binding takes.
  ///   - configure: Sets the cell's content from an item, on every dequeue.
  /// - Precondition: The registration registers `cellType`, or a subclass, for the identifier;
  ///   otherwise (a nib of another class, say) the first cell of another class the binding gets
  ///   stops the program with a message naming both classes — it would show nothing of its
  ///   item, or the content of the row it showed before.
  public mutating func register<Cell: AnyObject, Item: Diffable>(
    _ cellType: Cell.Type, for itemType: Item.Type, style: String? = nil,
    registration: @escaping @MainActor (Table, String) -> Void,
    when condition: (@MainActor (Item) -> Bool)? = nil,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    let identifier = Self.reuseIdentifier(for: cellType, style: style)
    var erasedCondition: (@MainActor (any Diffable) -> Bool)?
    if let condition {
      erasedCondition = { item in
        guard let item = item as? Item else { return false }
        return condition(item)
      }
    }
    let binding = Binding(
      reuseIdentifier: identifier,
      condition: erasedCondition,
      register: { registration($0, identifier) },
      configure: { cell, item, _ in
        guard let item = item as? Item else { return }
        guard let cell = cell as? Cell else {
          contractViolation(
            "CellFactory: the binding of \(Item.self) to \(Cell.self) got a \(type(of: cell)) (reuse identifier \"\(identifier)\"): its registration must register \(Cell.self), or a subclass, for that identifier, and configure(_:for:at:) takes only the cells the binding makes"
          )
        }
        configure(cell, item)
      })
    var list = bindings[ObjectIdentifier(itemType), default: []]
    if erasedCondition == nil {
      list.removeAll { $0.condition == nil }
      list.append(binding)
    } else {
      list.removeAll { $0.condition != nil && $0.reuseIdentifier == identifier }
      list.insert(binding, at: list.firstIndex { $0.condition == nil } ?? list.count)
    }
    bindings[ObjectIdentifier(itemType)] = list
    registrations.forget(identifier)
  }

  /// Binds an item type to a cell class that updates itself from the item.
  ///
  /// - Parameters:
  ///   - cellType: The cell class; a subclass of the table's cell class.
  ///   - itemType: The item type; the cell's item type by default.
  ///   - style: A name that tells apart bindings of the same class in different styles.
  ///   - condition: Which items of the type the binding makes cells for; `nil` (the default)
  ///     for every item no conditional binding takes.
  public mutating func register<Cell: ItemPresenting>(
    _ cellType: Cell.Type, for itemType: Cell.Item.Type = Cell.Item.self, style: String? = nil,
    when condition: (@MainActor (Cell.Item) -> Bool)? = nil
  ) where Cell.Item: Diffable {
    register(cellType, for: itemType, style: style, when: condition) { cell, item in
      cell.update(with: item)
    }
  }

  /// Binds an item type to the cell class it declares.
  ///
  /// - Parameter itemType: The item type.
  public mutating func register<Item: CellDeclaring>(_ itemType: Item.Type) {
    register(Item.PresentingCell.self, for: itemType)
  }

  /// Binds an item type to a cell class that presents a part of the item — a contact row's
  /// contact, say.
  ///
  /// - Parameters:
  ///   - cellType: The cell class, which presents the part.
  ///   - itemType: The item type.
  ///   - part: The part the cell presents.
  public mutating func register<Cell: ItemPresenting, Item: Diffable>(
    _ cellType: Cell.Type, for itemType: Item.Type, through part: @escaping (Item) -> Cell.Item
  ) {
    register(cellType, for: itemType, style: "\(Item.self)") { cell, item in
      cell.update(with: part(item))
    }
  }

  /// Whether an item's type has a binding.
  ///
  /// - Parameter item: The item, or an ``AnyDiffable`` wrapping it.
  /// - Returns: Whether the factory makes its cell.
  public func canMakeCell(for item: any Diffable) -> Bool {
    binding(for: Self.unwrapped(item)) != nil
  }

  /// The reuse identifier of an item's cell, or `nil` when no binding makes it.
  ///
  /// - Parameter item: The item.
  /// - Returns: The identifier.
  public func reuseIdentifier(for item: any Diffable) -> String? {
    binding(for: Self.unwrapped(item))?.reuseIdentifier
  }

  /// Registers every bound cell class with a table.
  ///
  /// Optional: ``cell(for:at:in:)`` registers a class the first time it dequeues one. Call it
  /// to register everything up front; registering again is harmless.
  ///
  /// - Parameter table: The table.
  public func registerCells(in table: Table) {
    for binding in bindings.values.joined() {
      binding.register(table)
      registrations.note(binding.reuseIdentifier, in: table)
    }
  }

  /// The configured cell for an item, dequeued from the table, or `nil` when the item's type
  /// has no binding (so an existing data source can fall back to its own code).
  ///
  /// - Parameters:
  ///   - item: The item, or an ``AnyDiffable`` wrapping it.
  ///   - rowPath: The row.
  ///   - table: The table, with the factory's cells registered.
  /// - Returns: The cell, or `nil`.
  public func cell(for item: any Diffable, at rowPath: RowPath, in table: Table) -> Table.Cell? {
    cell(for: item, at: rowPath, in: table, beforeConfiguring: { _ in })
  }

  /// The configured cell for an item, with `prepare` run on the dequeued cell before the
  /// binding configures it — so that what the cell sets itself wins.
  ///
  /// - Parameters:
  ///   - item: The item, or an ``AnyDiffable`` wrapping it.
  ///   - rowPath: The row.
  ///   - table: The table, with the factory's cells registered.
  ///   - prepare: Sets what the cell's configuration may override.
  /// - Returns: The cell, or `nil` when the item's type has no binding.
  package func cell(
    for item: any Diffable, at rowPath: RowPath, in table: Table,
    beforeConfiguring prepare: (Table.Cell) -> Void
  ) -> Table.Cell? {
    let value = Self.unwrapped(item)
    guard let binding = binding(for: value) else { return nil }
    if !registrations.has(binding.reuseIdentifier, in: table) {
      binding.register(table)
      registrations.note(binding.reuseIdentifier, in: table)
    }
    let cell = table.dequeueCell(reuseIdentifier: binding.reuseIdentifier, for: rowPath)
    prepare(cell)
    binding.configure(cell, value, rowPath)
    return cell
  }

  /// Configures an existing cell for an item again — for reconfiguring a row in place.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - item: The item.
  ///   - rowPath: The row.
  /// - Returns: Whether the item's type has a binding.
  /// - Precondition: The cell is of the class the item's binding makes (or a subclass);
  ///   otherwise the program stops with a message naming both classes.
  @discardableResult
  public func configure(_ cell: Table.Cell, for item: any Diffable, at rowPath: RowPath) -> Bool {
    let value = Self.unwrapped(item)
    guard let binding = binding(for: value) else { return false }
    binding.configure(cell, value, rowPath)
    return true
  }

  /// The reuse identifier derived for a cell class and style: the class's full name, and the
  /// style after a `#`.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - style: The style, if any.
  /// - Returns: The identifier.
  public static func reuseIdentifier(for cellType: AnyObject.Type, style: String? = nil) -> String {
    derivedReuseIdentifier(for: cellType, style: style)
  }

  static func unwrapped(_ item: any Diffable) -> any Diffable {
    AnyDiffable.unwrapped(item)
  }

  /// The first binding of an item's type whose condition the item meets.
  private func binding(for value: any Diffable) -> Binding? {
    bindings[ObjectIdentifier(type(of: value))]?.first { $0.condition?(value) ?? true }
  }
}

/// The reuse identifiers a factory registered with a table, so it registers each once; shared
/// by the factory's copies (registering again is harmless, so a copy used with another table
/// only registers again).
@MainActor
private final class Registrations {
  private weak var table: AnyObject?
  private var identifiers: Set<String> = []

  func has(_ identifier: String, in table: AnyObject) -> Bool {
    self.table === table && identifiers.contains(identifier)
  }

  func note(_ identifier: String, in table: AnyObject) {
    if self.table !== table {
      self.table = table
      identifiers = []
    }
    identifiers.insert(identifier)
  }

  func forget(_ identifier: String) { identifiers.remove(identifier) }
}

/// The reuse identifier of a view class and style: the class's full name, and the style after a
/// `#`.
func derivedReuseIdentifier(for viewType: AnyObject.Type, style: String?) -> String {
  let name = String(reflecting: viewType)
  return style.map { "\(name)#\($0)" } ?? name
}
