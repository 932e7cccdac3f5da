public import TableModelCore

/// The profile screen's header object: what the table header view shows.
///
/// The table controller shows it again whenever its content changes.
public struct ProfileHeader: Diffable, Hashable, Sendable {
  /// The one identity of the header: there is one profile header.
  public var id: String { "profile-header" }
  /// The user's name.
  public var name: String
  /// How many people follow the user.
  public var followers: Int

  /// Creates a header object.
  ///
  /// - Parameters:
  ///   - name: The user's name.
  ///   - followers: How many people follow the user.
  public init(name: String, followers: Int = 0) {
    self.name = name
    self.followers = followers
  }

  /// Creates the header object of a profile.
  ///
  /// - Parameter profile: The profile.
  public init(_ profile: Profile) {
    self.init(name: profile.name, followers: profile.followers)
  }
}
