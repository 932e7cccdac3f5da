#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
import UIKit

/// A discussion thread as an outline: replies under the replies they answer, indented by depth;
/// a tap on a reply with replies folds or unfolds them, and "Reply" adds one under the first
/// reply — each an exact, animated batch.
///
/// The tree is an `OutlineTableModel` of the `Reply` values from `TableModelScenarios`, where
/// the demo's "outline" story runs the same thread on the headless table.
public final class ThreadViewController: TableViewController {
  private typealias Thread = OutlineTableModel<Reply>
  private let thread: Thread
  private var nextID = 100

  /// Creates the thread screen, showing a sample thread.
  public init() {
    let thread = Thread(Reply.sampleThread)
    self.thread = thread
    super.init(model: thread) { controller in
      controller.cells.register(UITableViewCell.self, for: Thread.Row.self) { cell, row in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "@\(row.item.author)"
        content.secondaryText = row.item.text
        cell.contentConfiguration = content
        cell.accessoryView =
          row.hasChildren
          ? UIImageView(
            image: UIImage(systemName: row.isExpanded ? "chevron.down" : "chevron.right"))
          : nil
      }
    }
    title = "Thread"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Reply", primaryAction: UIAction { [weak self] _ in self?.reply() })
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ThreadViewController(coder:) is not supported: create it with init()")
  }

  /// Adds a reply under grace's answer and unfolds it, as one batch.
  private func reply() {
    nextID += 1
    let reply = Reply(id: nextID, author: "you", text: "Reply #\(nextID - 100)")
    thread.performTransaction { [thread] in
      thread.append(reply, to: 2)
      thread.expand(id: 2)
    }
  }
}
#endif
