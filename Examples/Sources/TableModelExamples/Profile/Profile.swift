/// A user profile: the data object the profile screen's rows and header are built from.
struct Profile: Hashable, Sendable {
  var name: String
  var email: String
  var phones: [String] = []
  var isAdmin = false

  /// A profile to show.
  static let sample = Profile(
    name: "Ada Lovelace", email: "ada@example.com", phones: ["+44 20 7946 0000"])
}
