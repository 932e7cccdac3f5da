extension SwipeAction {
  /// The colour of a swipe action's button, as a `UIColor`: a system colour, which adapts to dark
  /// mode and increased contrast, or an exact one.
  public struct Color: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
      case system(String)
      case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// What the colour is, for the UIKit adapter.
    package let kind: Kind

    /// The colour's name: a system colour's, as UIKit spells it (`systemBlue`), or
    /// `rgba(r, g, b, a)`.
    public var name: String {
      switch kind {
      case .system(let name): name
      case .rgba(let red, let green, let blue, let alpha):
        "rgba(\(red), \(green), \(blue), \(alpha))"
      }
    }

    /// An exact colour, from components between 0 and 1.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity; 1 by default.
    /// - Returns: The colour.
    /// - Precondition: Every component is finite; otherwise the program stops with a message
    ///   naming the call and the component (`UIColor` takes a NaN and draws garbage, and a colour
    ///   with a NaN component is not even equal to itself).
    public static func rgba(red: Double, green: Double, blue: Double, alpha: Double = 1) -> Color {
      for (name, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
        requireContract(
          value.isFinite,
          "SwipeAction.Color.rgba(red:green:blue:alpha:): the \(name) component \(value) is not finite"
        )
      }
      return Color(kind: .rgba(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// `UIColor.systemRed`.
    public static let systemRed = Color(kind: .system("systemRed"))
    /// `UIColor.systemOrange`.
    public static let systemOrange = Color(kind: .system("systemOrange"))
    /// `UIColor.systemYellow`.
    public static let systemYellow = Color(kind: .system("systemYellow"))
    /// `UIColor.systemGreen`.
    public static let systemGreen = Color(kind: .system("systemGreen"))
    /// `UIColor.systemTeal`.
    public static let systemTeal = Color(kind: .system("systemTeal"))
    /// `UIColor.systemBlue`.
    public static let systemBlue = Color(kind: .system("systemBlue"))
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = Color(kind: .system("systemIndigo"))
    /// `UIColor.systemPurple`.
    public static let systemPurple = Color(kind: .system("systemPurple"))
    /// `UIColor.systemPink`.
    public static let systemPink = Color(kind: .system("systemPink"))
    /// `UIColor.systemBrown`.
    public static let systemBrown = Color(kind: .system("systemBrown"))
    /// `UIColor.systemGray`.
    public static let systemGray = Color(kind: .system("systemGray"))
  }
}
