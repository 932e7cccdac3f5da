extension SectionedTableModel {
  /// Stops, before anything changes, unless every item of a batch can be added.
  ///
  /// Each identity must be equal to itself, new to the model and not repeated in the batch; the
  /// message names the public call, the offending item's index in the batch and its identity.
  ///
  /// A bulk call checks its whole batch with this first, so that a bad item midway never leaves
  /// the items before it added.
  ///
  /// - Parameters:
  ///   - items: The batch, in the order the caller passed it.
  ///   - operation: The public call, such as `append(contentsOf:toSection:)`.
  func checkNewItems(_ items: [Item], _ operation: String) {
    var indexOfID = [Item.ID: Int]()
    indexOfID.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if item.id != item.id {
        identityIsNotEqualToItself("ID \(item.id), at index \(index) of the items,", operation)
      }
      if leafOfID.contains(item.id) {
        contractViolation(
          "\(contractName).\(operation): the item at index \(index) has ID \(item.id), which the model already holds; IDs must be unique"
        )
      }
      if let first = indexOfID.updateValue(index, forKey: item.id) {
        contractViolation(
          "\(contractName).\(operation): the items at indexes \(first) and \(index) share ID \(item.id); IDs must be unique"
        )
      }
    }
  }
}
