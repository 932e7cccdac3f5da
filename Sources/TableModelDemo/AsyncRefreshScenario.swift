import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// A refresh awaited with `replace(with:) async`: the diff runs on a background task, the call
  /// returns once the table shows the new snapshot, an edit made meanwhile is kept in step, and a
  /// newer refresh supersedes an older one.
  static let asyncRefresh = Scenario(
    name: "async-refresh",
    summary:
      "a 2,000-post feed refreshed with `try await feed.replace(with:)`, diffed off the main actor"
  ) { story in
    var generator = SplitMix64(seed: 2025)
    let feed = ArrayTableModel(Post.feed(count: 2_000, using: &generator))
    let stage = Stage(feed, story: story, height: 6 * 44) { $0.cells.register(PostCell.self) }
    stage.summarizesBatches = true
    let table = stage.table
    let inStep = {
      let differences = TableAudit.differences(
        between: table, and: feed, expectedText: PostCell.text)
      return differences.isEmpty ? "" : "; \(differences)"
    }
    stage.look("A feed of 2,000 posts")

    let first = Post.snapshot(after: feed.items, round: 1, using: &generator)
    var batchesBefore = stage.batches
    await stage.step(
      "You pull to refresh; the app awaits feed.replace(with:) and then stops the spinner"
    ) {
      stage.note("try await feed.replace(with: snapshot), where the snapshot has \(first.summary)")
      try await feed.replace(with: first.posts)
      stage.note("the call returned: the diff ran on a background task, the table applied it")
    }
    let shown = inStep()
    stage.check(
      stage.batches - batchesBefore == 1 && shown.isEmpty,
      "one batch, and when the call returned the table already showed the snapshot" + shown)

    let second = Post.snapshot(after: first.posts, round: 2, using: &generator)
    let meanwhile = MeanwhileEdit {
      stage.note("meanwhile, on the main actor: a post arrives and is inserted at the top")
      feed.insert(Post(id: 5_000, topic: "Breaking", likes: 0), at: 0)
    }
    feed.diffScheduler = DiffingWhile(meanwhile)
    batchesBefore = stage.batches
    await stage.step("You pull to refresh, and a post arrives while the diff runs") {
      try await feed.replace(with: second.posts)
    }
    feed.diffScheduler = BackgroundDiffScheduler()
    stage.check(
      feed.items.map(\.id) == second.posts.map(\.id) && inStep().isEmpty,
      "the edit reached the table at once; the replacement diffed again against it and the "
        + "model and the table hold exactly the snapshot (\(stage.batches - batchesBefore) batches)"
    )

    let third = Post.snapshot(after: second.posts, round: 3, using: &generator)
    let fourth = Post.snapshot(after: third.posts, round: 4, using: &generator)
    await stage.step("You pull to refresh twice, quickly: the second refresh supersedes the first")
    {
      let older = Task { @MainActor in try await feed.replace(with: third.posts) }
      let newer = Task { @MainActor in try await feed.replace(with: fourth.posts) }
      let outcome = await older.result
      try await newer.value
      let superseded =
        if case .failure(let error) = outcome { error is CancellationError } else { false }
      stage.check(superseded, "the first call threw CancellationError and left the model alone")
    }
    stage.check(
      feed.items.map(\.id) == fourth.posts.map(\.id) && inStep().isEmpty,
      "the table shows the second snapshot")
    stage.finish()
  }
}

extension Post {
  /// The server's next snapshot of a feed: 30 posts gone, 40 new with identities of their own
  /// round, 10 moved, and up to 25 with new likes.
  static func snapshot(after posts: [Post], round: Int, using generator: inout SplitMix64)
    -> (posts: [Post], summary: String)
  {
    var posts = posts
    for _ in 0..<30 { posts.remove(at: Int.random(in: 0..<posts.count, using: &generator)) }
    for _ in 0..<25 { posts[Int.random(in: 0..<posts.count, using: &generator)].likes += 1 }
    for _ in 0..<10 {
      let post = posts.remove(at: Int.random(in: 0..<posts.count, using: &generator))
      posts.insert(post, at: Int.random(in: 0...posts.count, using: &generator))
    }
    for id in (round * 10_000 + 1)...(round * 10_000 + 40) {
      posts.insert(
        Post(id: id, topic: "New", likes: 0), at: Int.random(in: 0...posts.count, using: &generator)
      )
    }
    return (posts, "30 posts gone, 40 new, 10 moved, and up to 25 with new likes")
  }
}

/// An edit made on the main actor once, while a replacement's diff is in flight.
@MainActor
final class MeanwhileEdit {
  private var edit: (@MainActor () -> Void)?

  init(_ edit: @escaping @MainActor () -> Void) { self.edit = edit }

  /// Makes the edit, the first time only.
  func makeOnce() {
    let edit = edit
    self.edit = nil
    edit?()
  }
}

/// Diffs on a background task, then makes an edit on the main actor before the model applies the
/// diff — what a post arriving during a refresh does, deterministically.
struct DiffingWhile: DiffScheduling {
  let edit: MeanwhileEdit

  init(_ edit: MeanwhileEdit) { self.edit = edit }

  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    let result = await BackgroundDiffScheduler().run(work)
    await edit.makeOnce()
    return result
  }
}
