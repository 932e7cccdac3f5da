extension ContextMenu {
  /// What a row's context menu shows above itself instead of the row — a larger picture, the
  /// screen the row opens — as `UIContextMenuConfiguration`'s preview provider; and what tapping
  /// the preview does.
  ///
  /// The content is the platform's view controller, made when the menu appears: a
  /// `UIViewController` for `UITableView` (another object shows the row itself), any object in a
  /// test of the headless table.
  ///
  /// ```swift
  /// RowBehavior {
  ///   $0.contextMenuPreview = ContextMenu.Preview { context in
  ///     ThreadViewController(tweet: context.item(as: Tweet.self)!)
  ///   } commit: { context in
  ///     context.owner(as: FeedViewController.self)?.openThread(at: context.rowPath)
  ///   }
  /// }
  /// ```
  public struct Preview: Sendable {
    private enum Form: Sendable {
      case row(
        make: @MainActor (RowContext) -> AnyObject?, commit: (@MainActor (RowContext) -> Void)?)
      case bound(make: @MainActor () -> AnyObject?, commit: (@MainActor () -> Void)?)
    }

    private let form: Form

    /// Creates a preview for a row's behaviour.
    ///
    /// - Parameters:
    ///   - make: Makes the preview's view controller for the row, when the menu appears.
    ///   - commit: Runs when the user taps the preview; `nil` to only close the menu.
    public init(
      _ make: @escaping @MainActor (RowContext) -> AnyObject?,
      commit: (@MainActor (RowContext) -> Void)? = nil
    ) {
      form = .row(make: make, commit: commit)
    }

    /// Creates a preview whose closures need nothing: the form a table's own delegate offers.
    ///
    /// - Parameters:
    ///   - make: Makes the preview's view controller, when the menu appears.
    ///   - commit: Runs when the user taps the preview; `nil` to only close the menu.
    public init(
      _ make: @escaping @MainActor () -> AnyObject?, commit: (@MainActor () -> Void)? = nil
    ) {
      form = .bound(make: make, commit: commit)
    }

    /// Whether tapping the preview does something beyond closing the menu.
    public var commits: Bool {
      switch form {
      case .row(_, let commit): commit != nil
      case .bound(_, let commit): commit != nil
      }
    }

    /// Makes the preview's content, as the menu's appearance does.
    ///
    /// - Parameter call: The public call that asks, which a stop names.
    /// - Returns: The content.
    /// - Precondition: The closures take no argument, or a table controller offered the preview.
    @MainActor
    package func makeContent(for call: String) -> AnyObject? {
      guard case .bound(let make, _) = form else { violation(in: call) }
      return make()
    }

    /// Runs what tapping the preview does, as the user's tap does.
    ///
    /// - Parameter call: The public call that taps, which a stop names.
    /// - Precondition: The closures take no argument, or a table controller offered the preview.
    @MainActor
    package func commit(for call: String) {
      guard case .bound(_, let commit) = form else { violation(in: call) }
      commit?()
    }

    /// The preview bound to a row of a controller: its closures find the row's context when they
    /// run, and do nothing (with a notice) when the row is gone.
    func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
      -> Preview
    {
      guard case .row(let make, let commit) = form else { return self }
      let boundMake: @MainActor () -> AnyObject? = { [weak controller] in
        guard let context = controller?.context(of: row, for: "the context menu's preview") else {
          return nil
        }
        return make(context)
      }
      var boundCommit: (@MainActor () -> Void)?
      if let commit {
        boundCommit = { [weak controller] in
          guard let controller else { return }
          let ran: Void? = controller.perform(
            commit, on: row, action: "the context menu's preview commit")
          _ = ran
        }
      }
      return Preview(boundMake, commit: boundCommit)
    }

    private func violation(in call: String) -> Never {
      contractViolation(
        "\(call): a context menu's preview whose closures take a RowContext runs only once a table controller bound it to its row; a preview offered by a HeadlessTableViewDelegate of your own needs closures without arguments"
      )
    }
  }
}
