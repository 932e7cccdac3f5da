import TableModelScenarios
import TableModelTesting

/// A model whose changes the test publishes by hand — right or wrong — bypassing the mutation
/// queue of the library's models, to drive the controller's recovery paths.
@MainActor
final class ManualModel: TableModel {
  var sections: [[Tweet]]
  let events = TableModelEvents()

  init(_ sections: [[Tweet]]) {
    self.sections = sections
  }

  var numberOfSections: Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].count }
  func item(at rowPath: RowPath) -> Tweet { sections[rowPath.section][rowPath.row] }
  func sectionModel(at section: Int) -> TitledSection { TitledSection(id: "\(section)") }

  /// Replaces the data and publishes `change` for it, whether it is true or not.
  func publish(_ change: TableModelChange, data: [[Tweet]]) {
    events.send(.willChange)
    sections = data
    events.send(.changed(change))
    events.send(.didChange)
  }
}
