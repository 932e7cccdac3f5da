import TableModelScenarios
import TableModelTesting

/// A data source and delegate that lies as a buggy app does.
///
/// Row counts are negative or change without a batch; row, estimated, header and footer heights
/// are negative, NaN or infinite. Every answer comes from the tables below, so a test sets what
/// the next read returns.
@MainActor
class LyingDataSource: HeadlessTableViewDataSource, HeadlessTableViewDelegate {
  /// The row count each section reports; the number of sections is this array's count.
  var rowCounts: [Int]

  /// The height `heightForRowAt` returns, by row; 44 when absent.
  var rowHeights: [RowPath: Double] = [:]

  /// The estimate `estimatedHeightForRowAt` of an ``EstimatingLyingDataSource`` returns, by row;
  /// the table's when absent.
  var estimatedHeights: [RowPath: Double] = [:]

  /// The header height by section; `nil` (the table's default) when absent.
  var headerHeights: [Int: Double] = [:]

  /// The footer height by section; `nil` (the table's default) when absent.
  var footerHeights: [Int: Double] = [:]

  /// The estimated header height by section; `nil` (no estimate) when absent.
  var headerEstimates: [Int: Double] = [:]

  init(_ rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { rowCounts.count }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    cell.text = "\(rowPath.section).\(rowPath.row)"
    return cell
  }

  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    rowHeights[rowPath] ?? 44
  }

  func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int) -> Double? {
    headerHeights[section]
  }

  func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int) -> Double? {
    footerHeights[section]
  }

  func tableView(_ tableView: HeadlessTableView, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    headerEstimates[section]
  }
}

/// A lying data source whose delegate implements `estimatedHeightForRowAt`, so that the table
/// estimates row heights whatever its `estimatedRowHeight` (K11).
@MainActor
final class EstimatingLyingDataSource: LyingDataSource, HeadlessTableViewEstimatingDelegate {
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double
  { estimatedHeights[rowPath] ?? tableView.estimatedRowHeight }
}

/// Values a fuzzer picks from: mostly ordinary, sometimes at or past an edge.
enum FuzzValues {
  /// A row count a data source reports: small, zero, or negative.
  static func rowCount(using generator: inout SplitMix64) -> Int {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: -1
    case 1: -7
    case 2: 0
    default: Int.random(in: 1...6, using: &generator)
    }
  }

  /// A height a delegate returns: ordinary, zero, negative, NaN, infinite or huge.
  static func height(using generator: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<14, using: &generator) {
    case 0: -1
    case 1: -0.5
    case 2: .nan
    case 3: .infinity
    case 4: -.infinity
    case 5: 0
    case 6: 1e12
    default: Double(Int.random(in: 10...80, using: &generator))
    }
  }
}
