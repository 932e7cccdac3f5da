extension TableControllerCore {
  /// Reloads the table, with a report, when the model's shape is no longer the one the table
  /// read, after the model told of a change but published none.
  ///
  /// A model publishes no change when nothing a row or section shows changed (a table header,
  /// say). A custom model whose `sendChange` returns `nil` although it added or removed rows
  /// would otherwise leave the table showing the old rows, unnoticed until a later batch failed
  /// its check; the table would ask the model for rows it no longer has.
  func silentBracketEnded() {
    guard table != nil, let shown = readShape.shape else { return }
    let current = modelShape
    guard shown != current else { return }
    report(
      .batchRejected,
      "the model published no change, but its shape went from \(shown) to \(current) (a custom model's sendChange returned nil or an empty changeset for rows it changed); reloading"
    )
    reloadData()
  }
}
