#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
import UIKit

/// The view of a `ProfileHeader`: an avatar, the name and the followers, centred.
final class ProfileHeaderView: UIView {
  private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
  private let nameLabel = UILabel()
  private let detailLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 64)
    avatar.tintColor = .secondaryLabel
    nameLabel.font = .preferredFont(forTextStyle: .title2)
    detailLabel.font = .preferredFont(forTextStyle: .subheadline)
    detailLabel.textColor = .secondaryLabel
    for label in [nameLabel, detailLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = .center
      label.numberOfLines = 0
    }
    let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, detailLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ProfileHeaderView(coder:) is not supported")
  }

  /// Shows a header object.
  func show(_ header: ProfileHeader) {
    nameLabel.text = header.name
    detailLabel.text = "\(header.followers) followers"
  }
}
#endif
