#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  /// Whether the controller, or its ``forwardingDelegate``, answers a delegate method — how
  /// UIKit decides which optional methods to call.
  ///
  /// - Parameter selector: The method.
  /// - Returns: Whether a call reaches an implementation.
  nonisolated public override func responds(to selector: Selector!) -> Bool {
    super.responds(to: selector) || forwardTarget?.responds(to: selector) == true
  }

  /// The ``forwardingDelegate``, for a method the controller does not implement.
  ///
  /// - Parameter selector: The method.
  /// - Returns: The object that answers it.
  nonisolated public override func forwardingTarget(for selector: Selector!) -> Any? {
    if let target = forwardTarget, target.responds(to: selector) { return target }
    return super.forwardingTarget(for: selector)
  }
}
#endif
