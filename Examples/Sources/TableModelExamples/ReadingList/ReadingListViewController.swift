#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
import UIKit

/// A reading list: links reordered by dragging them — there is no Edit button — opened by a tap
/// or by Return on the focused row (their primary action), shared by dragging them to another
/// app, and added by dropping a link or text from another app (Safari, Notes).
///
/// The rows' behaviour and the drop handling come from `TableModelScenarios`' `ReadingList`,
/// which the demo runs on the headless table (`swift run tablemodelkit-demo reading-list`);
/// `TableController` is the table's drag and drop delegate and translates UIKit's calls to its
/// core. This view controller only shows the link it is asked to open.
public final class ReadingListViewController: TableViewController {
  private let list: ReadingList

  /// Creates the reading list, showing sample links.
  public init() {
    let list = ReadingList()
    self.list = list
    super.init(model: list.links) { controller in
      controller.cells.register(UITableViewCell.self, for: ReadingList.Link.self) { cell, link in
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: "link")
        content.text = link.title
        content.secondaryText = link.url
        cell.contentConfiguration = content
      }
      list.configure(controller.core)
    }
    title = "Reading List"
    list.onOpen = { [weak self] link in self?.showMessage(link.title, link.url) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ReadingListViewController(coder:) is not supported: create it with init()")
  }

  /// Lets the keyboard's focus move through the links without selecting them.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.allowsFocus = true
  }
}
#endif
