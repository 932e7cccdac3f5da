extension TableControllerCore {
  /// The titles of the actions the controller adds to rows itself: "Copy" and "Paste" in a
  /// context menu, "Delete" in a deletable row's swipe actions
  /// (``TableControllerCore/standardActionTitles``).
  ///
  /// The package ships no localized strings: the defaults are English, and an app that is
  /// localized gives its own, from its own strings, once per controller:
  ///
  /// ```swift
  /// controller.core.standardActionTitles = TableControllerCore.StandardActionTitles(
  ///   copy: NSLocalizedString("Copy", comment: "Copies the row's text"),
  ///   paste: NSLocalizedString("Paste", comment: "Pastes into the row"),
  ///   delete: NSLocalizedString("Delete", comment: "Deletes the row"))
  /// ```
  ///
  /// A row's ``RowBehavior/deleteConfirmationTitle`` titles its own "Delete" action instead.
  /// Titles the system draws — the editing control's delete confirmation button of a row
  /// without a ``RowBehavior/deleteConfirmationTitle`` — are the system's, localized by it.
  public struct StandardActionTitles: Hashable, Sendable {
    /// The title of the context menu's action that copies the row's
    /// ``RowBehavior/copyText``.
    public var copy: String
    /// The title of the context menu's action that passes the pasteboard's text to the row's
    /// ``RowBehavior/paste``.
    public var paste: String
    /// The title of the swipe action of a deletable row without trailing swipe actions of its
    /// own.
    public var delete: String

    /// Titles; each one you leave out is English.
    ///
    /// - Parameters:
    ///   - copy: The title of the context menu's copy action; `"Copy"` by default.
    ///   - paste: The title of the context menu's paste action; `"Paste"` by default.
    ///   - delete: The title of the default swipe-to-delete action; `"Delete"` by default.
    public init(copy: String = "Copy", paste: String = "Paste", delete: String = "Delete") {
      self.copy = copy
      self.paste = paste
      self.delete = delete
    }
  }
}
