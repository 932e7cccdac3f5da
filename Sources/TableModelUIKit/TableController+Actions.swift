#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  // MARK: Actions

  /// The row's leading swipe actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    core.leadingSwipeActions(at: RowPath(indexPath)).map(\.uiKit)
  }

  /// The row's trailing swipe actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    core.trailingSwipeActions(at: RowPath(indexPath)).map(\.uiKit)
  }

  /// The row's context menu: its actions and submenus, and its preview.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu = core.contextMenu(at: RowPath(indexPath)) else { return nil }
    let preview = menu.preview
    return UIContextMenuConfiguration(
      identifier: preview.map(PreviewCommit.init),
      previewProvider: preview.map { preview in
        {
          preview.makeContent(
            for: "TableController.tableView(_:contextMenuConfigurationForRowAt:point:)")
            as? UIViewController
        }
      }
    ) { _ in menu.uiKit }
  }

  /// Runs what tapping the row's preview does, once the menu has closed.
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    guard let commit = configuration.identifier as? PreviewCommit, commit.preview.commits else {
      return
    }
    animator.addCompletion {
      commit.preview.commit(
        for: "TableController.tableView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
  }
}

/// A context menu's preview, as the identifier of its configuration, so the controller finds what
/// tapping the preview does.
private final class PreviewCommit: NSObject, NSCopying {
  let preview: ContextMenu.Preview

  init(_ preview: ContextMenu.Preview) { self.preview = preview }

  func copy(with zone: NSZone? = nil) -> Any { self }
}

extension ContextMenu {
  /// The `UIMenu`: actions as `UIAction`s, submenus as `UIMenu`s.
  @MainActor
  var uiKit: UIMenu {
    UIMenu(
      title: title ?? "", image: imageName.flatMap { UIImage(systemName: $0) },
      options: displaysInline ? .displayInline : [],
      children: children.map { child in
        switch child {
        case .action(let action): action.uiKit
        case .submenu(let menu): menu.uiKit
        }
      })
  }
}

extension ContextMenu.Action {
  /// The `UIAction` that runs the action.
  @MainActor
  var uiKit: UIAction {
    var attributes: UIMenuElement.Attributes = []
    if isDestructive { attributes.insert(.destructive) }
    if isDisabled { attributes.insert(.disabled) }
    let state: UIMenuElement.State =
      switch self.state {
      case .on: .on
      case .mixed: .mixed
      case .off: .off
      }
    let action = self
    return UIAction(
      title: title, image: imageName.flatMap { UIImage(systemName: $0) }, attributes: attributes,
      state: state
    ) { _ in action.perform() }
  }
}

extension SwipeActionsConfiguration {
  /// The `UISwipeActionsConfiguration`.
  @MainActor
  var uiKit: UISwipeActionsConfiguration {
    let result = UISwipeActionsConfiguration(
      actions: actions.map { action in
        let contextual = UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          // UIKit's completion handler, passed on: the swipe stays open until the action's
          // handler calls it (K35).
          action.perform { completion($0) }
        }
        contextual.image = action.imageName.flatMap { UIImage(systemName: $0) }
        if let color = action.backgroundColor { contextual.backgroundColor = color.uiKit }
        return contextual
      })
    result.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    return result
  }
}

extension SwipeAction.Color {
  /// The `UIColor`.
  var uiKit: UIColor {
    switch kind {
    case .rgba(let red, let green, let blue, let alpha):
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .system(let name):
      switch name {
      case "systemRed": .systemRed
      case "systemOrange": .systemOrange
      case "systemYellow": .systemYellow
      case "systemGreen": .systemGreen
      case "systemTeal": .systemTeal
      case "systemBlue": .systemBlue
      case "systemIndigo": .systemIndigo
      case "systemPurple": .systemPurple
      case "systemPink": .systemPink
      case "systemBrown": .systemBrown
      default: .systemGray
      }
    }
  }
}
#endif
