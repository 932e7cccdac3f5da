/// A row's context menu, as `UIContextMenuConfiguration` with a `UIMenu`: actions and submenus,
/// and a preview shown above the menu.
///
/// ```swift
/// ContextMenu(title: "Sort", imageName: "arrow.up.arrow.down", children: [
///   .action(ContextMenu.Action(title: "Date", state: .on) { sortByDate() }),
///   .action(ContextMenu.Action(title: "Name") { sortByName() }),
/// ])
/// ```
public struct ContextMenu: Sendable {
  /// The menu's title, if any.
  public var title: String?
  /// The name of an image (an SF Symbol) shown beside a submenu's title, if any.
  public var imageName: String?
  /// Whether a submenu shows its children inline in its parent, between separators, rather than
  /// behind its title (`UIMenu.Options.displayInline`).
  ///
  /// The default is `false`.
  public var displaysInline: Bool
  /// The menu's actions and submenus, in display order.
  public var children: [Element]
  /// What the menu shows above itself, for a row's menu; `nil` for the row itself.
  public var preview: Preview?

  /// Creates a menu of actions.
  ///
  /// - Parameters:
  ///   - title: The menu's title. The default is `nil`.
  ///   - actions: The actions, in display order.
  public init(title: String? = nil, actions: [Action]) {
    self.init(title: title, children: actions.map(Element.action))
  }

  /// Creates a menu of actions and submenus.
  ///
  /// - Parameters:
  ///   - title: The menu's title. The default is `nil`.
  ///   - imageName: The name of an image for a submenu's title.
  ///   - displaysInline: Whether a submenu shows its children inline in its parent.
  ///   - children: The actions and submenus, in display order.
  ///   - preview: What a row's menu shows above itself.
  public init(
    title: String? = nil, imageName: String? = nil, displaysInline: Bool = false,
    children: [Element], preview: Preview? = nil
  ) {
    self.title = title
    self.imageName = imageName
    self.displaysInline = displaysInline
    self.children = children
    self.preview = preview
  }

  /// The menu's own actions, in display order, without its submenus'.
  ///
  /// Setting it replaces the menu's children with the actions.
  public var actions: [Action] {
    get {
      children.compactMap {
        if case .action(let action) = $0 { action } else { nil }
      }
    }
    set { children = newValue.map(Element.action) }
  }

  /// The menu's submenus, in display order.
  public var submenus: [ContextMenu] {
    children.compactMap {
      if case .submenu(let menu) = $0 { menu } else { nil }
    }
  }

  /// The first action with a title, in this menu or its submenus, depth first.
  ///
  /// - Parameter title: The title.
  /// - Returns: The action, or `nil`.
  public func action(titled title: String) -> Action? {
    for child in children {
      switch child {
      case .action(let action) where action.title == title: return action
      case .action: continue
      case .submenu(let menu): if let action = menu.action(titled: title) { return action }
      }
    }
    return nil
  }

  /// The menu with every action and the preview bound to a row of a controller; see
  /// ``ActionHandler/bound(to:in:action:fallback:)``.
  func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
    -> ContextMenu
  {
    var menu = self
    menu.children = children.map { child in
      switch child {
      case .action(var action):
        action.handler = action.handler.bound(
          to: row, in: controller, action: "the menu action \"\(action.title)\"", fallback: ())
        return .action(action)
      case .submenu(let submenu):
        return .submenu(submenu.bound(to: row, in: controller))
      }
    }
    menu.preview = preview?.bound(to: row, in: controller)
    return menu
  }
}

extension ContextMenu {
  /// An entry of a menu: an action, or a submenu (`UIMenuElement`).
  public enum Element: Sendable {
    /// An action.
    case action(Action)
    /// A submenu, shown behind its title or inline.
    case submenu(ContextMenu)
  }
}

extension ContextMenu {
  /// An action of a row's context menu, as `UIAction`.
  ///
  /// A row's behaviour declares its actions with a handler that receives the row's ``RowContext``
  /// (``RowBehavior/contextMenuActions``); a table's own delegate offers actions whose handler takes
  /// no argument, as `UIAction`'s does.
  public struct Action: Sendable {
    /// Whether an action shows a checkmark, as `UIMenuElement.State`.
    public enum State: Hashable, Sendable {
      /// No mark.
      case off
      /// A checkmark: the option is chosen.
      case on
      /// A dash: the option holds for some of the selection.
      case mixed
    }

    /// The action's title.
    public var title: String
    /// The name of an image (an SF Symbol) for the action, if any.
    public var imageName: String?
    /// Whether the action is destructive, shown in red (`UIMenuElement.Attributes.destructive`).
    public var isDestructive: Bool
    /// Whether the action is shown dimmed and cannot be chosen
    /// (`UIMenuElement.Attributes.disabled`).
    ///
    /// The default is `false`.
    public var isDisabled = false
    /// Whether the action shows a checkmark.
    ///
    /// The default is ``State/off``.
    public var state = State.off
    /// Runs the action.
    var handler: ActionHandler<Void>

    /// Creates a menu action for a row's behaviour, whose handler receives the row.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - imageName: The name of an image.
    ///   - isDestructive: Whether the action is destructive.
    ///   - state: Whether the action shows a checkmark.
    ///   - handler: Runs the action for the row.
    public init(
      title: String, imageName: String? = nil, isDestructive: Bool = false, state: State = .off,
      handler: @escaping @MainActor (RowContext) -> Void
    ) {
      self.init(title, imageName, isDestructive, state, ActionHandler(handler))
    }

    /// Creates a menu action whose handler needs nothing, as `UIAction(title:attributes:handler:)`:
    /// the form a table's own delegate offers.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - imageName: The name of an image.
    ///   - isDestructive: Whether the action is destructive.
    ///   - state: Whether the action shows a checkmark.
    ///   - handler: Runs the action.
    public init(
      title: String, imageName: String? = nil, isDestructive: Bool = false, state: State = .off,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(title, imageName, isDestructive, state, ActionHandler(handler))
    }

    private init(
      _ title: String, _ imageName: String?, _ isDestructive: Bool, _ state: State,
      _ handler: ActionHandler<Void>
    ) {
      self.title = title
      self.imageName = imageName
      self.isDestructive = isDestructive
      self.state = state
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
