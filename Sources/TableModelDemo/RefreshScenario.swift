import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// A wholesale refresh: a feed of a few hundred posts replaced by the server's new snapshot,
  /// diffed into one batch of deletes, inserts, moves and updates.
  static let refresh = Scenario(
    name: "refresh",
    summary: "a feed of 300 posts replaced by a new server snapshot, diffed into one batch"
  ) { story in
    var generator = SplitMix64(seed: 2024)
    let old = Post.feed(count: 300, using: &generator)
    let refresh = Post.refreshed(old, using: &generator)
    let feed = ArrayTableModel(old)
    let stage = Stage(feed, story: story, height: 6 * 44) { $0.cells.register(PostCell.self) }
    stage.summarizesBatches = true
    let table = stage.table
    stage.look("A feed of 300 posts, as the server sent it an hour ago")

    var diff = Changeset()
    let observation = feed.events.observe { event in
      if case .changed(.batch(let changeset)) = event { diff = changeset }
    }
    stage.step("You pull to refresh: the server's new snapshot replaces the feed wholesale") {
      stage.note("try feed.replace(with: snapshot), where the snapshot has \(refresh.summary)")
      try feed.replace(with: refresh.posts)
    }
    observation.cancel()
    stage.note(
      "the diff: \(diff.deletedRows.count) deletes · \(diff.insertedRows.count) inserts · "
        + "\(diff.movedRows.count) moves · \(diff.updatedRows.count) updates")
    stage.check(stage.batches == 1, "the whole refresh is one batch, and the table accepted it")
    let differences = TableAudit.differences(between: table, and: feed, expectedText: PostCell.text)
    stage.check(
      differences.isEmpty,
      "the table shows the new snapshot: \(table.cachedShape?.totalRowCount ?? 0) rows"
        + (differences.isEmpty ? "" : "; \(differences)"))

    stage.step("You pull to refresh again: nothing changed on the server") {
      try feed.replace(with: refresh.posts)
    }
    stage.finish()
  }
}

/// A post of the refreshed feed.
struct Post: Diffable, Hashable {
  var id: Int
  var topic: String
  var likes: Int

  /// What a server sends: `count` posts on random topics.
  static func feed(count: Int, using generator: inout SplitMix64) -> [Post] {
    (1...count).map { Post(id: $0, topic: randomTopic(using: &generator), likes: 0) }
  }

  /// A newer snapshot of a feed: some posts gone, new ones at the top and in between, some
  /// moved, and some with new like counts.
  static func refreshed(_ posts: [Post], using generator: inout SplitMix64)
    -> (posts: [Post], summary: String)
  {
    var posts = posts
    for _ in 0..<30 { posts.remove(at: Int.random(in: 0..<posts.count, using: &generator)) }
    for _ in 0..<25 {
      posts[Int.random(in: 0..<posts.count, using: &generator)].likes += 1
    }
    for _ in 0..<10 {
      let post = posts.remove(at: Int.random(in: 0..<posts.count, using: &generator))
      posts.insert(post, at: Int.random(in: 0...posts.count, using: &generator))
    }
    for id in 1001...1040 {
      let index = id <= 1010 ? id - 1001 : Int.random(in: 0...posts.count, using: &generator)
      posts.insert(Post(id: id, topic: randomTopic(using: &generator), likes: 0), at: index)
    }
    return (posts, "30 posts gone, 40 new (10 on top), 10 moved, and up to 25 with new likes")
  }

  private static func randomTopic(using generator: inout SplitMix64) -> String {
    ["Swift tip", "Release notes", "Benchmarks", "A question", "Show and tell", "Job offer"]
      .randomElement(using: &generator) ?? ""
  }
}

/// The cell of a post: its number and topic, and its likes as detail.
final class PostCell: HeadlessTableViewCell, ItemPresenting {
  /// The rendered text of a post's cell.
  static func text(_ post: Post) -> String {
    "#\(post.id) \(post.topic) — ♥ \(post.likes)"
  }

  func update(with post: Post) {
    text = "#\(post.id) \(post.topic)"
    detailText = "♥ \(post.likes)"
  }
}
