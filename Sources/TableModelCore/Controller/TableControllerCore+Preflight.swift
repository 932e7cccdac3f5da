/// The shape a table last read from its controller — its number of sections, then each
/// section's number of rows — as the table asked: what a batch is checked against before it
/// reaches the table.
struct ReadShape {
  private var rowCounts: [Int?] = []
  private var hasSections = false

  /// The table asked for its number of sections: it reads every section's rows next.
  ///
  /// - Parameter count: The number of sections the controller answered.
  mutating func readSections(_ count: Int) {
    rowCounts = Array(repeating: nil, count: max(0, count))
    hasSections = true
  }

  /// The table asked for a section's number of rows.
  ///
  /// - Parameters:
  ///   - count: The number of rows the controller answered.
  ///   - section: The section.
  mutating func readRows(_ count: Int, inSection section: Int) {
    guard rowCounts.indices.contains(section) else { return }
    rowCounts[section] = count
  }

  /// The user moved a row in the table, which the table shows without reading its shape again.
  ///
  /// - Parameters:
  ///   - source: The section the row left.
  ///   - destination: The section the row entered.
  mutating func userMovedRow(fromSection source: Int, toSection destination: Int) {
    guard source != destination, rowCounts.indices.contains(source),
      rowCounts.indices.contains(destination), let left = rowCounts[source],
      let entered = rowCounts[destination]
    else { return }
    rowCounts[source] = left - 1
    rowCounts[destination] = entered + 1
  }

  /// The table will read its shape again (it reloads).
  mutating func forget() {
    rowCounts = []
    hasSections = false
  }

  /// The shape, once the table read every section's number of rows; `nil` before.
  var shape: TableShape? {
    guard hasSections else { return nil }
    var counts: [Int] = []
    counts.reserveCapacity(rowCounts.count)
    for count in rowCounts {
      guard let count else { return nil }
      counts.append(count)
    }
    return TableShape(counts)
  }
}

extension TableControllerCore {
  /// The model's shape now: what the table reads when it commits a batch.
  var modelShape: TableShape {
    let count = readableSectionCount("TableControllerCore (checking a batch)")
    return TableShape((0..<max(count, 0)).map { model.numberOfRows($0) })
  }

  /// Why the table would refuse a batch, checked with UIKit's batch rules against the shape the
  /// table last read and the model's shape — before the batch reaches the table, because
  /// `UITableView` refuses a batch with an Objective-C exception no Swift code can catch.
  ///
  /// A custom model that reports a wrong change, or an app that changed the model behind the
  /// controller's back, is caught here: the controller reloads instead.
  ///
  /// - Parameter calls: The batch's calls.
  /// - Returns: The refusal, or `nil` when the table accepts the batch (or has not read a shape
  ///   to check against since it last loaded, when the controller reloads it instead).
  /// - Complexity: O(*s* + *u* log *u*), as `BatchValidator.validate`: *s* sections of both
  ///   shapes, *u* rows and sections the calls name.
  package func refusal(of calls: [TableViewCall]) -> TableUpdateError? {
    if case .failure(let refusal)? = preflight(calls) { return refusal }
    return nil
  }

  /// Checks a batch as ``refusal(of:)`` does, and says where its rows go when the table accepts
  /// it.
  ///
  /// - Parameter calls: The batch's calls.
  /// - Returns: The refusal; else the batch's mapping, or a `nil` mapping when the table will
  ///   reload instead of animating; `nil` when the table has not read its whole shape since it
  ///   last loaded, so nothing says what it would check the batch against.
  func preflight(_ calls: [TableViewCall]) -> Result<BatchValidator.Mapping?, TableUpdateError>? {
    guard let oldShape = readShape.shape else { return nil }
    do {
      let batch = try BatchValidator().validate(
        calls, oldShape: oldShape, hasExistingCell: { _ in true }, newShape: { modelShape })
      return .success(batch.mapping)
    } catch let error as TableUpdateError {
      return .failure(error)
    } catch {
      return .success(nil)
    }
  }
}
