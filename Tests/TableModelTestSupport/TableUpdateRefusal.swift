public import TableModelTesting

/// The `TableUpdateError` an operation throws, or `nil` when it returns; another error is `nil`
/// too, so that a test's expectation on the refusal fails.
///
/// - Parameter operation: The table operation, such as a `reloadData()` or a batch.
/// - Returns: The refusal.
public func tableUpdateRefusal(_ operation: () throws -> Void) -> TableUpdateError? {
  do {
    try operation()
    return nil
  } catch {
    return error as? TableUpdateError
  }
}
