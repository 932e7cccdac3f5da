/// A ``TableModel`` of any type, read through closures, so a controller need not be generic.
@MainActor
struct AnyTableModel {
  let base: AnyObject
  let events: TableModelEvents
  let numberOfSections: @MainActor () -> Int
  let numberOfRows: @MainActor (Int) -> Int
  let item: @MainActor (RowPath) -> any Diffable
  let sectionModel: @MainActor (Int) -> any Diffable
  let willDisplayRow: @MainActor (RowPath) -> Void
  let prefetchRow: @MainActor (RowPath) -> Void
  let didEndDisplayingRow: @MainActor (RowPath) -> Void
  let didSelectRow: @MainActor (RowPath) -> Bool
  let editing: (any RowEditingTableModel)?

  init<Model: TableModel>(_ model: Model) {
    base = model
    events = model.events
    numberOfSections = { model.numberOfSections }
    numberOfRows = { model.numberOfRows(inSection: $0) }
    item = { model.item(at: $0) }
    sectionModel = { model.sectionModel(at: $0) }
    willDisplayRow = { model.willDisplayRow(at: $0) }
    prefetchRow = { model.prefetchRow(at: $0) }
    didEndDisplayingRow = { model.didEndDisplayingRow(at: $0) }
    didSelectRow = { model.didSelectRow(at: $0) }
    editing = model as? any RowEditingTableModel
  }
}
