#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

/// The default cell of an `InteractionRow`: a `UIListContentConfiguration` with the title as
/// text, the value as secondary text and the image, in the value-cell or subtitle-cell style;
/// an editable row's value is a text field labelled for VoiceOver with the row's title, kept while
/// the cell shows rows, whose text a change of the row does not replace while the user types.
public final class InteractionRowCell: UITableViewCell, ItemPresenting, ValueEditingCell {
  /// Loads an image given by URL; `nil` (the default) shows none.
  ///
  /// Apps set it once, to their image loader.
  public static var loadImage: (@MainActor (URL) async -> UIImage?)?

  /// Where the cell reports editing of an editable row's value; the controller sets it.
  package var valueEditor: RowValueEditor?

  /// The value field, made for the first editable row the cell shows.
  private var valueField: UITextField?

  private var imageTask: Task<Void, Never>?

  /// Shows a row.
  ///
  /// - Parameter row: The row.
  public func update(with row: InteractionRow) {
    var content: UIListContentConfiguration =
      row.style == .subtitle ? .subtitleCell() : .valueCell()
    content.text = row.title
    content.secondaryText = row.isEditable ? nil : row.value
    imageTask?.cancel()
    switch row.image {
    case .named(let name)?: content.image = UIImage(systemName: name) ?? UIImage(named: name)
    case .url(let string)?:
      if let url = URL(string: string), let load = Self.loadImage {
        imageTask = Task { [weak self] in
          let image = await load(url)
          guard !Task.isCancelled, let self,
            var content = contentConfiguration as? UIListContentConfiguration
          else { return }
          content.image = image
          contentConfiguration = content
        }
      }
    case nil: break
    }
    contentConfiguration = content
    guard row.isEditable else {
      accessoryView = nil
      return
    }
    let field = valueField ?? makeValueField()
    if !field.isEditing { field.text = row.value }
    field.accessibilityLabel = row.valueFieldAccessibilityLabel
    accessoryView = field
  }

  /// Ends the edit the user is making: the value field resigns first responder, and its
  /// `editingDidEnd` reports the text to the controller before this returns.
  package func endValueEditing() {
    guard let field = valueField, field.isEditing else { return }
    field.endEditing(true)
  }

  private func makeValueField() -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
    field.textAlignment = .right
    field.addAction(UIAction { [weak self] _ in self?.valueEditor?.began() }, for: .editingDidBegin)
    field.addAction(
      UIAction { [weak self, weak field] _ in self?.valueEditor?.ended(field?.text ?? "") },
      for: .editingDidEnd)
    valueField = field
    return field
  }
}

/// The default cell of a `LoadMoreRow`: its `title` ("Load More", or the failure message after a
/// page failed), or a spinner while a page loads.
final class LoadMoreCell: UITableViewCell, ItemPresenting {
  /// Shows the row's state.
  ///
  /// - Parameter row: The row.
  func update(with row: LoadMoreRow) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.textProperties.alignment = .center
    contentConfiguration = content
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    accessoryView = row.isLoading ? spinner : nil
  }
}

/// The default cell of a `PlaceholderRow`: its message, centred and secondary; its selection
/// style is the row's behaviour's, which the controller gives the cell (none, by default).
final class PlaceholderCell: UITableViewCell, ItemPresenting {
  /// Shows the row's message.
  ///
  /// - Parameter row: The row.
  func update(with row: PlaceholderRow) {
    var content = defaultContentConfiguration()
    content.text = row.message
    content.textProperties.alignment = .center
    content.textProperties.color = .secondaryLabel
    contentConfiguration = content
  }
}
#endif
