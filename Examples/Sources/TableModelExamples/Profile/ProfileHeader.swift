#if canImport(UIKit) && !os(watchOS)
import TableModelUIKit

/// The table header object of the profile screen; the table controller shows it again whenever
/// its content changes.
struct ProfileHeader: Diffable, Hashable {
  var id: String { "profile" }
  var name: String
  var detail: String

  init(_ profile: Profile) {
    name = profile.name
    detail = profile.isAdmin ? "\(profile.email) · Admin" : profile.email
  }
}
#endif
