/// The animation a table view uses for inserted, deleted and reloaded rows and sections.
///
/// The values mirror `UITableView.RowAnimation`. The UIKit module translates them; the headless
/// table records them and does not animate. `RowAnimation` is a struct with static members rather
/// than an enum so that new styles never break a `switch` in client code.
public struct RowAnimation: Hashable, Sendable {
  /// The name of the style, as UIKit spells its case.
  public let name: String

  private init(_ name: String) {
    self.name = name
  }

  /// The table view chooses a suitable animation.
  public static let automatic = RowAnimation("automatic")
  /// The rows fade in or out.
  public static let fade = RowAnimation("fade")
  /// The rows slide in from or out to the right.
  public static let right = RowAnimation("right")
  /// The rows slide in from or out to the left.
  public static let left = RowAnimation("left")
  /// The rows slide in from or out to the top.
  public static let top = RowAnimation("top")
  /// The rows slide in from or out to the bottom.
  public static let bottom = RowAnimation("bottom")
  /// The rows keep their place while the others move around them.
  public static let middle = RowAnimation("middle")
  /// No animation.
  public static let none = RowAnimation("none")
}

extension RowAnimation: CustomStringConvertible {
  /// The style as UIKit's case is written, such as `.fade`.
  public var description: String { ".\(name)" }
}
