/// A row described by data: a title, a value, an image, whether the value can be edited, an
/// accessory and what a tap does — the "interaction object" of a settings or profile screen.
///
/// Adding a row to such a screen is adding an `InteractionRow`, not editing data source methods.
/// A tap runs the row's ``action`` and deselects the row with animation.
///
/// ```swift
/// InteractionRow(
///   "Email", value: profile.email, image: .named("envelope"), accessory: .disclosureIndicator
/// ) { row in
///   router.composeMail(to: row.value)
/// }
/// ```
///
/// Rows are compared by ``id`` (the title unless given) and their content — title, value,
/// image, editability, accessory and style; the action is not compared, so regenerating rows
/// with fresh closures does not reconfigure their cells.
public struct InteractionRow: Diffable {
  /// Where a row's image comes from.
  public enum Image: Hashable, Sendable {
    /// An image in the app's asset catalog or an SF Symbol, by name.
    case named(String)
    /// An image to download, by URL string.
    case url(String)
  }

  /// How the default cell lays out the title and the value.
  public enum Style: Hashable, Sendable {
    /// The value at the trailing edge, as in Settings (`UITableViewCell.CellStyle.value1`).
    case value
    /// The value under the title (`UITableViewCell.CellStyle.subtitle`).
    case subtitle
  }

  /// The row's identity: the title unless given.
  public var id: String
  /// The title.
  public var title: String
  /// The value shown with the title, if any.
  public var value: String?
  /// The image, if any.
  public var image: Image?
  /// Whether the user can change the value; an edit is passed to ``valueEdit``.
  public var isEditable: Bool
  /// The accessory.
  public var accessory: RowBehavior.Accessory
  /// How the default cell lays out the title and the value.
  public var style: Style
  /// What a tap on the row does, or `nil` when the row is not selectable.
  public var action: InteractionRow.Action?
  /// What an edit of the value does, for an editable row.
  public var valueEdit: InteractionRow.ValueEdit?
  /// What assistive technologies read and offer for the row, beyond what it reads by default:
  /// the title as label, the value as value (or the editable value's field, labelled with the
  /// title), the button trait when the row has an action.
  ///
  /// A label, value or hint set here replaces the default; traits are added to it.
  public var accessibility: RowBehavior.Accessibility

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - image: The image.
  ///   - id: The identity; the title by default. Rows of one table need distinct identities;
  ///     ``InteractionTableModel`` tells apart rows that share one with a `#2`, `#3`… suffix
  ///     that no other row has as its own, and never changes an identity only one row has.
  ///   - isEditable: Whether the user can change the value.
  ///   - accessory: The accessory; none by default (`.disclosureIndicator` for a row that opens
  ///     another screen).
  ///   - style: The layout of title and value.
  ///   - valueEdit: What an edit of the value does.
  ///   - action: What a tap does.
  ///   - accessibility: What assistive technologies read beyond the default.
  public init(
    _ title: String, value: String? = nil, image: Image? = nil, id: String? = nil,
    isEditable: Bool = false, accessory: RowBehavior.Accessory = .none, style: Style = .value,
    valueEdit: InteractionRow.ValueEdit? = nil, action: InteractionRow.Action? = nil,
    accessibility: RowBehavior.Accessibility = RowBehavior.Accessibility()
  ) {
    self.id = id ?? title
    self.title = title
    self.value = value
    self.image = image
    self.isEditable = isEditable
    self.accessory = accessory
    self.style = style
    self.valueEdit = valueEdit
    self.action = action
    self.accessibility = accessibility
  }

  /// Creates a row whose tap runs a closure.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - image: The image.
  ///   - id: The identity; the title by default.
  ///   - accessory: The accessory; none by default.
  ///   - action: Runs with the tapped row.
  public init(
    _ title: String, value: String? = nil, image: Image? = nil, id: String? = nil,
    accessory: RowBehavior.Accessory = .none,
    action: @escaping @MainActor @Sendable (InteractionRow) -> Void
  ) {
    self.init(
      title, value: value, image: image, id: id, accessory: accessory,
      action: InteractionRow.Action(action))
  }

  /// Whether the rows show the same content: everything but the identity and the closures.
  ///
  /// - Parameter other: A row with the same identity.
  /// - Returns: Whether a cell showing `self` shows `other` too.
  public func isContentEqual(to other: InteractionRow) -> Bool {
    title == other.title && value == other.value && image == other.image
      && isEditable == other.isEditable && accessory == other.accessory && style == other.style
      && (action == nil) == (other.action == nil)
      && accessibility.readsTheSame(as: other.accessibility)
  }

  /// The accessibility label of an editable row's value field: the row's label, else its title —
  /// a field without one is read as "text field" and nothing else.
  public var valueFieldAccessibilityLabel: String { accessibility.label ?? title }
}

extension InteractionRow: RowBehaviorProviding {
  /// Selectable when it has an action, deselected after it runs; a row with a value that is not
  /// empty offers "Copy" (a row without one, "Sign Out", or with an empty value has nothing to
  /// copy), and an editable row accepts "Paste" as an edit of its value.
  ///
  /// Its accessibility reads the title and the value (an
  /// editable row's value is read by its field), with the button trait when it has an action,
  /// unless ``accessibility`` says otherwise.
  public var rowBehavior: RowBehavior {
    RowBehavior { behavior in
      behavior.accessory = accessory
      behavior.isSelectable = action != nil
      behavior.isHighlightable = action != nil
      behavior.selectionStyle = action == nil ? .none : .default
      behavior.deselectsAfterSelection = true
      behavior.copyText = value
      behavior.accessibility = defaultAccessibility
      if isEditable, let valueEdit {
        behavior.paste = { text, context in
          if let row = context.item(as: InteractionRow.self) {
            valueEdit.perform(text, row, context)
          }
        }
      }
    }
  }
}

extension InteractionRow {
  /// The row's accessibility: ``accessibility`` over the defaults.
  private var defaultAccessibility: RowBehavior.Accessibility {
    var result = accessibility
    result.label = accessibility.label ?? title
    if !isEditable { result.value = accessibility.value ?? value }
    if action != nil { result.traits.insert(.button) }
    return result
  }
}

extension InteractionRow: CustomStringConvertible {
  /// `title: value`.
  public var description: String { value.map { "\(title): \($0)" } ?? title }
}
