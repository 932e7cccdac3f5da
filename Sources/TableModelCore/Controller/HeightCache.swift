/// Heights computed for rows, kept per row identity and table width, and valid while the row's
/// content is unchanged.
///
/// The controller invalidates exactly the rows a change updates; a stale entry is also caught
/// on lookup, since an entry remembers the item it was computed for and is used only while the
/// row's item has the same content.
@MainActor
final class HeightCache {
  private struct Key: Hashable {
    let identity: AnyDiffable.ID
    let width: Double
  }

  private var entries: [Key: (height: Double, item: AnyDiffable)] = [:]
  private(set) var computations = 0

  func height(for item: AnyDiffable, width: Double, compute: () -> Double) -> Double {
    let key = Key(identity: item.id, width: width)
    if let entry = entries[key], entry.item.isContentEqual(to: item) { return entry.height }
    computations += 1
    let height = compute()
    entries[key] = (height, item)
    return height
  }

  func invalidate(_ identities: Set<AnyDiffable.ID>) {
    guard !identities.isEmpty else { return }
    entries = entries.filter { !identities.contains($0.key.identity) }
  }

  func removeAll() {
    entries.removeAll()
  }

  var count: Int { entries.count }
}
