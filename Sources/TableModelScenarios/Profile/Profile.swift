/// A user profile: the data object the profile screen's rows and header are built from.
public struct Profile: Hashable, Sendable {
  /// The user's name.
  public var name: String
  /// The user's email address.
  public var email: String
  /// The user's phone numbers, in order.
  public var phones: [String]
  /// What the user is doing, in their words: the screen's editable row.
  public var status: String
  /// How many people follow the user.
  public var followers: Int
  /// Whether the user moderates: admins see an "Admin" section.
  public var isAdmin: Bool

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: The user's name.
  ///   - email: The user's email address.
  ///   - phones: The user's phone numbers.
  ///   - status: What the user is doing.
  ///   - followers: How many people follow the user.
  ///   - isAdmin: Whether the user moderates.
  public init(
    name: String, email: String, phones: [String] = [], status: String = "", followers: Int = 0,
    isAdmin: Bool = false
  ) {
    self.name = name
    self.email = email
    self.phones = phones
    self.status = status
    self.followers = followers
    self.isAdmin = isAdmin
  }

  /// Ada's profile, the one the screen opens with: one phone, a status, not an admin.
  public static let ada = Profile(
    name: "Ada Lovelace", email: "ada@example.com", phones: ["+44 20 7946 0000"],
    status: "Writing notes", followers: 1815)
}
