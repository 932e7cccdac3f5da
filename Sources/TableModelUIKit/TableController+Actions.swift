// Swipe actions and context menus exist on iOS (and Mac Catalyst) and visionOS, not on tvOS.
#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  // MARK: Actions

  /// The row's leading swipe actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    core.leadingSwipeActions(at: RowPath(indexPath)).map(uiKit)
  }

  /// The row's trailing swipe actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    core.trailingSwipeActions(at: RowPath(indexPath)).map(uiKit)
  }

  /// The row's context menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu = core.contextMenu(at: RowPath(indexPath)) else { return nil }
    let actions = menu.actions.map { action in
      UIAction(
        title: action.title, image: action.imageName.flatMap { UIImage(systemName: $0) },
        attributes: action.isDestructive ? .destructive : []
      ) { _ in action.perform() }
    }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(title: menu.title ?? "", children: actions)
    }
  }

  private func uiKit(_ configuration: SwipeActionsConfiguration) -> UISwipeActionsConfiguration {
    let result = UISwipeActionsConfiguration(
      actions: configuration.actions.map { action in
        let contextual = UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          completion(action.perform())
        }
        contextual.image = action.imageName.flatMap { UIImage(systemName: $0) }
        return contextual
      })
    result.performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
    return result
  }
}
#endif
