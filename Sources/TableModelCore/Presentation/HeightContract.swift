/// Stops the program, naming the call, unless a height is finite, not negative and at most
/// ``RowBehavior/Height/maximum``.
///
/// UIKit raises on a negative row height and lays a NaN or infinite one out as garbage, and a
/// finite height past the maximum (1e300, say) overflows the sum of the heights a table places its
/// rows with; a height that is not a height at all is a bug in the caller, refused where it is set,
/// the same for the UIKit table and the headless one.
///
/// -1 is `UITableView.automaticDimension`, which an iOS developer passes for "sizes itself"; the
/// message then says how to ask for that here.
///
/// - Parameters:
///   - height: The height, or `nil` for none (always accepted).
///   - call: The public type and call, such as `RowBehavior.Height.fixed(_:)`.
package func requireHeight(_ height: Double?, _ call: @autoclosure () -> String) {
  guard let height, !isHeight(height) else { return }
  if height.isFinite, height > RowBehavior.Height.maximum {
    contractViolation(
      "\(call()): the height \(height) is more than RowBehavior.Height.maximum (\(Int(RowBehavior.Height.maximum))), the largest height a table lays out"
    )
  }
  let hint =
    height == -1
    ? " (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    : ""
  contractViolation(
    "\(call()): the height \(height) is not a finite height of zero or more\(hint)")
}

/// Whether a value is a height: finite, not negative and at most
/// ``RowBehavior/Height/maximum``.
package func isHeight(_ value: Double) -> Bool {
  value >= 0 && value <= RowBehavior.Height.maximum
}

extension RowBehavior.Height {
  /// The largest height, in points, of a row, a row's estimate, or a section's header or footer
  /// or their estimates: 1,000,000,000.
  ///
  /// A table places its rows by adding their heights up. Past some height the sum stops being
  /// exact — rows below a tall one share a position — and past `Double.greatestFiniteMagnitude`
  /// it is infinite and no row below shows; UIKit lets such a height through to Core Animation,
  /// which renders garbage. A taller height given to ``fixed(_:)``,
  /// ``automatic(estimated:)``, ``computed(estimated:_:)`` or ``SectionBehavior`` stops the
  /// program where it is given, with a message naming the call and the height, as a negative,
  /// NaN or infinite one does; a taller one returned by a computed height stops the program when
  /// a table asks for it, naming the row — for the UIKit table and the headless one alike.
  public static let maximum: Double = 1_000_000_000
}
