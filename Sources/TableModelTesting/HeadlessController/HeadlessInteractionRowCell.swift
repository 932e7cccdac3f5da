/// The headless cell of an `InteractionRow`: its title as ``HeadlessTableViewCell/text`` and
/// its value as ``HeadlessTableViewCell/detailText``, with `✎` after the value of an editable row.
public final class HeadlessInteractionRowCell: HeadlessTableViewCell, ItemPresenting {
  /// The row's image, as its name or URL string.
  public private(set) var imageSource: String?

  /// Shows a row.
  ///
  /// - Parameter row: The row.
  public func update(with row: InteractionRow) {
    text = row.title
    detailText = row.value.map { row.isEditable ? "\($0) ✎" : $0 }
    imageSource =
      switch row.image {
      case .named(let name)?: name
      case .url(let url)?: url
      case nil: nil
      }
  }

  /// Clears the image too.
  public override func prepareForReuse() {
    super.prepareForReuse()
    imageSource = nil
  }
}
