import TableModelCore

/// A delegate that records every callback, with configurable heights and selection answers.
@MainActor
final class RecordingDelegate: HeadlessTableViewDelegate {
  var events: [String] = []
  var heights: [RowPath: Double] = [:]
  var heightRequests: [RowPath] = []
  var redirectSelection: [RowPath: RowPath?] = [:]
  var unhighlightable: Set<RowPath> = []

  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    heightRequests.append(rowPath)
    return heights[rowPath] ?? tableView.rowHeight
  }

  func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    events.append("willDisplay \(rowPath) \(cell.text ?? "")")
  }

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    events.append("didEndDisplaying \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt rowPath: RowPath) -> Bool {
    !unhighlightable.contains(rowPath)
  }

  func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath) -> RowPath? {
    events.append("willSelect \(rowPath)")
    return redirectSelection[rowPath] ?? rowPath
  }

  func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath) {
    events.append("didSelect \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, willDeselectRowAt rowPath: RowPath) -> RowPath? {
    events.append("willDeselect \(rowPath)")
    return rowPath
  }

  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath) {
    events.append("didDeselect \(rowPath)")
  }
}
