/// The one section a flat list of items is diffed as.
@usableFromInline
struct SingleSection<Item: Diffable>: DiffableSection {
  @usableFromInline var items: [Item]

  @inlinable
  init(items: [Item]) {
    self.items = items
  }

  @inlinable
  init(source: SingleSection, items: [Item]) {
    self.items = items
  }

  @inlinable
  var id: Int { 0 }

  @inlinable
  func isContentEqual(to other: SingleSection) -> Bool { true }
}
