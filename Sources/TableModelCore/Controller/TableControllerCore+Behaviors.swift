extension TableControllerCore {

  /// Sets the behaviour of every row whose item has a type, unless the item or a handler says
  /// otherwise.
  ///
  /// - Parameters:
  ///   - itemType: The item type.
  ///   - behavior: The behaviour of an item's row.
  public func setBehavior<Item>(
    for itemType: Item.Type, _ behavior: @escaping @MainActor (Item) -> RowBehavior
  ) {
    behaviors[ObjectIdentifier(itemType)] = { item in
      guard let item = item as? Item else { return RowBehavior() }
      return behavior(item)
    }
    behaviorSources[ObjectIdentifier(itemType)] = nil
  }

  /// The behaviour of a row: the handler's, the item's, the controller's for the item's type,
  /// or the default.
  func resolvedBehavior(for context: RowContext) -> RowBehavior {
    givenBehavior(for: context) ?? RowBehavior()
  }

  /// The behaviour a handler, the item or the controller gives a row; `nil` when none does and
  /// the row behaves by default.
  func givenBehavior(for context: RowContext) -> RowBehavior? {
    if let behavior = handlers.handler(for: context)?.behavior(context) { return behavior }
    let value = context.value
    switch behaviorSource(of: value) {
    case .item: return (value as? any RowBehaviorProviding)?.rowBehavior
    case .type(let make): return make(value)
    case .none: return nil
    }
  }

  /// Where the rows of an item type get their behaviour when no handler gives it.
  enum BehaviorSource {
    /// The item: it is ``RowBehaviorProviding``.
    case item
    /// The controller, for the item's type (``setBehavior(for:_:)``).
    case type(@MainActor (any Diffable) -> RowBehavior)
    /// Nothing: the default.
    case none
  }

  /// Where the rows of `value`'s type get their behaviour, found once per type.
  ///
  /// A cast to `any RowBehaviorProviding` looks the conformance up in the runtime (hundreds of
  /// instructions, for a type that does not conform too), and a table that does not estimate
  /// its heights asks the height of every row at every batch.
  func behaviorSource(of value: any Diffable) -> BehaviorSource {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let source = behaviorSources[type] { return source }
    let source: BehaviorSource
    if value is any RowBehaviorProviding {
      source = .item
    } else if let make = behaviors[type] {
      source = .type(make)
    } else {
      source = .none
    }
    behaviorSources[type] = source
    return source
  }
}
