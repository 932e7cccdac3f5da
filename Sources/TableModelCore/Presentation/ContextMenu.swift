/// A row's context menu, as `UIContextMenuConfiguration` with a `UIMenu`.
public struct ContextMenu: Sendable {
  /// The menu's title, if any.
  public var title: String?
  /// The menu's actions, in display order.
  public var actions: [Action]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The menu's title. The default is `nil`.
  ///   - actions: The actions, in display order.
  public init(title: String? = nil, actions: [Action]) {
    self.title = title
    self.actions = actions
  }

  /// The menu with every action bound to a row of a controller; see
  /// ``ActionHandler/bound(to:in:action:fallback:)``.
  func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
    -> ContextMenu
  {
    var menu = self
    menu.actions = actions.map { action in
      var action = action
      action.handler = action.handler.bound(
        to: row, in: controller, action: "the menu action \"\(action.title)\"", fallback: ())
      return action
    }
    return menu
  }
}

extension ContextMenu {
  /// An action of a row's context menu, as `UIAction`.
  ///
  /// A row's behaviour declares its actions with a handler that receives the row's ``RowContext``
  /// (``RowBehavior/contextMenuActions``); a table's own delegate offers actions whose handler takes
  /// no argument, as `UIAction`'s does.
  public struct Action: Sendable {
    /// The action's title.
    public var title: String
    /// The name of an image for the action, if any.
    public var imageName: String?
    /// Whether the action is destructive, shown in red (`UIMenuElement.Attributes.destructive`).
    public var isDestructive: Bool
    /// Runs the action.
    var handler: ActionHandler<Void>

    /// Creates a menu action for a row's behaviour, whose handler receives the row.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - imageName: The name of an image.
    ///   - isDestructive: Whether the action is destructive.
    ///   - handler: Runs the action for the row.
    public init(
      title: String, imageName: String? = nil, isDestructive: Bool = false,
      handler: @escaping @MainActor (RowContext) -> Void
    ) {
      self.init(title, imageName, isDestructive, ActionHandler(handler))
    }

    /// Creates a menu action whose handler needs nothing, as `UIAction(title:attributes:handler:)`:
    /// the form a table's own delegate offers.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - imageName: The name of an image.
    ///   - isDestructive: Whether the action is destructive.
    ///   - handler: Runs the action.
    public init(
      title: String, imageName: String? = nil, isDestructive: Bool = false,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(title, imageName, isDestructive, ActionHandler(handler))
    }

    private init(
      _ title: String, _ imageName: String?, _ isDestructive: Bool, _ handler: ActionHandler<Void>
    ) {
      self.title = title
      self.imageName = imageName
      self.isDestructive = isDestructive
      self.handler = handler
    }

    /// Runs the action, as the user's choice of it in the menu does.
    ///
    /// - Precondition: The handler takes no argument, or a table controller offered the action.
    @MainActor
    package func perform() {
      handler.run("the menu action \"\(title)\"")
    }
  }
}
