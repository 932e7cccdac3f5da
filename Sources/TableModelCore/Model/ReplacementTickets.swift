/// The wholesale replacements a model was asked for, in order, and which one stands.
///
/// A replacement supersedes the older ones once it is known to stand: at once for the
/// synchronous forms, which check their snapshot before they take a ticket; after its check for
/// `replace(with:) async`, which checks off the main actor. One that is refused (its snapshot
/// repeats an identity), or ends before its check, supersedes nothing: an older replacement waits
/// for that verdict, then lands.
@MainActor
final class ReplacementTickets {
  /// The last ticket given.
  private var last = 0
  /// The newest ticket whose replacement stands.
  private var standing = 0
  /// The tickets of replacements whose snapshot is still being checked.
  private var checking: Set<Int> = []
  /// The replacements waiting for the verdict of a newer one.
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A ticket for a replacement whose snapshot was checked: it supersedes every older one.
  func standingTicket() -> Int {
    last &+= 1
    stand(last)
    return last
  }

  /// A ticket for a replacement whose snapshot is still to be checked.
  func checkingTicket() -> Int {
    last &+= 1
    checking.insert(last)
    return last
  }

  /// The replacement's snapshot passed its check: it supersedes every older replacement.
  func stand(_ ticket: Int) {
    checking.remove(ticket)
    standing = max(standing, ticket)
    wakeWaiters()
  }

  /// Withdraws a replacement that ended before it could stand (refused, or its task cancelled):
  /// it supersedes nothing.
  ///
  /// Does nothing for one that stands.
  func withdraw(_ ticket: Int) {
    guard checking.remove(ticket) != nil else { return }
    wakeWaiters()
  }

  /// Returns when no newer replacement stands or is still being checked; throws
  /// `CancellationError` when a newer one stands.
  func endIfSuperseded(_ ticket: Int) async throws {
    while true {
      if standing > ticket { throw CancellationError() }
      guard checking.contains(where: { $0 > ticket }) else { return }
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  private func wakeWaiters() {
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.resume() }
  }
}
