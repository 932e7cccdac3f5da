#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
import TableModelUIKit
public import UIKit

/// A profile screen described by interaction objects built from a user profile.
///
/// The rows and the header object come from a `ProfileScreen` (in `TableModelScenarios`, where
/// the demo and the tests run the same screen on the headless table): `InteractionRow`s with
/// named images, a target–action pair, closures and an editable status. This view controller
/// puts its model in a table, shows the header object with a `ProfileHeaderView`, and presents
/// what the rows ask for. Every change reloads the model with an updated profile, and only what
/// changed animates.
public final class ProfileViewController: UIViewController {
  private let screen = ProfileScreen(.ada)
  private lazy var tableController = TableController(model: screen.model)

  /// Creates the profile screen, showing a sample profile.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Profile"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Admin", primaryAction: UIAction { [weak self] _ in self?.toggleAdmin() })
    screen.onAction = { [weak self] action in self?.present(action) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ProfileViewController(coder:) is not supported: create it with init()")
  }

  /// Puts a table in the view and attaches the table controller to it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    tableController.headerFooters.registerTableHeader(
      ProfileHeaderView.self, for: ProfileHeader.self
    ) {
      view, header in
      view.show(header)
    }
    tableController.attach(to: tableView)
  }

  /// Makes the user an admin, or not: the Admin section animates in or out.
  private func toggleAdmin() {
    var profile = screen.profile
    profile.isAdmin.toggle()
    screen.receive(profile)
  }

  /// Presents what a row asked for: what an app would do by navigating away.
  private func present(_ action: ProfileScreen.Action) {
    switch action {
    case .compose(let address): showMessage("New Message", "To \(address ?? "")")
    case .openModerationQueue: showMessage("Moderation Queue", "3 items waiting")
    case .signOut: showMessage("Signed Out")
    }
  }
}
#endif
