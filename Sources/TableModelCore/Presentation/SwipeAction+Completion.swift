extension SwipeAction {
  /// What a swipe action's handler calls when it has finished, as the completion handler
  /// `UIContextualAction` passes its handler: `completion(true)` when it performed the action,
  /// `completion(false)` when it did not.
  ///
  /// The swipe stays open until the completion is called (`uikit-callback-rules.md`, K35), so a
  /// handler can ask the user first and call it with the answer. Either value closes the swipe; a
  /// destructive action's row goes only when the handler removed it from the model (since
  /// iOS 13, UIKit does not remove it by itself).
  ///
  /// - Call it once. UIKit's completion handler is called once; a second call here does nothing
  ///   but report a ``TableControllerCore/Diagnostic/Kind/completionRepeated`` notice to the
  ///   controller's ``TableControllerCore/diagnostics`` (for an action a `HeadlessTableView`'s
  ///   own delegate offers, a line in the table's diagnostics).
  /// - Never calling it leaves the swipe open until the table resets it: a `reloadData()`, a
  ///   scroll, a swipe on another row, a tap outside, or a batch that deletes the row
  ///   (K33, KS25, KS26).
  /// - Called after the swipe ended so — its row deleted meanwhile, say — it closes nothing:
  ///   `HeadlessTableView` ignores it, and on a device UIKit's completion handler gets it for a
  ///   swipe that has already ended.
  public struct Completion: Sendable {
    private let call: Call

    @MainActor
    init(
      action: String, finish: @escaping @MainActor (Bool) -> Void,
      reportRepeat: (@MainActor (String) -> Void)?
    ) {
      call = Call(action: action, finish: finish, reportRepeat: reportRepeat)
    }

    /// Finishes the action: closes the swipe.
    ///
    /// - Parameter performed: Whether the action was performed: `true` shows it succeeded,
    ///   `false` that it did not (cancelled, say).
    @MainActor
    public func callAsFunction(_ performed: Bool) {
      call.complete(performed)
    }
  }

  /// The one call a ``Completion`` passes on, and its value, to name in the report of another.
  @MainActor
  private final class Call {
    let action: String
    let reportRepeat: (@MainActor (String) -> Void)?
    var finish: (@MainActor (Bool) -> Void)?
    var firstValue: Bool?

    init(
      action: String, finish: @escaping @MainActor (Bool) -> Void,
      reportRepeat: (@MainActor (String) -> Void)?
    ) {
      self.action = action
      self.finish = finish
      self.reportRepeat = reportRepeat
    }

    func complete(_ performed: Bool) {
      if let firstValue {
        reportRepeat?(
          "\(action) called its completion again, with \(performed), after completing with \(firstValue); UIKit's completion handler is called once, so this call did nothing"
        )
        return
      }
      firstValue = performed
      let finish = self.finish
      self.finish = nil
      finish?(performed)
    }
  }
}
