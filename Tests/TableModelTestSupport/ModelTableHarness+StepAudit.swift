public import TableModelTesting

extension ModelTableHarness {
  /// What is wrong with the table, or `nil`: a change it refused, or rows that differ from the
  /// model's.
  public var tableFailure: String? {
    let shown = shownRows
    let model = modelRows
    guard !problems.isEmpty || shown != model else { return nil }
    return "\(problems)\nshown \(shown)\nmodel \(model)"
  }

  /// The audit a fuzzer of a sectioned model runs after each step: what is wrong, or `nil`.
  ///
  /// The model must hold exactly the sections `expected` says — their models and their items,
  /// in order — the table must have accepted every change and show the model's rows
  /// (``tableFailure``), and a step that changes nothing must have published nothing.
  ///
  /// - Parameters:
  ///   - expected: The sections, as plain arrays the fuzzer edited alongside the model.
  ///   - changesBefore: The count of ``changes`` before the step.
  ///   - changesNothing: Whether the step changes nothing, so publishes nothing.
  /// - Returns: The failure, without the step's seed or trace; `nil` when all holds.
  public func stepFailure<SectionModel: Diffable & Equatable, Item: Diffable & Equatable>(
    expected: [TableSection<SectionModel, Item>], changesBefore: Int, changesNothing: Bool
  ) -> String? where Model == SectionedTableModel<SectionModel, Item> {
    let actual = (0..<model.numberOfSections).map {
      (model: model.sectionModel(at: $0), items: model.items(inSection: $0))
    }
    guard actual.map(\.model) == expected.map(\.model),
      actual.map(\.items) == expected.map(\.items)
    else {
      return
        "the model holds \(actual.map(\.items)) in \(actual.map(\.model)), expected \(expected.map(\.items)) in \(expected.map(\.model))"
    }
    if let tableFailure { return "the table: \(tableFailure)" }
    if changesNothing, changes.count != changesBefore {
      return
        "the step changed nothing but published \(changes.suffix(changes.count - changesBefore))"
    }
    return nil
  }
}
