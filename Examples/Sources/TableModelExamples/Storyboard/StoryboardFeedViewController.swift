#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
public import UIKit

/// A feed of tweets from a storyboard or a nib: `TableViewController` as a drop-in
/// `UITableViewController` (RLDTableViewSuite's `RLDTableViewController`), given its model once
/// it is loaded.
///
/// In Interface Builder, set the class of a Table View Controller scene to
/// `StoryboardFeedViewController` (module `TableModelExamples`) and give the scene a storyboard
/// identifier; the scene's prototype cells are not needed, since the screen registers its cell.
/// Then load it with ``instantiate(from:identifier:)``, or put it in a nib, whose loading calls
/// `init(coder:)` the same way.
///
/// The archive calls ``init(coder:)``, which leaves the screen without a model; `viewDidLoad()`
/// gives it one with `setModel(_:configure:)`, and the table shows the feed at once. (Not
/// `awakeFromNib()`: the iOS 16 SDK does not isolate it to the main actor.)
public final class StoryboardFeedViewController: TableViewController {
  private let feed = ArrayTableModel((1...20).map { Tweet($0) })

  /// Creates the screen from a storyboard or a nib, without a model yet: `viewDidLoad()` gives
  /// it its model.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Gives the screen its model and its cell, once its view is loaded.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    setModel(feed) { $0.cells.register(TweetCell.self) }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.compose() })
  }

  /// Loads the screen from a storyboard scene whose class is `StoryboardFeedViewController`.
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard.
  ///   - identifier: The scene's storyboard identifier.
  /// - Returns: The screen, with its model.
  public static func instantiate(from storyboard: UIStoryboard, identifier: String)
    -> StoryboardFeedViewController
  {
    storyboard.instantiateViewController(identifier: identifier) { coder in
      StoryboardFeedViewController(coder: coder)
    }
  }

  /// Inserts an arriving tweet at the top: one animated insert.
  private func compose() {
    let id = (feed.items.map(\.id).max() ?? 0) + 1
    feed.insert(Tweet(id: id, author: "you", text: "A tweet from a storyboard screen"), at: 0)
  }
}
#endif
