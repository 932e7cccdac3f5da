/// Stops the program, naming the call, unless a height is finite and not negative.
///
/// UIKit raises on a negative row height and lays a NaN or infinite one out as garbage; an
/// estimate that is not a height at all is a bug in the caller, refused where it is set.
///
/// -1 is `UITableView.automaticDimension`, which an iOS developer passes for "sizes itself"; the
/// message then says how to ask for that here.
///
/// - Parameters:
///   - height: The height, or `nil` for none (always accepted).
///   - call: The public type and call, such as `RowBehavior.Height.fixed(_:)`.
package func requireHeight(_ height: Double?, _ call: @autoclosure () -> String) {
  guard let height, !isHeight(height) else { return }
  let hint =
    height == -1
    ? " (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    : ""
  contractViolation(
    "\(call()): the height \(height) is not a finite height of zero or more\(hint)")
}

/// Whether a value is a height: finite and not negative.
package func isHeight(_ value: Double) -> Bool {
  value >= 0 && value.isFinite
}
