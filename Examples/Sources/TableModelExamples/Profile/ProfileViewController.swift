#if canImport(UIKit) && !os(watchOS)
public import UIKit
import TableModelUIKit

/// A profile screen described by interaction objects built from a user profile.
///
/// The rows, in `ProfileViewController+Sections.swift`, are `InteractionRow`s with named images
/// and target–action pairs aimed at this screen; the name is edited in place. The table header
/// is a `ProfileHeader` shown by a `ProfileHeaderView`. Every change reloads the model with an
/// updated profile, and only what changed animates.
public final class ProfileViewController: UIViewController {
  private lazy var model = InteractionTableModel(Profile.sample) { [unowned self] profile in
    sections(for: profile)
  } header: {
    ProfileHeader($0)
  }

  private lazy var tableController = TableController(model: model)

  /// Creates the profile screen, showing a sample profile.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Profile"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Admin", primaryAction: UIAction { [weak self] _ in self?.toggleAdmin() })
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
    tableController.headerFooters.registerHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
      view, header in
      view.show(header)
    }
    tableController.attach(to: tableView)
  }

  // MARK: Changing the profile

  /// Changes the profile and rebuilds the rows and the header from it.
  func updateProfile(_ change: (inout Profile) -> Void) {
    var profile = model.data
    change(&profile)
    model.reload(with: profile)
  }

  private func toggleAdmin() {
    updateProfile { $0.isAdmin.toggle() }
  }

  // MARK: Row actions

  func compose(_ sender: InteractionRow) {
    showMessage("New Message", "To \(sender.value ?? "")")
  }

  func call(_ sender: InteractionRow) {
    showMessage("Call", sender.value)
  }

  func addPhone(_ sender: InteractionRow) {
    updateProfile { $0.phones.append("+44 20 7946 00\($0.phones.count + 10)") }
  }

  func openModerationQueue(_ sender: InteractionRow) {
    showMessage(sender.title, "\(sender.value ?? "No") items waiting")
  }

  func signOut(_ sender: InteractionRow) {
    showMessage("Signed Out")
  }
}
#endif
